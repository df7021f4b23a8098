import { createCompanyClient } from '@rha/contracts';
import { serviceCalls, type Caller } from '@rha/kit';
import type { CompanyDirectory, OwnCompany, OwnLocation } from '../lifecycle/company-directory.js';

export interface CompanyApi {
  forCaller(caller: Caller): CompanyDirectory;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The company service, asked with the caller's own token: it answers only about the caller's
 * company, so ownership is decided by the service that owns the data.
 */
export function createCompanyApi(options: { baseUrl: string; fetch?: typeof fetch }): CompanyApi {
  const client = createCompanyClient(options);
  const company = serviceCalls({
    service: 'company',
    // A slow company service must not hold a submission open indefinitely.
    timeoutMs: 5_000,
    relay: [401, 403],
    failed: 'The company service could not answer.',
  });
  // "Not found" also covers "not yours": the company service never reveals another's data.
  const none = { expected: [{ status: 404, answer: undefined }] };

  return {
    forCaller(caller) {
      return {
        async ownCompany(): Promise<OwnCompany | undefined> {
          const found = await company.call(
            caller,
            'GET /companies/me',
            (init) => client.GET('/companies/me', init),
            none,
          );
          return found && { id: found.id, companyName: found.companyName };
        },

        async ownLocation(id: string): Promise<OwnLocation | undefined> {
          // Location ids are uuids: anything else is no location of theirs, without asking.
          if (!UUID.test(id)) return undefined;
          const location = await company.call(
            caller,
            'GET /companies/me/locations/{id}',
            (init) =>
              client.GET('/companies/me/locations/{id}', { ...init, params: { path: { id } } }),
            none,
          );
          // Only the location asked for counts, whatever path the id resolved to.
          if (location?.id !== id) return undefined;
          return {
            id: location.id,
            address: location.address,
            city: location.city,
            state: location.state,
            zipCode: location.zipCode,
          };
        },
      };
    },
  };
}
