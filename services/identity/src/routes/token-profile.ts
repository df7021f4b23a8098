import type { AuthContext } from '@rha/kit';
import type { TokenProfile } from '../domain/users.js';

/** What the domain needs from a verified access token. */
export function tokenProfile({ subject, roles, claims }: AuthContext): TokenProfile {
  return {
    subject,
    roles,
    email: claims.email,
    name: claims.name,
    givenName: claims.given_name,
    familyName: claims.family_name,
  };
}
