import { randomUUID } from 'node:crypto';
import { startTestIssuer, type TestIssuer } from './issuer.js';

export interface UserTokenClaims {
  /** Random unless given. */
  sub?: string;
  /** Product roles; none makes a fresh registrant. Keycloak's default roles are always added. */
  roles?: readonly string[];
  /** Further claims (name, email, ...); `email` defaults to one made from `sub`, proven. */
  [claim: string]: unknown;
}

/**
 * A signed-in user's token as Keycloak issues it: the realm signs in only accounts that proved their
 * address, so `email_verified` is true unless a claim says otherwise.
 */
export function userToken(issuer: TestIssuer, claims: UserTokenClaims = {}): string {
  const { sub = randomUUID(), roles = [], ...rest } = claims;
  return issuer.sign({
    sub,
    email: `${sub}@example.com`,
    email_verified: true,
    ...rest,
    realm_access: { roles: [...roles, 'default-roles-remote-hands', 'offline_access'] },
  });
}

/** A genuine user's token whose payload was rewritten to claim the admin role, signature kept. */
export function editedAdminToken(issuer: TestIssuer): string {
  const [header, , signature] = userToken(issuer).split('.');
  const payload = Buffer.from(
    JSON.stringify({
      sub: randomUUID(),
      iss: issuer.issuer,
      aud: issuer.audience,
      exp: Math.floor(Date.now() / 1000) + 300,
      realm_access: { roles: ['admin'] },
    }),
  ).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/** An admin's token signed by another key, presented under the issuer's own name and key id. */
export async function strangersAdminToken(issuer: TestIssuer): Promise<string> {
  const stranger = await startTestIssuer();
  try {
    return stranger.sign(
      { realm_access: { roles: ['admin'] } },
      { issuer: issuer.issuer, kid: issuer.kid },
    );
  } finally {
    await stranger.close();
  }
}
