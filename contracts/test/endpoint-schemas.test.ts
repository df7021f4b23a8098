import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bffEndpoints,
  documents,
  jsonBodySchemaOf,
  querySchemaOf,
  type Endpoint,
} from '../src/endpoints/index.js';
import * as shared from '../src/schemas.js';

/** Every zod schema @rha/contracts exports for a service to validate with. */
const validationSchemas = new Set<unknown>(
  Object.values(shared).filter((value) => value instanceof z.ZodType),
);

/**
 * A body the document shows is one a handler validates with: a shared schema, or a choice of
 * shared schemas the handler picks from by the caller's role.
 */
function isValidationSchema(schema: z.ZodType): boolean {
  if (validationSchemas.has(schema)) return true;
  return (
    schema instanceof z.ZodUnion && schema.options.every((option) => validationSchemas.has(option))
  );
}

const entries = documents.flatMap((api) =>
  api.endpoints.map((entry) => [`${api.name} ${entry.operationId}`, entry] as const),
);

describe('the endpoint entries name the schemas the services validate with', () => {
  it.each(entries)('%s shows a shared validation schema as its JSON body', (_, entry) => {
    const body = jsonBodySchemaOf(entry);
    if (body !== undefined) expect(isValidationSchema(body)).toBe(true);
  });

  it.each(
    (bffEndpoints as readonly Endpoint[])
      .filter((entry) => entry.forwardsTo && entry.query)
      .map((entry) => [entry.operationId, entry] as const),
  )('%s, forwarded, has a shared validation schema as its query', (_, entry) => {
    expect(validationSchemas.has(querySchemaOf(entry))).toBe(true);
  });

  it('tells a documentation-only body from a validation schema', () => {
    expect(isValidationSchema(shared.newRatingSchema)).toBe(true);
    expect(isValidationSchema(z.strictObject({ score: z.int().min(1).max(5) }))).toBe(false);
    expect(isValidationSchema(z.union([shared.locationSchema, z.object({})]))).toBe(false);
  });
});
