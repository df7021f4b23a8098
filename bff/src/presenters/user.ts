import type { IdentityUser, User } from '@rha/contracts';
import type { AccessTokenClaims } from '@rha/kit';

/**
 * The profile the web app reads: identity's user plus the location fields, which later come from
 * the company or technician service (null until then).
 */
export function composeUser(identityUser: IdentityUser, claims: AccessTokenClaims): User {
  return {
    ...identityUser,
    city: null,
    state: null,
    zipCode: null,
    emailVerified: emailVerified(identityUser, claims),
    userCreation: identityUser.createdAt,
  };
}

/**
 * Only the identity provider knows whether the person proved the address, and says so in the
 * token; that says nothing about a profile address other than the token's own.
 */
function emailVerified(identityUser: IdentityUser, claims: AccessTokenClaims): boolean {
  return (
    claims.email_verified === true &&
    typeof claims.email === 'string' &&
    claims.email.toLowerCase() === identityUser.email.toLowerCase()
  );
}
