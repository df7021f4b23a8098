import { startAppUnderTest, type AppUnderTest } from '@rha/kit/testing';
import { createApp } from '../../src/app.js';
import { createCompanyApi } from '../../src/clients/company.js';
import { migrations } from '../../src/db/migrations/index.js';
import { startCompanyStub, type CompanyStub } from './company-stub.js';

export interface ServiceRequestService extends AppUnderTest {
  company: CompanyStub;
}

/**
 * The service-request app on a random port, on a fresh schema, trusting a test issuer and asking a
 * company stub about the caller's company.
 */
export async function startServiceRequestService(prefix: string): Promise<ServiceRequestService> {
  const company = await startCompanyStub();
  const app = await startAppUnderTest({
    name: 'service-request',
    prefix,
    migrations,
    createApp: (deps) =>
      createApp({ ...deps, company: createCompanyApi({ baseUrl: company.url }) }),
  });
  return {
    ...app,
    company,
    async stop() {
      await app.stop();
      await company.close();
    },
  };
}
