import { z } from 'zod';
import type {
  ZodOpenApiObject,
  ZodOpenApiOperationObject,
  ZodOpenApiRequestBodyObject,
  ZodOpenApiResponseObject,
} from 'zod-openapi';

/** The workspaces that serve an OpenAPI document; each endpoint belongs to exactly one. */
export type ServiceName =
  'bff' | 'identity' | 'company' | 'service-request' | 'technician' | 'notification' | 'billing';

/**
 * Who may call an endpoint: a realm role; `signed-in` for any valid token, a registrant whose role
 * is not assigned yet included; `anonymous` for a route that needs no token; `service` for a route
 * another service calls with the shared internal credential.
 */
export type Caller = 'company' | 'technician' | 'admin' | 'signed-in' | 'anonymous' | 'service';

export type HttpMethod = 'get' | 'put' | 'post' | 'patch' | 'delete' | 'head' | 'options';

type ParameterShape = z.ZodObject;

/** One operation, declared once: its route, owner, callers, and the zod schemas of what goes in and out. */
export interface Endpoint {
  operationId: string;
  method: HttpMethod;
  /** The OpenAPI path template, `{name}` for a path parameter. */
  path: string;
  service: ServiceName;
  roles: readonly Caller[];
  tags?: readonly string[];
  summary?: string;
  description?: string;
  /** Overrides the document's security requirement (`[]` for a route without a token). */
  security?: ZodOpenApiOperationObject['security'];
  params?: ParameterShape;
  query?: ParameterShape;
  headers?: ParameterShape;
  body?: ZodOpenApiRequestBodyObject;
  /** Each documented status, its problem codes named in the description. */
  responses: Record<string, ZodOpenApiResponseObject>;
  /**
   * For a bff endpoint that only checks the caller's role and passes the call on: the service
   * operation that answers it, path parameters matched by name, status and body passed back.
   */
  forwardsTo?: ForwardTarget;
}

export interface ForwardTarget {
  service: Exclude<ServiceName, 'bff'>;
  operationId: string;
}

/** Keeps an entry's literal types while checking it against the shape every entry shares. */
export function endpoint<const E extends Endpoint>(entry: E): E {
  return entry;
}

/**
 * The bff's entry for a service operation whose role it checks and which it then passes on: the
 * service entry's callers, schemas and answers under the bff's own path and tags, so the two cannot
 * drift apart.
 */
export function forwarded(
  target: Endpoint,
  bff: { path: string; tags: readonly string[]; operationId?: string },
): Endpoint {
  if (target.service === 'bff') throw new Error(`${target.operationId} is the bff's own entry`);
  return {
    ...target,
    ...bff,
    operationId: bff.operationId ?? target.operationId,
    service: 'bff',
    forwardsTo: { service: target.service, operationId: target.operationId },
  };
}

/** The entry named `operationId` among `entries`, for a document to refer to it by name. */
export function entryNamed(entries: readonly Endpoint[], operationId: string): Endpoint {
  const found = entries.find((entry) => entry.operationId === operationId);
  if (!found) throw new Error(`no entry ${operationId}`);
  return found;
}

function isZodSchema(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && '_zod' in schema;
}

/**
 * The schema an entry's JSON request body is validated with, which is also the one its document
 * shows; undefined for an entry without one.
 */
export function jsonBodySchemaOf(entry: Endpoint): z.ZodType | undefined {
  const schema = entry.body?.content['application/json']?.schema;
  return isZodSchema(schema) ? schema : undefined;
}

/** The schema an entry's query string is validated with; undefined for an entry without one. */
export function querySchemaOf(entry: Endpoint): z.ZodType<Record<string, unknown>> | undefined {
  return entry.query;
}

/**
 * The media types an entry's success answer comes as a file in (a PDF, a CSV), from its declared
 * responses; empty for an entry that answers JSON or nothing.
 */
export function fileTypesOf(entry: Endpoint): string[] {
  return Object.entries(entry.responses)
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([, response]) => Object.keys(response.content ?? {}))
    .filter((type) => !/[/+]json\b/.test(type));
}

/** A string of raw bytes (an upload's chunk, a served file). */
export function binary() {
  return z.string().meta({ format: 'binary' });
}

/** One OpenAPI document: what its header says and the endpoints it lists. */
export interface ApiDocument {
  name: ServiceName;
  info: ZodOpenApiObject['info'];
  servers?: ZodOpenApiObject['servers'];
  security?: ZodOpenApiObject['security'];
  tags?: ZodOpenApiObject['tags'];
  securitySchemes?: NonNullable<ZodOpenApiObject['components']>['securitySchemes'];
  endpoints: readonly Endpoint[];
  /** Schemas no operation names, listed so that clients can still use their types by name. */
  unreferencedSchemas?: readonly z.ZodType[];
}
