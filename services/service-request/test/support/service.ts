import { createAuth, createLogger, migrate, runService } from '@rha/kit';
import { createTestDb, startTestIssuer, type TestDb, type TestIssuer } from '@rha/kit/testing';
import { createApp } from '../../src/app.js';
import { createCompanyApi } from '../../src/clients/company.js';
import { migrations } from '../../src/db/migrations/index.js';
import { startCompanyStub, type CompanyStub } from './company-stub.js';

export interface ServiceRequestService {
  url: string;
  testDb: TestDb;
  issuer: TestIssuer;
  company: CompanyStub;
  stop(): Promise<void>;
}

/**
 * The service-request app on a random port, on a fresh schema, trusting a test issuer and asking a
 * company stub about the caller's company.
 */
export async function startServiceRequestService(prefix: string): Promise<ServiceRequestService> {
  const testDb = await createTestDb(prefix);
  await migrate(testDb.db, { schema: testDb.schema, migrations });
  const issuer = await startTestIssuer();
  const company = await startCompanyStub();
  const logger = createLogger('service-request', 'silent');
  const auth = createAuth({
    issuer: issuer.issuer,
    audience: issuer.audience,
    jwksUri: issuer.jwksUri,
  });
  const app = createApp({
    logger,
    db: testDb.db,
    auth,
    company: createCompanyApi({ baseUrl: company.url }),
  });
  const service = await runService({ name: 'service-request', port: 0, app, logger });
  return {
    url: service.url,
    testDb,
    issuer,
    company,
    async stop() {
      await service.stop();
      await company.close();
      await issuer.close();
      await testDb.drop();
    },
  };
}
