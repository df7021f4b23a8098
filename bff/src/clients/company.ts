import {
  createCompanyClient,
  type AddressCheckResult,
  type Company,
  type CompanyLocation,
  type CompanyProfileSave,
  type FieldError,
  type LocationInput,
  type Problem,
} from '@rha/contracts';
import { problems } from '@rha/kit';
import type { Caller } from './identity.js';
import { callOptions, reach } from './service-call.js';

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
  /** The caller's company (404 without one). */
  getCompany(caller: Caller): Promise<Company>;
  updateCompany(
    caller: Caller,
    details: { companyName: string; website?: string },
  ): Promise<Company>;
  /** The profile panel's save; `rename` maps the service's field names onto the browser's body. */
  saveProfile(
    caller: Caller,
    save: CompanyProfileSave,
    rename: FieldRename,
  ): Promise<{ company: Company; location: CompanyLocation }>;
  checkAddress(caller: Caller, address: LocationInput): Promise<AddressCheckResult>;
}

/** A slow company service must not hold browser requests open indefinitely. */
const COMPANY_TIMEOUT_MS = 5_000;
const UNREACHABLE = 'The company service is unreachable.';

const sameField: FieldRename = (field) => field;

/**
 * The bff's side of the company service. The service decides what the caller may see and change
 * (by token subject); its refusals reach the browser with their meaning, anything else is a 502.
 */
export function createCompanyApi(options: { baseUrl: string; fetch?: typeof fetch }): CompanyApi {
  const client = createCompanyClient(options);

  function request(caller: Caller) {
    return callOptions(caller, COMPANY_TIMEOUT_MS);
  }

  async function send<T>(
    caller: Caller,
    call: string,
    pending: Promise<{ data?: T; error?: Problem; response: Response }>,
    rename: FieldRename = sameField,
  ): Promise<T> {
    const result = await reach(pending, caller, `company ${call}`, UNREACHABLE);
    if (result.response.ok) return result.data as T;
    throw refusal(caller, call, result.response.status, result.error, rename);
  }

  function refusal(
    caller: Caller,
    call: string,
    status: number,
    problem: Problem | undefined,
    rename: FieldRename,
  ) {
    if (status === 401) return problems.unauthorized();
    if (status === 403) return problems.forbidden(problem?.detail);
    if (status === 404) return problems.notFound(problem?.detail);
    if (status === 413) return problems.payloadTooLarge();
    if (status === 400 && problem?.code === 'validation_failed') {
      return problems.validation(renamed(problem.errors ?? [], rename));
    }
    if (status === 409 && problem) {
      return problems.conflict(problem.code, problem.detail ?? 'This conflicts with stored data.');
    }
    caller.log.warn({ status, problem }, `company ${call} answered with an error`);
    return problems.upstream('The company service could not handle the request.');
  }

  return {
    listLocations: (caller) =>
      send(
        caller,
        'GET /companies/me/locations',
        client.GET('/companies/me/locations', request(caller)),
      ),

    async mainLocation(caller) {
      const call = 'GET /companies/me/locations';
      const result = await reach(
        client.GET('/companies/me/locations', request(caller)),
        caller,
        `company ${call}`,
        UNREACHABLE,
      );
      if (result.data) return result.data[0] ?? null;
      // A token of another product role has no company: it has no location here either.
      if (result.response.status === 403) return null;
      throw refusal(caller, call, result.response.status, result.error, sameField);
    },

    addLocation: (caller, location) =>
      send(
        caller,
        'POST /companies/me/locations',
        client.POST('/companies/me/locations', { ...request(caller), body: location }),
      ),

    updateLocation(caller, id, changes) {
      const base = request(caller);
      return send(
        caller,
        'PATCH /companies/me/locations/{id}',
        client.PATCH('/companies/me/locations/{id}', {
          ...base,
          params: { ...base.params, path: { id } },
          body: changes,
        }),
      );
    },

    async deleteLocation(caller, id) {
      const base = request(caller);
      await send(
        caller,
        'DELETE /companies/me/locations/{id}',
        client.DELETE('/companies/me/locations/{id}', {
          ...base,
          params: { ...base.params, path: { id } },
        }),
      );
    },

    getCompany: (caller) =>
      send(caller, 'GET /companies/me', client.GET('/companies/me', request(caller))),

    updateCompany: (caller, details) =>
      send(
        caller,
        'PATCH /companies/me',
        client.PATCH('/companies/me', { ...request(caller), body: details }),
      ),

    saveProfile: (caller, save, rename) =>
      send(
        caller,
        'PUT /companies/me/profile',
        client.PUT('/companies/me/profile', { ...request(caller), body: save }),
        rename,
      ),

    checkAddress: (caller, address) =>
      send(
        caller,
        'POST /addresses/check',
        client.POST('/addresses/check', { ...request(caller), body: address }),
      ),
  };
}

function renamed(errors: FieldError[], rename: FieldRename): FieldError[] {
  return errors.map(({ field, message }) => ({ field: rename(field), message }));
}
