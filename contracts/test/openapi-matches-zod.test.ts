import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  emailConfirmationSchema,
  adminRatingsQuerySchema,
  adminTechnicianLookupSchema,
  checkInSchema,
  checkOutSchema,
  newRatingSchema,
  newJobMessageSchema,
  messagesReadSchema,
  jobFileStoredSchema,
  newJobFileSchema,
  sendBackSchema,
  serviceLogEntrySchema,
  warrantyReopenSchema,
  adminTechnicianMetadataSchema,
  adminTechnicianMetadataUpdateSchema,
  companyProfileSaveSchema,
  companyProfileSchema,
  companyRegistrationSchema,
  companySettingsSchema,
  contactMessageSchema,
  contactMessageSubmissionSchema,
  directAssignmentSchema,
  dispatchOffersSchema,
  locationSchema,
  offerAcceptanceSchema,
  offerDeclineSchema,
  locationUpdateSchema,
  requestCancellationSchema,
  serviceRequestSchema,
  smartDispatchSettingSchema,
  technicianCoverageSchema,
  technicianLocationSchema,
  technicianMetadataPostShapes,
  technicianMetadataRecordSchema,
  technicianMetadataSchema,
  technicianMetadataUpdateSchema,
  tmpUserDraftSchema,
  unavailablePeriodSchema,
  vettingChangeSchema,
  vettingFactSchema,
  interviewNoteSchema,
  weatherHoldSchema,
  heldJobDecisionSchema,
  heldJobsQuerySchema,
  notificationSettingsChangeSchema,
  tmpUserRefSchema,
  userChangesSchema,
  userProfileSchema,
  userRegistrationSchema,
} from '../src/schemas.js';

/**
 * The endpoint entries in src/endpoints declare request bodies with their own documented schemas
 * (descriptions, formats, defaults) while the services validate with the shared zod schemas. Until
 * each entry names the schema its handler validates with, this test keeps the two from drifting
 * apart, reading the documents generated from the entries.
 *
 * Every operation with a request body is listed here, per document, as `METHOD /path`, with the
 * zod schema its handler validates the body with; an operation whose query a shared schema
 * validates lists that schema as `query`.
 */
type Entry = { body?: z.ZodType; query?: z.ZodType };

