import { createCompanyClient } from '@rha/contracts';
import type { components } from '@rha/contracts/generated/company';
import { serviceCalls, type Caller } from '@rha/kit';

export type CompanyRegistration = components['schemas']['CompanyRegistration'];

export interface RegisteredCompanyIds {
  companyId: string;
  locationId: string;
}

export interface CompanyRegistrationApi {
  /**
   * PUT /companies/me: makes the caller's company with its first location, or returns the ones
   * an earlier attempt made. `rename` maps the service's field names (`location.zipCode`) onto
   * the ones the browser sent.
   */
  register(
    caller: Caller,
    registration: CompanyRegistration,
    rename: (field: string) => string,
  ): Promise<RegisteredCompanyIds>;
}

export function createCompanyRegistrationApi(options: {
  baseUrl: string;
  fetch?: typeof fetch;
}): CompanyRegistrationApi {
  const client = createCompanyClient(options);
  const company = serviceCalls({
    service: 'company',
    // The company check of the address may take a moment; still, never hold the browser forever.
    timeoutMs: 10_000,
    relay: ['4xx', 502, 503],
  });

  return {
    async register(caller, registration, rename) {
      const registered = await company.call(
        caller,
        'PUT /companies/me',
        (init) => client.PUT('/companies/me', { ...init, body: registration }),
        { rename },
      );
      return { companyId: registered.company.id, locationId: registered.locationId };
    },
  };
}
