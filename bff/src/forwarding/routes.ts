import Router from '@koa/router';
import {
  bffDocument,
  serviceEndpoints,
  jsonBodySchemaOf,
  querySchemaOf,
  type Endpoint,
  type ForwardTarget,
} from '@rha/contracts/endpoints';
import { callerOf, handle, type Auth, type Role } from '@rha/kit';
import type Koa from 'koa';
import { forwardPolicies, type Forward } from './forward.js';

/** A checked query as a query string: each value set, in the schema's order. */
function querystringOf(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  return search.toString();
}

function targetOf(entry: Endpoint, forwardsTo: ForwardTarget): Endpoint {
  const target = serviceEndpoints[forwardsTo.service].find(
    (candidate) => candidate.operationId === forwardsTo.operationId,
  );
  if (!target) {
    throw new Error(`${entry.operationId} forwards to an unknown ${forwardsTo.operationId}`);
  }
  if (!forwardPolicies[forwardsTo.service]) {
    throw new Error(`${entry.operationId} forwards to ${forwardsTo.service}, which has no policy`);
  }
  return target;
}

const realmRoles = new Set<string>(['company', 'technician', 'admin']);

function rolesOf(entry: Endpoint): Role[] {
  const roles = entry.roles.filter((role): role is Role => realmRoles.has(role));
  if (roles.length !== entry.roles.length) {
    throw new Error(`${entry.operationId} is forwarded, so it names realm roles only`);
  }
  return roles;
}

export interface ForwardedRoutesDeps {
  auth: Auth;
  forward: Forward;
}

/**
 * Every bff endpoint whose contract entry names the service operation that answers it: the role
 * check of the entry, then the call passed on, its status and body passed back. What a signed-in
 * caller is answered is private to them, so no answer is cached, a write's included.
 */
export function forwardedRoutes({ auth, forward }: ForwardedRoutesDeps): Router {
  const router = new Router();
  for (const entry of bffDocument.endpoints) {
    if (!entry.forwardsTo) continue;
    const target = targetOf(entry, entry.forwardsTo);
    const guard = auth.requireRole(...rolesOf(entry));
    const answer = async (ctx: Koa.Context, input: { body?: unknown; query?: unknown }) => {
      const forwarded = await forward(callerOf(ctx), target, {
        params: ctx.params as Record<string, string>,
        querystring:
          input.query === undefined
            ? ctx.querystring
            : querystringOf(input.query as Record<string, unknown>),
        body: input.body,
      });
      ctx.set('Cache-Control', 'no-store');
      ctx.status = forwarded.status;
      if (forwarded.file) {
        ctx.type = forwarded.file.contentType;
        if (forwarded.file.disposition) ctx.set('Content-Disposition', forwarded.file.disposition);
      }
      if (forwarded.body !== undefined) ctx.body = forwarded.body;
    };
    // The entry's own schemas, the ones the service validates with: the bff checks the body and the
    // query first, so the product's messages come back without a hop, and sends on the query as
    // read (trimmed, defaults filled in).
    const body = jsonBodySchemaOf(entry);
    const query = querySchemaOf(entry);
    const middleware = handle(
      { auth: guard, ...(body && { body }), ...(query && { query }) },
      (ctx, input) => answer(ctx, input as { body?: unknown; query?: unknown }),
    );
    router.register(entry.path.replace(/\{(\w+)\}/g, ':$1'), [entry.method], middleware);
  }
  return router;
}