const operations: Record<string, Record<string, Entry>> = {
  'bff.yaml': {
    // The bff forwards either shape to identity, which validates the draft.
    'POST /api/tmpUser': { body: z.union([tmpUserDraftSchema, tmpUserRefSchema]) },
    'DELETE /api/tmpUser': { body: tmpUserRefSchema },
    'POST /api/profile/email-confirmation': { body: emailConfirmationSchema },
    'POST /api/signup/complete': { body: tmpUserRefSchema },
    'POST /api/contact': { body: contactMessageSchema },
    'POST /api/service-request/company': { body: serviceRequestSchema },
    'POST /api/service-requests/{id}/cancel': { body: requestCancellationSchema },
    // Company and technician variants: the bff picks the schema by the caller's role.
    'POST /api/location': { body: z.union([locationSchema, technicianLocationSchema]) },
    'PATCH /api/location': {
      body: z.union([locationUpdateSchema, technicianLocationSchema.partial()]),
    },
    'POST /api/companies/updateCompany': { body: companyProfileSchema },
    'PATCH /api/profile': { body: z.union([companySettingsSchema, userProfileSchema]) },
    // technicianMetadataPostSchema tells these apart by shape and parses the one it is.
    'POST /api/technicians/metadata': { body: technicianMetadataPostShapes },
    'POST /api/address/check': { body: locationSchema },
    'POST /api/admin/technicianMetadata/': { body: adminTechnicianLookupSchema },
    'POST /api/admin/updateTechnicianMetadata': { body: adminTechnicianMetadataUpdateSchema },
    'POST /api/admin/technicians/{id}/vetting': { body: vettingChangeSchema },
    'POST /api/admin/technicians/{id}/facts': { body: vettingFactSchema },
    'POST /api/admin/technicians/{id}/interview-notes': { body: interviewNoteSchema },
    'PUT /api/technicians/coverage': { body: technicianCoverageSchema },
    'POST /api/technicians/unavailability': { body: unavailablePeriodSchema },
    'POST /api/admin/service-requests/{id}/offers': { body: dispatchOffersSchema },
    'POST /api/admin/service-requests/{id}/assign': { body: directAssignmentSchema },
    'PUT /api/admin/service-requests/{id}/smart-dispatch': { body: smartDispatchSettingSchema },
    'POST /api/admin/service-requests/{id}/hold': { body: weatherHoldSchema },
    'POST /api/technicians/offers/{offerId}/accept': { body: offerAcceptanceSchema },
    'POST /api/technicians/offers/{offerId}/decline': { body: offerDeclineSchema },
    'POST /api/technicians/jobs/{requestId}/hold': { body: weatherHoldSchema },
    'POST /api/technicians/jobs/{requestId}/check-in': { body: checkInSchema },
    'POST /api/technicians/jobs/{requestId}/log': { body: serviceLogEntrySchema },
    'POST /api/service-requests/{id}/messages': { body: newJobMessageSchema },
    'POST /api/service-requests/{id}/messages/read': { body: messagesReadSchema },
    'PATCH /api/notification-settings': { body: notificationSettingsChangeSchema },
    'POST /api/technicians/jobs/{requestId}/check-out': { body: checkOutSchema },
    'POST /api/service-requests/{id}/send-back': { body: sendBackSchema },
    'POST /api/service-requests/{id}/reopen': { body: warrantyReopenSchema },
    'POST /api/service-requests/{id}/rating': { body: newRatingSchema },
    'POST /api/technicians/jobs/{requestId}/rating': { body: newRatingSchema },
    'GET /api/admin/ratings': { query: adminRatingsQuerySchema },
    'POST /api/admin/held-jobs/{requestId}/decision': { body: heldJobDecisionSchema },
    'GET /api/admin/held-jobs': { query: heldJobsQuerySchema },
  },
  'company.yaml': {
    'PUT /companies/me': { body: companyRegistrationSchema },
    'PATCH /companies/me': { body: companyProfileSchema.partial() },
    'PUT /companies/me/profile': { body: companyProfileSaveSchema },
    'POST /companies/me/locations': { body: locationSchema },
    'PATCH /companies/me/locations/{id}': { body: locationSchema.partial() },
    'POST /addresses/check': { body: locationSchema },
  },
  'identity.yaml': {
    'PATCH /users/me': { body: userChangesSchema },
    'POST /users/me/email-confirmation': { body: emailConfirmationSchema },
    'POST /users/me/registration/claim': { body: tmpUserRefSchema },
    'POST /users/me/registration': { body: userRegistrationSchema },
    'POST /drafts': { body: tmpUserDraftSchema },
    'POST /drafts/lookup': { body: tmpUserRefSchema },
  },
  'notification.yaml': {
    'POST /contact-messages': { body: contactMessageSubmissionSchema },
    'PATCH /notification-settings': { body: notificationSettingsChangeSchema },
  },
  'service-request.yaml': {
    'POST /service-requests': { body: serviceRequestSchema },
    'POST /service-requests/{id}/cancel': { body: requestCancellationSchema },
    'POST /admin/service-requests/{id}/offers': { body: dispatchOffersSchema },
    'POST /admin/service-requests/{id}/assign': { body: directAssignmentSchema },
    'PUT /admin/service-requests/{id}/smart-dispatch': { body: smartDispatchSettingSchema },
    'POST /admin/service-requests/{id}/hold': { body: weatherHoldSchema },
    'POST /admin/held-jobs/{requestId}/decision': { body: heldJobDecisionSchema },
    'GET /admin/held-jobs': { query: heldJobsQuerySchema },
    'POST /technicians/me/offers/{offerId}/accept': { body: offerAcceptanceSchema },
    'POST /technicians/me/offers/{offerId}/decline': { body: offerDeclineSchema },
    'POST /technicians/me/jobs/{requestId}/hold': { body: weatherHoldSchema },
    'POST /technicians/me/jobs/{requestId}/check-in': { body: checkInSchema },
    'POST /technicians/me/jobs/{requestId}/log': { body: serviceLogEntrySchema },
    'POST /service-requests/{id}/messages': { body: newJobMessageSchema },
    'POST /service-requests/{id}/messages/read': { body: messagesReadSchema },
    'POST /technicians/me/jobs/{requestId}/check-out': { body: checkOutSchema },
    'POST /service-requests/{id}/send-back': { body: sendBackSchema },
    'POST /service-requests/{id}/reopen': { body: warrantyReopenSchema },
    'POST /service-requests/{id}/rating': { body: newRatingSchema },
    'POST /technicians/me/jobs/{requestId}/rating': { body: newRatingSchema },
    'POST /service-requests/{id}/files': { body: newJobFileSchema },
    'POST /files/{fileId}/stored': { body: jobFileStoredSchema },
    'GET /admin/ratings': { query: adminRatingsQuerySchema },
  },
  'technician.yaml': {
    'PUT /technicians/me': {
      body: z.strictObject({ location: technicianLocationSchema.optional() }),
    },
    'PUT /technicians/me/metadata': { body: technicianMetadataSchema },
    'PATCH /technicians/me/metadata': { body: technicianMetadataUpdateSchema },
    // Each step's onboardingStepSchema(step) accepts a subset of these fields, with its own required ones.
    'PUT /technicians/me/onboarding/steps/{step}': {
      body: technicianMetadataRecordSchema.partial(),
    },
    'POST /technicians/me/location': { body: technicianLocationSchema },
    'PATCH /technicians/me/location': { body: technicianLocationSchema.partial() },
    'PUT /technicians/me/coverage': { body: technicianCoverageSchema },
    'POST /technicians/me/unavailable-periods': { body: unavailablePeriodSchema },
    'PUT /admin/technicians/{id}/metadata': { body: adminTechnicianMetadataSchema },
    'POST /admin/technicians/{id}/vetting': { body: vettingChangeSchema },
    'POST /admin/technicians/{id}/facts': { body: vettingFactSchema },
    'POST /admin/technicians/{id}/interview-notes': { body: interviewNoteSchema },
  },
};

