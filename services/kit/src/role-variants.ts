import type Koa from 'koa';
import type { Auth, Role } from './auth.js';
import { refusal } from './roles.js';

/** One handler per product role an endpoint serves, usually each a `handle(...)`. */
export type RoleVariants = Partial<Record<Role, Koa.Middleware>>;

/** The order variants are tried in, so a token carrying two product roles always gets the same one. */
const PRECEDENCE: readonly Role[] = ['company', 'technician', 'admin'];

/**
 * One path, a different body and answer per product role (the browser's /api/location serves a
 * company's several locations and a technician's one). Authenticates once (401 before anything
 * else), then runs the variant of the caller's role; a caller no variant serves gets 403. Each
 * variant still names its own guard: the kit keeps the verified caller on the context, so checking
 * it again costs nothing and keeps the variant safe wherever it is mounted.
 */
export function byRole(auth: Auth, variants: RoleVariants): Koa.Middleware {
  const authenticate = auth.requireAuth();
  const served = PRECEDENCE.filter((role) => variants[role] !== undefined);
  return async (ctx, next) => {
    const caller = await authenticate(ctx);
    const role = served.find((candidate) => caller.roles.includes(candidate));
    const variant = role === undefined ? undefined : variants[role];
    if (!variant) throw refusal(`This is for ${served.join(' or ')} accounts.`, caller.roles);
    await variant(ctx, next);
  };
}
