import type { Auth, AuthGuard, Role } from './auth.js';
import { problems } from './errors.js';

const OTHER_PRODUCT_ROLES: readonly string[] = ['technician', 'admin'] satisfies Role[];

/**
 * A caller with the company role, or with no product role yet: a fresh registrant's token is
 * issued before sign-up assigns the company role (and the browser may still hold it afterwards).
 * Technicians and admins never act as a company.
 */
export function actsAsCompany(roles: readonly string[]): boolean {
  return roles.includes('company') || !roles.some((role) => OTHER_PRODUCT_ROLES.includes(role));
}

/** requireAuth, then 403 unless the caller acts as a company (see actsAsCompany). */
export function requireCompanyCaller(auth: Auth): AuthGuard {
  const authenticate = auth.requireAuth();
  return async (ctx) => {
    const caller = await authenticate(ctx);
    if (!actsAsCompany(caller.roles)) {
      throw problems.forbidden('Only company accounts have a company profile.');
    }
    return caller;
  };
}