type Json = Record<string, unknown>;

const specDir = fileURLToPath(new URL('../openapi/', import.meta.url));
const specFiles = readdirSync(specDir).filter((file) => file.endsWith('.yaml'));
const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

function readSpec(file: string): Json {
  return load(readFileSync(`${specDir}${file}`, 'utf8')) as Json;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolve(spec: Json, node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), spec);
  if (!isObject(target)) throw new Error(`unresolvable $ref ${ref}`);
  return resolve(spec, target);
}

interface Shape {
  types?: string[];
  enum?: string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  closed?: boolean;
  properties?: Record<string, Shape>;
  required?: string[];
  items?: Shape;
  variants?: Shape[];
}

/** Reduces a JSON Schema node to what both sides can state, so wording and docs do not count. */
function shape(spec: Json, raw: Json): Shape {
  const node = resolve(spec, raw);
  const union = (node.oneOf ?? node.anyOf) as Json[] | undefined;
  if (union) {
    const members = union.map((member) => shape(spec, member));
    const isNull = (member: Shape) => member.types?.length === 1 && member.types[0] === 'null';
    const nonNull = members.filter((member) => !isNull(member));
    if (nonNull.length === 1 && nonNull.length < members.length) {
      const [only] = nonNull as [Shape];
      return { ...only, types: [...(only.types ?? []), 'null'].sort() };
    }
    // A union of unions (a discriminated union beside another shape) is one flat choice.
    return { variants: nonNull.flatMap((member) => member.variants ?? [member]) };
  }
  const result: Shape = {};
  if (node.type !== undefined) result.types = [node.type].flat().map(String).sort();
  if (node.const !== undefined) result.enum = [String(node.const)];
  if (Array.isArray(node.enum)) result.enum = node.enum.map(String).sort();
  for (const key of ['minLength', 'maxLength'] as const) {
    if (typeof node[key] === 'number') result[key] = node[key];
  }
  if (typeof node.pattern === 'string') result.pattern = node.pattern;
  if (typeof node.format === 'string') result.format = node.format;
  if (isObject(node.properties)) {
    result.closed = node.additionalProperties === false;
    result.properties = Object.fromEntries(
      Object.entries(node.properties).map(([name, child]) => [name, shape(spec, child as Json)]),
    );
    result.required = ((node.required as string[] | undefined) ?? []).slice().sort();
  }
  if (isObject(node.items)) result.items = shape(spec, node.items);
  return result;
}

