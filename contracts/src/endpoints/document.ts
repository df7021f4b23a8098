import { isDeepStrictEqual } from 'node:util';
import {
  createDocument,
  type CreateDocumentOptions,
  type ZodOpenApiPathsObject,
} from 'zod-openapi';
import type { ApiDocument } from './define.js';

const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

/**
 * Renders a schema the way the API treats it on both sides of the wire: a plain z.object lets
 * unknown keys through on input, so its output rendering must not close it either (else every
 * component used in a request and a response would be emitted twice); zod's own regex for a
 * format and the safe-integer bounds of z.int() say nothing the format and type do not.
 */
const override: NonNullable<CreateDocumentOptions['override']> = ({ jsonSchema, zodSchema }) => {
  const def = zodSchema._zod.def as { type: string; catchall?: unknown; format?: string };
  if (def.type === 'object' && def.catchall === undefined) delete jsonSchema.additionalProperties;
  if (def.type === 'string' && def.format && jsonSchema.format) delete jsonSchema.pattern;
  if (jsonSchema.maximum === SAFE_INTEGER) delete jsonSchema.maximum;
  if (jsonSchema.minimum === -SAFE_INTEGER) delete jsonSchema.minimum;
};

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function walk(node: unknown, visit: (node: Json) => void): void {
  if (Array.isArray(node)) node.forEach((child) => walk(child, visit));
  else if (isObject(node)) {
    visit(node);
    Object.values(node).forEach((child) => walk(child, visit));
  }
}

/**
 * A component referenced with its own description or parameter is a copy of the schema, rendered
 * as a $ref beside what the copy adds, the output-side closing and the parameter's metadata
 * included; without those the request and response renderings agree,
 * and the `…Output` twins zod-openapi made for them collapse into the component they copy.
 */
function foldOutputTwins(document: Json): void {
  walk(document, (node) => {
    if (typeof node.$ref === 'string') {
      delete node.additionalProperties;
      delete node.param;
    }
  });
  const schemas = ((document.components as Json | undefined)?.schemas ?? {}) as Json;
  for (let changed = true; changed;) {
    changed = false;
    for (const name of Object.keys(schemas)) {
      const base = name.replace(/Output$/, '');
      if (base === name || !(base in schemas)) continue;
      const twin = JSON.parse(JSON.stringify(schemas[name]).replaceAll(/Output"/g, '"')) as unknown;
      if (!isDeepStrictEqual(twin, schemas[base])) continue;
      delete schemas[name];
      walk(document, (node) => {
        if (node.$ref === `#/components/schemas/${name}`)
          node.$ref = `#/components/schemas/${base}`;
      });
      changed = true;
    }
  }
}

/** The OpenAPI 3.1 document of one service (or the bff), built from its endpoint entries. */
export function openApiDocument(api: ApiDocument): Json {
  const paths: ZodOpenApiPathsObject = {};
  for (const entry of api.endpoints) {
    const requestParams = {
      ...(entry.params ? { path: entry.params } : {}),
      ...(entry.query ? { query: entry.query } : {}),
      ...(entry.headers ? { header: entry.headers } : {}),
    };
    paths[entry.path] = {
      ...paths[entry.path],
      [entry.method]: {
        operationId: entry.operationId,
        ...(entry.tags ? { tags: [...entry.tags] } : {}),
        ...(entry.summary ? { summary: entry.summary } : {}),
        ...(entry.description ? { description: entry.description } : {}),
        ...(entry.security ? { security: entry.security } : {}),
        ...(Object.keys(requestParams).length > 0 ? { requestParams } : {}),
        ...(entry.body ? { requestBody: entry.body } : {}),
        responses: entry.responses,
      },
    };
  }
  const document = createDocument(
    {
      openapi: '3.1.0',
      info: api.info,
      ...(api.servers ? { servers: api.servers } : {}),
      ...(api.security ? { security: api.security } : {}),
      ...(api.tags ? { tags: api.tags } : {}),
      paths,
      components: {
        ...(api.securitySchemes ? { securitySchemes: api.securitySchemes } : {}),
        schemas: Object.fromEntries(
          (api.unreferencedSchemas ?? []).map((schema) => [String(schema.meta()?.id), schema]),
        ),
      },
    },
    { override },
  ) as unknown as Json;
  foldOutputTwins(document);
  return document;
}
