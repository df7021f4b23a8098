import { problems, type Auth, type AuthContext } from '@rha/kit';
import type Koa from 'koa';
import type { Caller } from '../domain/caller.js';

const OTHER_PRODUCT_ROLES = ['technician', 'admin'];

/**
 * requireAuth, then 403 for technicians and admins. A token with no product role yet passes: a
 * fresh registrant's token is issued before sign-up assigns the company role, and it only ever
 * reaches the company its own subject owns.
 */
export function requireCompanyCaller(auth: Auth): Koa.Middleware {
  const authenticate = auth.requireAuth();
  return (ctx, next) =>
    authenticate(ctx, async () => {
      const { roles } = ctx.state.auth as AuthContext;
      if (!roles.includes('company') && roles.some((role) => OTHER_PRODUCT_ROLES.includes(role))) {
        throw problems.forbidden('Only company accounts have a company profile.');
      }
      await next();
    });
}

export function callerOf(ctx: Koa.Context): Caller {
  const { subject, claims } = ctx.state.auth as AuthContext;
  return { subject, email: claims.email, requestId: ctx.state.requestId };
}
