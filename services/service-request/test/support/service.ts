import { startAppUnderTest, type AppUnderTest } from '@rha/kit/testing';
import { createApp } from '../../src/app.js';
import { createCompanyApi } from '../../src/clients/company.js';
import { createTechnicianApi } from '../../src/clients/technician.js';
import { migrations } from '../../src/db/migrations/index.js';
import type { DispatchSettings } from '../../src/dispatch/dispatch-settings.js';
import type { JobFileSettings } from '../../src/files/job-file-settings.js';
import type { OnSiteSettings } from '../../src/on-site/on-site-settings.js';
import type { CallSettings } from '../../src/calls/call-settings.js';
import { startCompanyStub, type CompanyStub } from './company-stub.js';
import {
  startTechnicianStub,
  TEST_INTERNAL_API_TOKEN,
  type TechnicianStub,
} from './technician-stub.js';

export interface ServiceRequestService extends AppUnderTest {
  company: CompanyStub;
  technician: TechnicianStub;
  dispatch: DispatchSettings;
  onSite: OnSiteSettings;
  files: JobFileSettings;
  calls: CallSettings;
}

/** Short enough for a test to reason about, and distinct so a mix-up shows. */
export const TEST_DISPATCH_SETTINGS: DispatchSettings = {
  waveDelayMinutes: 30,
  offerExpiryMinutes: 90,
};

/** Not the default, so a test that passes shows the setting is what counts. */
export const TEST_ON_SITE_SETTINGS: OnSiteSettings = { autoApproveHours: 48 };

/** Small, so a test can fill a job of a type without a set number of photos. */
export const TEST_JOB_FILE_SETTINGS: JobFileSettings = { photoLimit: 3 };

/** Short timeouts and a small budget, so a test can reach each without waiting or flooding. */
export const TEST_CALL_SETTINGS: CallSettings = {
  ringTimeoutSeconds: 60,
  idleTimeoutSeconds: 120,
  signalsPerMinute: 40,
};

/**
 * The service-request app on a random port, on a fresh schema, trusting a test issuer and asking
 * a company stub about the caller's company and a technician stub for candidates. Smart dispatch
 * does not tick on its own: tests run its ticks with a clock of their own.
 */
export async function startServiceRequestService(prefix: string): Promise<ServiceRequestService> {
  const company = await startCompanyStub();
  const technician = await startTechnicianStub();
  const app = await startAppUnderTest({
    name: 'service-request',
    prefix,
    migrations,
    createApp: (deps) =>
      createApp({
        ...deps,
        company: createCompanyApi({ baseUrl: company.url }),
        technician: createTechnicianApi({
          baseUrl: technician.url,
          internalApiToken: TEST_INTERNAL_API_TOKEN,
        }),
        dispatch: TEST_DISPATCH_SETTINGS,
        onSite: TEST_ON_SITE_SETTINGS,
        files: TEST_JOB_FILE_SETTINGS,
        calls: TEST_CALL_SETTINGS,
      }),
  });
  return {
    ...app,
    company,
    technician,
    dispatch: TEST_DISPATCH_SETTINGS,
    onSite: TEST_ON_SITE_SETTINGS,
    files: TEST_JOB_FILE_SETTINGS,
    calls: TEST_CALL_SETTINGS,
    async stop() {
      await app.stop();
      await company.close();
      await technician.close();
    },
  };
}
