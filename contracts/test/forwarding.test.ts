import { describe, expect, it } from 'vitest';
import {
  bffDocument,
  documents,
  fileTypesOf,
  openApiDocument,
  serviceEndpoints as services,
} from '../src/endpoints/index.js';

const forwarded = bffDocument.endpoints.flatMap((entry) =>
  entry.forwardsTo ? [{ entry, forwardsTo: entry.forwardsTo }] : [],
);

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A schema as a client reads it: references resolved, wording dropped, and a nullable value
 * spelt one way, so two documents that describe the same answer compare equal.
 */
function shapeOf(document: Json, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((child) => shapeOf(document, child));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string') {
    const target = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), document);
    return shapeOf(document, target);
  }
  const shape: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'description') shape[key] = shapeOf(document, value);
  }
  if (Array.isArray(shape.type) && shape.type.includes('null')) {
    const [type] = shape.type.filter((entry) => entry !== 'null') as string[];
    return shapeOf(document, { anyOf: [{ ...shape, type }, { type: 'null' }] });
  }
  const union = shape.oneOf ?? shape.anyOf;
  if (union) {
    delete shape.oneOf;
    shape.anyOf = union;
  }
  if (Array.isArray(shape.required)) shape.required = [...(shape.required as string[])].sort();
  return shape;
}

function successes(document: Json, method: string, path: string): Record<string, unknown> {
  const operation = ((document.paths as Json)[path] as Json)[method] as Json;
  return Object.fromEntries(
    Object.entries(operation.responses as Json)
      .filter(([status]) => status.startsWith('2'))
      .map(([status, response]) => [status, shapeOf(document, (response as Json).content ?? null)]),
  );
}

const bffOpenApi = openApiDocument(bffDocument);
const serviceDocuments = Object.fromEntries(
  documents.map((document) => [document.name, openApiDocument(document)]),
);

describe('a bff endpoint forwarded by its contract entry', () => {
  it('exists for some endpoints', () => {
    expect(forwarded.length).toBeGreaterThan(0);
  });

  it.each(forwarded)(
    '$entry.operationId names an operation of its service that the same callers may use',
    ({ entry, forwardsTo }) => {
      const target = services[forwardsTo.service].find(
        (candidate) => candidate.operationId === forwardsTo.operationId,
      );
      expect(target, `${forwardsTo.service} has no ${forwardsTo.operationId}`).toBeDefined();
      expect(target?.roles).toEqual(expect.arrayContaining([...entry.roles]));
      // A read is passed on as a read, a write as a write (a POST may be the service's PATCH).
      expect(target?.method === 'get').toBe(entry.method === 'get');
    },
  );

  it.each(forwarded)(
    '$entry.operationId documents the answers its service gives',
    ({ entry, forwardsTo }) => {
      const target = services[forwardsTo.service].find(
        (candidate) => candidate.operationId === forwardsTo.operationId,
      );
      const service = serviceDocuments[forwardsTo.service] as Json;
      expect(successes(bffOpenApi, entry.method, entry.path)).toEqual(
        target ? successes(service, target.method, target.path) : {},
      );
    },
  );
});

describe('the file types an entry answers in', () => {
  const entry = (operationId: string) => {
    const found = services.billing.find((candidate) => candidate.operationId === operationId);
    if (!found) throw new Error(`billing has no ${operationId}`);
    return found;
  };

  it('are the non-JSON types of its successes', () => {
    expect(fileTypesOf(entry('getOwnInvoicePdf'))).toEqual(['application/pdf']);
  });

  it('are none for an entry that answers JSON, whatever its failures are', () => {
    expect(fileTypesOf(entry('listOwnInvoices'))).toEqual([]);
  });
});
