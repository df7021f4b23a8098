import type { Endpoint } from '@rha/contracts/endpoints';
import type Koa from 'koa';
import type { z } from 'zod';
import type { AuthGuard, AuthContext } from './auth.js';
import { HttpProblem, problems, type FieldError } from './errors.js';

/**
 * What a route checks before its handler runs, in this order: the caller, then body and query, then
 * the path parameters.
 */
export interface RouteSpec {
  /** requireAuth(), requireRole(...) or requireRegistrant(...): 401/403 before any validation. */
  auth?: AuthGuard;
  /** The JSON body's zod schema; a missing body is parsed as `{}`. */
  body?: z.ZodType;
  /** The query string's zod schema. */
  query?: z.ZodType;
  /** The path parameters' zod schema: the contract entry's `params`, through `pathParams`. */
  params?: z.ZodType;
  /**
   * What a path parameter that does not parse answers: the refusal an unknown one gets, since it
   * names nothing either. Without it, such a parameter is a field error like the body's.
   */
  unknownParams?: () => Error;
  /** The detail of the 400 instead of the generic one, e.g. the alert the form itself would show. */
  invalidDetail?: (rawBody: unknown) => string | undefined;
}

/** Exactly what the spec checked: a handler cannot read a body, query or caller it never asked for. */
export type RouteInput<S extends RouteSpec> = {
  [K in keyof S & ('auth' | 'body' | 'query' | 'params')]: K extends 'auth'
    ? AuthContext
    : S[K] extends z.ZodType
      ? z.output<S[K]>
      : never;
};

export type RouteHandler<S extends RouteSpec> = (
  ctx: Koa.Context,
  input: RouteInput<S>,
) => void | Promise<void>;

/**
 * A route's handler with its checks: authenticates with `spec.auth`, parses body and query with
 * their zod schemas and hands the handler what passed, typed from the schemas. A middleware chain
 * cannot carry types from `validate` to the handler; one call that does both can.
 * On invalid input answers 400 with one `{ field, message }` per issue of body and query together,
 * the message being the schema's own (the spec's wording). Path parameters are checked last, so a
 * request that is wrong anyway hears about its fields first.
 */
export function handle<const S extends RouteSpec>(
  spec: S,
  handler: RouteHandler<S>,
): Koa.Middleware {
  return async (ctx) => {
    const input: { auth?: AuthContext; body?: unknown; query?: unknown; params?: unknown } = {};
    if (spec.auth) input.auth = await spec.auth(ctx);
    if (spec.body && hasBodyOtherThanJson(ctx)) throw notJson();
    const errors: FieldError[] = [];
    if (spec.body) {
      const result = spec.body.safeParse(ctx.request.body ?? {});
      if (result.success) input.body = result.data;
      else errors.push(...fieldErrors(result.error));
    }
    if (spec.query) {
      const result = spec.query.safeParse(ctx.query);
      if (result.success) input.query = result.data;
      else errors.push(...fieldErrors(result.error));
    }
    if (errors.length > 0) throw invalid(errors, spec.invalidDetail?.(ctx.request.body));
    if (spec.params) {
      const result = spec.params.safeParse(ctx.params);
      if (result.success) input.params = result.data;
      else if (spec.unknownParams) throw spec.unknownParams();
      else throw invalid(fieldErrors(result.error), undefined);
    }
    // Sound: each key the spec names was set above from the schema or guard that types it.
    await handler(ctx, input as RouteInput<S>);
  };
}

/**
 * A body sent as another type is never parsed, and would be read as missing: refused as such rather
 * than answered with every field "required". An empty body of no type is still no body.
 */
function hasBodyOtherThanJson(ctx: Koa.Context): boolean {
  const length = ctx.request.length;
  const hasContent = length === undefined ? ctx.get('transfer-encoding') !== '' : length > 0;
  return hasContent && ctx.request.is('json') === false;
}

function notJson(): HttpProblem {
  return new HttpProblem({
    status: 415,
    code: 'unsupported_media_type',
    detail: 'The request body must be JSON, sent as application/json.',
  });
}

function invalid(errors: FieldError[], detail: string | undefined): HttpProblem {
  const problem = problems.validation(errors);
  if (!detail) return problem;
  return new HttpProblem({ status: problem.status, code: problem.code, detail, errors });
}

function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String);
    // One entry per unknown key, so a client can point at each offending field.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: [...path, key].join('.'), message: issue.message }));
    }
    return [{ field: path.join('.'), message: issue.message }];
  });
}

/**
 * The part of a route's spec that checks the path parameters an operation of a service's contract
 * declares, with the schema its document publishes, and answers one that does not parse with
 * `unknown` when given. Throws at startup for an operation without any.
 */
export function pathParams<E extends Endpoint, const Id extends E['operationId']>(
  endpoints: readonly E[],
  operationId: Id,
  unknown?: () => Error,
): {
  params: NonNullable<Extract<E, { operationId: Id }>['params']>;
  unknownParams?: () => Error;
} {
  const entry = endpoints.find((candidate) => candidate.operationId === operationId);
  if (!entry?.params) throw new Error(`${operationId} declares no path parameters`);
  return {
    params: entry.params as NonNullable<Extract<E, { operationId: Id }>['params']>,
    ...(unknown && { unknownParams: unknown }),
  };
}
