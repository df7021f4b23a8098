import { createCompanyClient } from '@rha/contracts';
import { problems, type Logger } from '@rha/kit';
import type { CompanyDirectory, OwnCompany, OwnLocation } from '../domain/company-directory.js';

/** The signed-in caller on whose behalf the company service is asked. */
export interface Caller {
  token: string;
  requestId: string;
  log: Logger;
}

export interface CompanyApi {
  forCaller(caller: Caller): CompanyDirectory;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A slow company service must not hold a submission open indefinitely. */
const COMPANY_TIMEOUT_MS = 5_000;

/**
 * The company service, asked with the caller's own token: it answers only about the caller's
 * company, so ownership is decided by the service that owns the data.
 */
export function createCompanyApi(options: { baseUrl: string; fetch?: typeof fetch }): CompanyApi {
  const client = createCompanyClient(options);

  return {
    forCaller(caller) {
      const headers = { authorization: `Bearer ${caller.token}` };
      // The request id ties the company service's log lines to this request's.
      const header = { 'x-request-id': caller.requestId };

      function unreachable(call: string) {
        return (error: unknown): never => {
          caller.log.warn({ err: error }, `company ${call} failed`);
          throw problems.upstream('The company service is unreachable.');
        };
      }

      function failed(call: string, response: Response, problem: unknown): never {
        if (response.status === 401) throw problems.unauthorized();
        if (response.status === 403) throw problems.forbidden();
        caller.log.warn(
          { status: response.status, problem },
          `company ${call} answered with an error`,
        );
        throw problems.upstream('The company service could not answer.');
      }

      return {
        async ownCompany(): Promise<OwnCompany | undefined> {
          const call = 'GET /companies/me';
          const result = await client
            .GET('/companies/me', {
              params: { header },
              headers,
              signal: AbortSignal.timeout(COMPANY_TIMEOUT_MS),
            })
            .catch(unreachable(call));
          if (result.data) return { id: result.data.id, companyName: result.data.companyName };
          if (result.response.status === 404) return undefined;
          return failed(call, result.response, result.error);
        },

        async ownLocation(id: string): Promise<OwnLocation | undefined> {
          // Location ids are uuids: anything else is no location of theirs, without asking.
          if (!UUID.test(id)) return undefined;
          const call = 'GET /companies/me/locations/{id}';
          const result = await client
            .GET('/companies/me/locations/{id}', {
              params: { header, path: { id } },
              headers,
              signal: AbortSignal.timeout(COMPANY_TIMEOUT_MS),
            })
            .catch(unreachable(call));
          const location = result.data;
          // Only the location asked for counts, whatever path the id resolved to.
          if (location) {
            return location.id === id
              ? {
                  id: location.id,
                  address: location.address,
                  city: location.city,
                  state: location.state,
                  zipCode: location.zipCode,
                }
              : undefined;
          }
          if (result.response.status === 404) return undefined;
          return failed(call, result.response, result.error);
        },
      };
    },
  };
}
