import {
  createCompanyClient,
  type AddressCheckResult,
  type AdminCompanyListQuery,
  type Company,
  type CompanyLocation,
  type CompanyProfileSave,
  type LocationInput,
} from '@rha/contracts';
import type { components } from '@rha/contracts/generated/company';
import { serviceCalls, type Caller } from '@rha/kit';

/** A page of the admin's company list as the company service has it, without request counts. */
export type AdminCompanyPage = components['schemas']['AdminCompanyList'];
export type AdminCompanyWithLocations = components['schemas']['AdminCompanyDetails'];

export type LocationChanges = Partial<LocationInput>;

/** Renames a field of the service's request to the field of the browser's request. */
export type FieldRename = (field: string) => string;

export interface CompanyApi {
  /** The caller's locations, oldest first (empty without a company). */
  listLocations(caller: Caller): Promise<CompanyLocation[]>;
  /** The company's main (first) location; null without one, or when the caller is no company. */
  mainLocation(caller: Caller): Promise<CompanyLocation | null>;
  addLocation(caller: Caller, location: LocationInput): Promise<{ id: string }>;
  updateLocation(caller: Caller, id: string, changes: LocationChanges): Promise<CompanyLocation>;
  deleteLocation(caller: Caller, id: string): Promise<void>;
  /** The profile panel's save; `rename` maps the service's field names onto the browser's body. */
  saveProfile(
    caller: Caller,
    save: CompanyProfileSave,
    rename: FieldRename,
  ): Promise<{ company: Company; location: CompanyLocation }>;
  checkAddress(caller: Caller, address: LocationInput): Promise<AddressCheckResult>;
  /** One page of every company, for an admin. */
  listForAdmin(caller: Caller, query: AdminCompanyListQuery): Promise<AdminCompanyPage>;
  /** Any company with its locations, for an admin (404 for an unknown id). */
  detailsForAdmin(caller: Caller, id: string): Promise<AdminCompanyWithLocations>;
}

/**
 * The bff's side of the company service. The service decides what the caller may see and change
 * (by token subject); its refusals reach the browser with their meaning, anything else is a 502.
 */
export function createCompanyApi(options: { baseUrl: string; fetch?: typeof fetch }): CompanyApi {
  const client = createCompanyClient(options);
  const company = serviceCalls({
    service: 'company',
    timeoutMs: 5_000,
    relay: [400, 401, 403, 404, 409, 413],
  });

  return {
    listLocations: (caller) =>
      company.call(caller, 'GET /companies/me/locations', (init) =>
        client.GET('/companies/me/locations', init),
      ),

    async mainLocation(caller) {
      const locations = await company.call(
        caller,
        'GET /companies/me/locations',
        (init) => client.GET('/companies/me/locations', init),
        // A token of another product role has no company: it has no location here either.
        { expected: [{ status: 403, answer: [] }] },
      );
      return locations[0] ?? null;
    },

    addLocation: (caller, location) =>
      company.call(caller, 'POST /companies/me/locations', (init) =>
        client.POST('/companies/me/locations', { ...init, body: location }),
      ),

    updateLocation: (caller, id, changes) =>
      company.call(caller, 'PATCH /companies/me/locations/{id}', (init) =>
        client.PATCH('/companies/me/locations/{id}', {
          ...init,
          params: { path: { id } },
          body: changes,
        }),
      ),

    async deleteLocation(caller, id) {
      await company.call(caller, 'DELETE /companies/me/locations/{id}', (init) =>
        client.DELETE('/companies/me/locations/{id}', { ...init, params: { path: { id } } }),
      );
    },

    saveProfile: (caller, save, rename) =>
      company.call(
        caller,
        'PUT /companies/me/profile',
        (init) => client.PUT('/companies/me/profile', { ...init, body: save }),
        { rename },
      ),

    checkAddress: (caller, address) =>
      company.call(caller, 'POST /addresses/check', (init) =>
        client.POST('/addresses/check', { ...init, body: address }),
      ),

    listForAdmin: (caller, query) =>
      company.call(caller, 'GET /admin/companies', (init) =>
        client.GET('/admin/companies', { ...init, params: { query } }),
      ),

    detailsForAdmin: (caller, id) =>
      company.call(caller, 'GET /admin/companies/{id}', (init) =>
        client.GET('/admin/companies/{id}', { ...init, params: { path: { id } } }),
      ),
  };
}