const show = (value: unknown) => (value === undefined ? 'unset' : JSON.stringify(value));

/** Every difference as `field: what the YAML says vs what zod says`. */
function differences(yaml: Shape, zod: Shape, at: string): string[] {
  const found: string[] = [];
  const report = (what: string, yamlValue: unknown, zodValue: unknown) => {
    if (JSON.stringify(yamlValue) !== JSON.stringify(zodValue)) {
      found.push(`${at}: ${what} is ${show(yamlValue)} in the YAML, ${show(zodValue)} in zod`);
    }
  };
  if (yaml.variants || zod.variants) {
    const yamlVariants = yaml.variants ?? [yaml];
    const zodVariants = zod.variants ?? [zod];
    report('the number of oneOf/anyOf variants', yamlVariants.length, zodVariants.length);
    yamlVariants.forEach((variant, index) => {
      const other = zodVariants[index];
      if (other) found.push(...differences(variant, other, `${at}[variant ${index + 1}]`));
    });
    return found;
  }
  report('type', yaml.types, zod.types);
  report('enum', yaml.enum, zod.enum);
  // Lengths add nothing to a fixed list of values, so the YAML need not repeat them there.
  if (yaml.enum === undefined || zod.enum === undefined) {
    report('minLength', yaml.minLength, zod.minLength);
    report('maxLength', yaml.maxLength, zod.maxLength);
  }
  // zod spells a format (uuid, e-mail) out as its own regex, and a check it makes with a refine
  // has no JSON Schema form: patterns are compared only when zod states one of its own.
  if (zod.pattern !== undefined && zod.format === undefined) {
    report('pattern', yaml.pattern, zod.pattern);
  }
  if (yaml.properties || zod.properties) {
    report('additionalProperties: false', yaml.closed ?? false, zod.closed ?? false);
    const yamlProps = yaml.properties ?? {};
    const zodProps = zod.properties ?? {};
    const onlyInYaml = Object.keys(yamlProps).filter((name) => !(name in zodProps));
    const onlyInZod = Object.keys(zodProps).filter((name) => !(name in yamlProps));
    for (const name of onlyInYaml) found.push(`${at}.${name}: only in the YAML`);
    for (const name of onlyInZod) found.push(`${at}.${name}: only in zod`);
    report('required', yaml.required, zod.required);
    for (const [name, child] of Object.entries(yamlProps)) {
      const other = zodProps[name];
      if (other) found.push(...differences(child, other, `${at}.${name}`));
    }
  }
  if (yaml.items && zod.items) found.push(...differences(yaml.items, zod.items, `${at}[]`));
  return found;
}

interface Operation {
  key: string;
  body: Json | undefined;
  query: Json | undefined;
}

/** The operation's query parameters as one closed object, the way a strict zod object reads them. */
function queryOf(spec: Json, parameters: unknown): Json | undefined {
  const query = (Array.isArray(parameters) ? parameters : [])
    .map((parameter) => resolve(spec, parameter as Json))
    .filter((parameter) => parameter.in === 'query');
  if (query.length === 0) return undefined;
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema])),
    required: query.filter((parameter) => parameter.required === true).map(({ name }) => name),
  };
}

