// The company service's endpoints: one entry per operation, from which its OpenAPI document is generated.
import { z } from 'zod';
import {
  companyChangesSchema,
  companyProfileSaveSchema,
  companyRegistrationSchema,
  locationChangesSchema,
  locationSchema,
} from '../schemas.js';
import { endpoint, type ApiDocument } from './define.js';
import { adminCompanyListQuerySchema } from '../schemas/admin-lists.js';
import { LIST_LIMIT_MAX, nextCursorSchema } from '../schemas/list-page.js';
import { FieldError, problemResponse } from './problem.js';

export const Company = z
  .strictObject({
    id: z.uuid(),
    companyName: z.string(),
    website: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Company' });

export const Location = z
  .strictObject({
    id: z.uuid(),
    address: z.string().meta({ description: 'Street address; empty when none was given.' }),
    city: z.string(),
    state: z.string().meta({ description: "The state's name, e.g. Alaska." }),
    zipCode: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Location' });

export const CreatedLocation = z
  .strictObject({
    id: z.uuid(),
  })
  .meta({ id: 'CreatedLocation' });

export const RegisteredCompany = z
  .strictObject({
    company: Company,
    locationId: z.uuid(),
  })
  .meta({ id: 'RegisteredCompany' });

export const CompanyProfile = z
  .strictObject({
    company: Company,
    location: Location,
  })
  .meta({ id: 'CompanyProfile' });

export const AddressCheckResult = z
  .strictObject({
    valid: z.boolean(),
    errors: z.array(FieldError),
  })
  .meta({ id: 'AddressCheckResult' });

export const AdminCompanyContact = z
  .strictObject({
    fullName: z.string(),
    email: z.string(),
    phone: z.string(),
  })
  .meta({ id: 'AdminCompanyContact' });

export const AdminCompanyEntry = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    contact: AdminCompanyContact,
    website: z.string().meta({ description: 'Empty when the company has none.' }),
    locationCount: z.int(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminCompanyEntry' });

/** The admin company list's query, as the bff passes it on. */
export const AdminCompanyList = z
  .strictObject({
    companies: z.array(AdminCompanyEntry).max(LIST_LIMIT_MAX),
    nextCursor: nextCursorSchema,
  })
  .meta({ id: 'AdminCompanyList' });

export const AdminCompanyLocation = z
  .strictObject({
    id: z.uuid(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
  })
  .meta({ id: 'AdminCompanyLocation' });

export const AdminCompanyDetails = z
  .strictObject({
    company: AdminCompanyEntry,
    locations: z.array(AdminCompanyLocation),
  })
  .meta({ id: 'AdminCompanyDetails' });

const IdempotencyKeyParameter = z
  .string()
  .min(1)
  .max(255)
  .optional()
  .meta({
    param: {
      description:
        'A UUID made once per submission and sent again with every resend of it. A resend after the first attempt committed gets the first answer again, with `Idempotent-Replayed: true`, and nothing new is stored; the same key with another body answers 422 `idempotency_key_reused`; a resend while the first attempt is still running waits for it, or after 3 s answers 409 `idempotency_key_in_flight` with Retry-After. 1 to 255 visible ASCII characters, else 400 `invalid_idempotency_key`. Keys are kept 7 days.',
      id: 'IdempotencyKey',
    },
  });

const IdempotencyKeyAcceptedParameter = z
  .string()
  .optional()
  .meta({
    param: {
      description:
        'Accepted so that a queued save can be resent with the key it was queued with; the save replaces the stored values, so a resend converges without it and the value is not read.',
      id: 'IdempotencyKeyAccepted',
    },
  });

const RequestIdParameter = z
  .string()
  .optional()
  .meta({
    param: {
      description: 'Correlates logs across the bff and services; echoed in the response.',
      id: 'RequestId',
    },
  });

const IdempotencyKeyReusedResponse = problemResponse(
  'IdempotencyKeyReused',
  'The Idempotency-Key was already used for another request (`idempotency_key_reused`).',
);

const InvalidResponse = problemResponse(
  'Invalid',
  "Invalid fields (`validation_failed`), one entry per field in `errors` with the spec's message; nothing is stored. Address check failures name `city`, `state` or `zipCode` (under `location.` where the address is nested).",
);

const UnauthorizedResponse = problemResponse(
  'Unauthorized',
  'No bearer token, or the token is invalid or expired.',
);

const ForbiddenResponse = problemResponse(
  'Forbidden',
  "The caller is a technician or an admin (`forbidden`), or, except for the sign-up's PUT /companies/me, an account that has not finished signing up.",
);

const AdminOnlyResponse = problemResponse(
  'AdminOnly',
  'The caller is a company or a technician (`forbidden`).',
);

const AdminNotFoundResponse = problemResponse(
  'AdminNotFound',
  'No company has this id (`not_found`).',
);

const NotFoundResponse = problemResponse(
  'NotFound',
  'The caller has no company, or no location with this id (`not_found`).',
);

const ConflictResponse = problemResponse(
  'Conflict',
  'The company already has a location with this address, city, state and ZIP code (`location_exists`).',
);

const TooLargeResponse = problemResponse(
  'TooLarge',
  'The body is larger than 16 kB (`payload_too_large`).',
);

const ErrorResponse = problemResponse('Error', 'Any other failure, as RFC 9457 problem details.');

export const companyEndpoints = [
  endpoint({
    operationId: 'getOwnCompany',
    method: 'get',
    path: '/companies/me',
    service: 'company',
    roles: ['company'],
    tags: ['companies'],
    summary: "The caller's company",
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: "The caller's company.",
        content: { 'application/json': { schema: Company } },
      },
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '404': NotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'registerCompany',
    method: 'put',
    path: '/companies/me',
    service: 'company',
    roles: ['company'],
    tags: ['companies'],
    summary: "Create the caller's company with its first location (idempotent sign-up step)",
    description:
      "Checks the address, then creates the company and its first location in one transaction. When the caller already owns a company nothing is created: that company is returned with its first location's id (a company left without locations gets this one). Concurrent calls create one company.",
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: {
      content: { 'application/json': { schema: companyRegistrationSchema } },
      required: true,
    },
    responses: {
      '200': {
        description: "The caller's company and the id of its first location.",
        content: { 'application/json': { schema: RegisteredCompany } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '413': TooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'updateOwnCompany',
    method: 'patch',
    path: '/companies/me',
    service: 'company',
    roles: ['company'],
    tags: ['companies'],
    summary: "Change the caller's company name or website",
    description: 'An empty website removes it.',
    headers: z.object({
      'Idempotency-Key': IdempotencyKeyAcceptedParameter,
      'x-request-id': RequestIdParameter,
    }),
    body: {
      content: { 'application/json': { schema: companyChangesSchema } },
      description: 'Every field is optional; a request without a body counts as an empty object.',
      required: false,
    },
    responses: {
      '200': {
        description: 'The company as saved.',
        content: { 'application/json': { schema: Company } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '404': NotFoundResponse,
      '413': TooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'saveCompanyProfile',
    method: 'put',
    path: '/companies/me/profile',
    service: 'company',
    roles: ['company'],
    tags: ['companies'],
    summary: "The Company Profile panel's save, in one transaction",
    description:
      "Checks the address, then saves the company name and website and one location together: the location named by `location.id` (404 when it is not the caller's), else the company's first location, else a new one. Creates the company when the caller has none yet. The user's e-mail and phone are identity's.",
    headers: z.object({
      'Idempotency-Key': IdempotencyKeyAcceptedParameter,
      'x-request-id': RequestIdParameter,
    }),
    body: { content: { 'application/json': { schema: companyProfileSaveSchema } }, required: true },
    responses: {
      '200': {
        description: 'The company and the location as saved.',
        content: { 'application/json': { schema: CompanyProfile } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '404': NotFoundResponse,
      '409': ConflictResponse,
      '413': TooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'listOwnLocations',
    method: 'get',
    path: '/companies/me/locations',
    service: 'company',
    roles: ['company'],
    tags: ['locations'],
    summary: "The caller's company locations, oldest first",
    description:
      "Empty when the caller has no company yet. The first entry is the company's main location.",
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: "The caller's locations, oldest first.",
        content: { 'application/json': { schema: z.array(Location) } },
      },
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'addOwnLocation',
    method: 'post',
    path: '/companies/me/locations',
    service: 'company',
    roles: ['company'],
    tags: ['locations'],
    summary: "Add a location to the caller's company",
    description:
      'Checks the address first. Address, city, state and ZIP code are unique per company (409 `location_exists`). 404 when the caller has no company yet.',
    headers: z.object({
      'Idempotency-Key': IdempotencyKeyParameter,
      'x-request-id': RequestIdParameter,
    }),
    body: { content: { 'application/json': { schema: locationSchema } }, required: true },
    responses: {
      '201': {
        description: "The new location's id.",
        content: { 'application/json': { schema: CreatedLocation } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '404': NotFoundResponse,
      '409': ConflictResponse,
      '413': TooLargeResponse,
      '422': IdempotencyKeyReusedResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getOwnLocation',
    method: 'get',
    path: '/companies/me/locations/{id}',
    service: 'company',
    roles: ['company'],
    tags: ['locations'],
    summary: "One of the caller's locations",
    description: '404 when the location does not exist or belongs to another company.',
    params: z.object({ id: z.uuid() }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'The location.',
        content: { 'application/json': { schema: Location } },
      },
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '404': NotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'updateOwnLocation',
    method: 'patch',
    path: '/companies/me/locations/{id}',
    service: 'company',
    roles: ['company'],
    tags: ['locations'],
    summary: "Change one of the caller's locations",
    description:
      "The given fields replace the stored ones and the result is checked as a whole address. 404 when the location does not exist or belongs to another company; 409 `location_exists` when the result equals another of the company's locations.",
    params: z.object({ id: z.uuid() }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: {
      content: { 'application/json': { schema: locationChangesSchema } },
      description: 'Every field is optional; a request without a body counts as an empty object.',
      required: false,
    },
    responses: {
      '200': {
        description: 'The location as saved.',
        content: { 'application/json': { schema: Location } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '404': NotFoundResponse,
      '409': ConflictResponse,
      '413': TooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'deleteOwnLocation',
    method: 'delete',
    path: '/companies/me/locations/{id}',
    service: 'company',
    roles: ['company'],
    tags: ['locations'],
    summary: "Delete one of the caller's locations",
    description: '404 when the location does not exist or belongs to another company.',
    params: z.object({ id: z.uuid() }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '204': { description: 'Deleted.' },
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '404': NotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'checkAddress',
    method: 'post',
    path: '/addresses/check',
    service: 'company',
    roles: ['company', 'technician', 'admin'],
    tags: ['addresses'],
    summary: 'Check a US address against the ZIP code database',
    description:
      'The state must be one of the 50 US states, the ZIP code must exist and belong to that state, and for Alaska the city (village) must be one the ZIP code serves. Companies may ask; others get 403. A malformed body is a 400; a well-formed address that fails the check is a 200 with `valid: false` and one entry per failing field.',
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: locationSchema } }, required: true },
    responses: {
      '200': {
        description: 'The verdict.',
        content: { 'application/json': { schema: AddressCheckResult } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '413': TooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'listAdminCompanies',
    method: 'get',
    path: '/admin/companies',
    service: 'company',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'One page of the companies: searched, filtered and sorted (admins only)',
    description:
      "Companies in the order `sort` names: `name` (ignoring case) or `newest` (latest created first), ties broken by id, `limit` a page, paged by cursor. `locations` keeps the companies `with` at least one location or `without` any. The contact is the owning user's name, e-mail and phone as identity last reported them (empty until known); the location count comes from the same query.",
    query: adminCompanyListQuerySchema,
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'The page.',
        content: { 'application/json': { schema: AdminCompanyList } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getAdminCompany',
    method: 'get',
    path: '/admin/companies/{id}',
    service: 'company',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'One company with its locations, oldest first (admins only)',
    description: 'A malformed id is a 400; an unknown one a 404 `not_found`.',
    params: z.object({ id: z.uuid('Company id must be a UUID') }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'The company and its locations.',
        content: { 'application/json': { schema: AdminCompanyDetails } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': AdminNotFoundResponse,
      default: ErrorResponse,
    },
  }),
];

export const companyDocument: ApiDocument = {
  name: 'company',
  info: {
    title: 'Remote Hands Alaska — company service',
    version: '1.0.0',
    description:
      "Companies and their locations. Every route needs the caller's bearer access token (RS256, issued by the `remote-hands` realm, audience `remote-hands-api`), verified by the service itself. The caller's company is the one its token subject owns: no company ever reads or changes another company's data. Routes under /companies/me and /addresses/check need the realm role `company` (403 otherwise), except PUT /companies/me, the sign-up's registration, which also admits a caller with no product role yet (a fresh registrant whose token predates the role assignment). Routes under /admin are read-only and answer the realm role `admin` only. Bodies are JSON, at most 16 kB, and unknown fields are refused.\n",
  },
  servers: [{ url: 'http://localhost:4002' }],
  security: [{ bearerAuth: [] }],
  tags: [
    { name: 'companies', description: "The signed-in company's profile." },
    { name: 'locations', description: "The signed-in company's locations." },
    { name: 'addresses', description: 'The address check used before a profile save.' },
    {
      name: 'admin',
      description: "The admin's read-only view of every company; needs the realm role `admin`.",
    },
  ],
  securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
  endpoints: companyEndpoints,
};
