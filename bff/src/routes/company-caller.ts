import { problems, type Auth, type AuthContext } from '@rha/kit';
import type Koa from 'koa';
import type { Caller } from '../clients/identity.js';

const OTHER_PRODUCT_ROLES = ['technician', 'admin'];

/**
 * requireAuth, then 403 for technicians and admins, as the company service decides too. A token
 * without a product role passes: right after sign-up the browser may still hold the token issued
 * before the company role was assigned.
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
  const { token } = ctx.state.auth as AuthContext;
  return { token, requestId: ctx.state.requestId, log: ctx.state.log };
}
