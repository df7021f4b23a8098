import type { Auth, AuthGuard, Role } from './auth.js';
import { problems } from './errors.js';

const PRODUCT_ROLES: readonly string[] = ['company', 'technician', 'admin'] satisfies Role[];

/** A role a user takes by signing up; admins are never self-registered. */
export type RegistrantRole = Exclude<Role, 'admin'>;

const REFUSALS: Record<RegistrantRole, string> = {
  company: 'Only company accounts have a company profile.',
  technician: 'Only technician accounts have a technician profile.',
};

/**
 * A caller with `role`, or with no product role yet: a fresh registrant's token is issued before
 * sign-up assigns the role (and the browser may still hold it afterwards). A caller holding only
 * other product roles never acts as `role`.
 */
export function actsAs(role: RegistrantRole, roles: readonly string[]): boolean {
  return roles.includes(role) || !roles.some((held) => PRODUCT_ROLES.includes(held));
}

export function actsAsCompany(roles: readonly string[]): boolean {
  return actsAs('company', roles);
}

/** requireAuth, then 403 unless the caller acts as `role` (see actsAs). */
export function requireRegistrant(auth: Auth, role: RegistrantRole): AuthGuard {
  const authenticate = auth.requireAuth();
  return async (ctx) => {
    const caller = await authenticate(ctx);
    if (!actsAs(role, caller.roles)) throw problems.forbidden(REFUSALS[role]);
    return caller;
  };
}

/** Company routes all admit a registrant: a company's sign-up and profile are one flow. */
export function requireCompanyCaller(auth: Auth): AuthGuard {
  return requireRegistrant(auth, 'company');
}
