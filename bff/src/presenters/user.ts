import type { IdentityUser, User } from '@rha/contracts';

/**
 * The profile the web app reads: identity's user plus the location fields, which later come from
 * the company or technician service (null until then). The e-mail is verified by the sign-in itself.
 */
export function composeUser(identityUser: IdentityUser): User {
  return {
    ...identityUser,
    city: null,
    state: null,
    zipCode: null,
    emailVerified: true,
    userCreation: identityUser.createdAt,
  };
}