function operationsOf(spec: Json): Operation[] {
  const paths = (spec.paths ?? {}) as Record<string, Json>;
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => isObject(item[method])).map((method) => {
      const requestBody = (item[method] as Json).requestBody;
      const content = isObject(requestBody) ? resolve(spec, requestBody).content : undefined;
      const json = isObject(content) ? content['application/json'] : undefined;
      const body = isObject(json) && isObject(json.schema) ? json.schema : undefined;
      const query = queryOf(spec, (item[method] as Json).parameters);
      return { key: `${method.toUpperCase()} ${path}`, body, query };
    }),
  );
}

/** The drift report for one YAML file against the mapping table. */
function drift(file: string, spec: Json): string[] {
  const table = operations[file] ?? {};
  const found: string[] = [];
  const ops = operationsOf(spec);
  const zodShape = (schema: z.ZodType) =>
    shape({}, z.toJSONSchema(schema, { io: 'input' }) as Json);
  for (const { key, body, query } of ops) {
    const entry = table[key];
    if (query !== undefined && entry?.query) {
      found.push(...differences(shape(spec, query), zodShape(entry.query), `${file} ${key} query`));
    }
    if (body === undefined) continue;
    if (!entry?.body) {
      found.push(`${file} ${key}: request body has no zod schema in the table`);
      continue;
    }
    found.push(...differences(shape(spec, body), zodShape(entry.body), `${file} ${key} body`));
  }
  for (const [key, entry] of Object.entries(table)) {
    if (entry.body && !ops.some((op) => op.key === key && op.body !== undefined)) {
      found.push(`${file} ${key}: in the table but no such operation with a request body`);
    }
    if (entry.query && !ops.some((op) => op.key === key && op.query !== undefined)) {
      found.push(`${file} ${key}: in the table but no such operation with query parameters`);
    }
  }
  return found;
}

describe('OpenAPI request bodies and the shared zod schemas', () => {
  it('cover every YAML file in the table', () => {
    expect(Object.keys(operations).sort()).toEqual(specFiles.slice().sort());
  });

  it.each(specFiles)('%s describes each body as its zod schema validates it', (file) => {
    expect(drift(file, readSpec(file))).toEqual([]);
  });

  it('names the operation, the field and the difference when a length drifts', () => {
    const spec = readSpec('company.yaml');
    const schemas = (spec.components as Json).schemas as Record<string, Json>;
    const newLocation = schemas.NewLocation as Json;
    const properties = newLocation.properties as Record<string, Json>;
    properties.city = { ...properties.city, maxLength: 99 };
    expect(drift('company.yaml', spec)).toContain(
      'company.yaml POST /companies/me/locations body.city: maxLength is 99 in the YAML, 100 in zod',
    );
  });

  it('names the query parameter and the difference when a query drifts', () => {
    const spec = readSpec('service-request.yaml');
    const paths = spec.paths as Record<string, Json>;
    const parameters = ((paths['/admin/ratings'] as Json).get as Json).parameters as Json[];
    const companyId = parameters.find((parameter) => parameter.name === 'companyId') as Json;
    companyId.required = true;
    expect(drift('service-request.yaml', spec)).toEqual([
      'service-request.yaml GET /admin/ratings query: required is ["companyId"] in the YAML, [] in zod',
    ]);
  });

  it('fails for a request body that is neither mapped nor explained', () => {
    const spec = readSpec('notification.yaml');
    const paths = spec.paths as Record<string, Json>;
    paths['/contact-messages/bulk'] = paths['/contact-messages'] as Json;
    expect(drift('notification.yaml', spec)).toEqual([
      'notification.yaml POST /contact-messages/bulk: request body has no zod schema in the table',
    ]);
  });
});
