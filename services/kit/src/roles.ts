import type { Auth, AuthGuard, Role } from './auth.js';
import { problems, type HttpProblem } from './errors.js';

const PRODUCT_ROLES: readonly string[] = ['company', 'technician', 'admin'] satisfies Role[];

/** A role a user takes by signing up; admins are never self-registered. */
export type RegistrantRole = Exclude<Role, 'admin'>;

const REFUSALS: Record<RegistrantRole, string> = {
  company: 'Only company accounts have a company profile.',
  technician: 'Only technician accounts have a technician profile.',
};

/** A token without any product role belongs to an account whose sign-up has not completed. */
function signupUnfinished(roles: readonly string[]): boolean {
  return !roles.some((held) => PRODUCT_ROLES.includes(held));
}

/**
 * The 403 for a caller a role guard turns away. An account that has not finished signing up is
 * told so: its token is valid, and "you lack the role" alone would not say what to do about it.
 */
export function refusal(detail: string, roles: readonly string[]): HttpProblem {
  return problems.forbidden(
    signupUnfinished(roles) ? `This account has not finished signing up. ${detail}` : detail,
  );
}

/**
 * requireAuth, then 403 unless the caller holds `role` or no product role yet. Only for the
 * registration endpoints the sign-up's completion calls: its token is issued before the role is
 * assigned, and everything else a registrant may do needs no role at all.
 */
export function requireRegistrant(auth: Auth, role: RegistrantRole): AuthGuard {
  const authenticate = auth.requireAuth();
  return async (ctx) => {
    const caller = await authenticate(ctx);
    if (!caller.roles.includes(role) && !signupUnfinished(caller.roles)) {
      throw problems.forbidden(REFUSALS[role]);
    }
    return caller;
  };
}
