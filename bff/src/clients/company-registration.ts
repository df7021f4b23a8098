import { createCompanyClient, type Problem } from '@rha/contracts';
import type { components } from '@rha/contracts/generated/company';
import type { Caller } from './identity.js';
import { callOptions, reach } from './service-call.js';
import { relayedProblem } from './upstream-problem.js';

export type CompanyRegistration = components['schemas']['CompanyRegistration'];

export interface RegisteredCompanyIds {
  companyId: string;
  locationId: string;
}

export interface CompanyRegistrationApi {
  /**
   * PUT /companies/me: makes the caller's company with its first location, or returns the ones
   * an earlier attempt made. Field errors keep the service's names (`location.zipCode`).
   */
  register(caller: Caller, registration: CompanyRegistration): Promise<RegisteredCompanyIds>;
}

/** The company check of the address may take a moment; still, never hold the browser forever. */
const COMPANY_REGISTRATION_TIMEOUT_MS = 10_000;

export function createCompanyRegistrationApi(options: {
  baseUrl: string;
  fetch?: typeof fetch;
}): CompanyRegistrationApi {
  const client = createCompanyClient(options);

  return {
    async register(caller, registration) {
      const call = 'PUT /companies/me';
      const result: {
        data?: { company: { id: string }; locationId: string };
        error?: Problem;
        response: Response;
      } = await reach(
        client.PUT('/companies/me', {
          ...callOptions(caller, COMPANY_REGISTRATION_TIMEOUT_MS),
          body: registration,
        }),
        caller,
        `company ${call}`,
        'The company service is unreachable.',
      );
      if (result.data)
        return { companyId: result.data.company.id, locationId: result.data.locationId };
      caller.log.warn(
        { status: result.response.status, problem: result.error },
        `company ${call} refused`,
      );
      throw relayedProblem(result.response.status, result.error);
    },
  };
}
