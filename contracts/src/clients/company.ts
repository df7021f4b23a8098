import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '../generated/company.js';

export type CompanyClient = Client<paths>;
export type { paths as CompanyPaths } from '../generated/company.js';

type Schemas = components['schemas'];
/** A company as the company service serves it (GET /companies/me). */
export type Company = Schemas['Company'];
/** One of a company's locations. */
export type CompanyLocation = Schemas['Location'];
/** PUT /companies/me/profile: the Company Profile panel's one save. */
export type CompanyProfileSave = Schemas['CompanyProfileSave'];
/** The verdict of POST /addresses/check. */
export type AddressCheckResult = Schemas['AddressCheckResult'];

export interface CompanyClientOptions {
  baseUrl: string;
  fetch?: typeof fetch;
}

/** Typed client of the company service; callers pass the user's authorization header per call. */
export function createCompanyClient(options: CompanyClientOptions): CompanyClient {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
