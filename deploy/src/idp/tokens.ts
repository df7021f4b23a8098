import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Account } from './accounts.js';
import type { IdpKeys } from './keys.js';
import type { RealmClient } from './realm.js';

/** Keycloak writes a single audience as a string and several as an array. */
export function audienceClaim(audiences: readonly string[]): string | string[] | undefined {
  if (audiences.length === 0) return undefined;
  return audiences.length === 1 ? audiences[0] : [...audiences];
}

/** Keycloak always adds the default client scopes `profile` and `email` to `scope`. */
export function keycloakScope(requested: string | undefined): string {
  const scopes = new Set((requested ?? '').split(' ').filter(Boolean));
  const ordered = [
    ...(scopes.has('openid') ? ['openid'] : []),
    ...[...scopes].filter((scope) => !['openid', 'profile', 'email'].includes(scope)),
    'profile',
    'email',
  ];
  return ordered.join(' ');
}

/** The profile claims Keycloak's default mappers put in tokens and the userinfo response. */
export function profileClaims(account: Account) {
  const name = `${account.firstName} ${account.lastName}`.trim();
  return {
    email_verified: account.emailVerified,
    ...(name ? { name } : {}),
    preferred_username: account.email,
    given_name: account.firstName,
    family_name: account.lastName,
    email: account.email,
  };
}

export interface UserAccessTokenInput {
  account: Account;
  realmRoles: string[];
  client: RealmClient;
  sid: string;
  scope: string;
}

/** Everything except the registered claims (iss, sub, aud, exp, iat, jti), which the signer sets. */
export function userAccessTokenClaims({
  account,
  realmRoles,
  client,
  sid,
  scope,
}: UserAccessTokenInput) {
  return {
    typ: 'Bearer',
    azp: client.clientId,
    sid,
    acr: '1',
    'allowed-origins': client.webOrigins,
    realm_access: { roles: realmRoles },
    scope,
    ...profileClaims(account),
  };
}

export function serviceAccountClaims(client: RealmClient, realmRoles: string[]) {
  const account = client.serviceAccount;
  if (!account) throw new Error(`Client ${client.clientId} has no service account`);
  return {
    typ: 'Bearer',
    azp: client.clientId,
    acr: '1',
    'allowed-origins': client.webOrigins,
    realm_access: { roles: realmRoles },
    resource_access: Object.fromEntries(
      Object.entries(account.clientRoles).map(([clientId, roles]) => [clientId, { roles }]),
    ),
    scope: keycloakScope(undefined),
    email_verified: false,
    preferred_username: account.username,
    client_id: client.clientId,
  };
}

export interface RefreshTokenContent {
  /** oidc-provider's opaque refresh token, which the JWT carries as its `jti`. */
  value: string;
  accountId: string;
  clientId: string;
  sid?: string;
  scope?: string;
  iat: number;
  exp: number;
}

/**
 * keycloak-js decodes the refresh token as a JWT and refuses opaque ones, so oidc-provider's
 * opaque value travels inside a Keycloak-shaped refresh JWT (typ `Refresh`, HS512).
 */
export function refreshTokenCodec(issuer: string, key: IdpKeys['refreshTokenKey']) {
  return {
    wrap(content: RefreshTokenContent): string {
      return jwt.sign(
        {
          exp: content.exp,
          iat: content.iat,
          jti: content.value,
          iss: issuer,
          aud: issuer,
          sub: content.accountId,
          typ: 'Refresh',
          azp: content.clientId,
          ...(content.sid ? { sid: content.sid } : {}),
          ...(content.scope ? { scope: keycloakScope(content.scope) } : {}),
        },
        key.secret,
        { algorithm: 'HS512', keyid: key.kid, header: { alg: 'HS512', typ: 'JWT' } },
      );
    },

    /** The opaque value, or undefined for anything that is not a refresh JWT signed here. */
    unwrap(token: string): string | undefined {
      try {
        const payload = jwt.verify(token, key.secret, {
          algorithms: ['HS512'],
          issuer,
          audience: issuer,
          // oidc-provider checks expiry itself and answers with the proper OAuth error.
          ignoreExpiration: true,
        });
        if (typeof payload === 'string' || payload.typ !== 'Refresh') return undefined;
        return typeof payload.jti === 'string' ? payload.jti : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type AccessTokenPayload = jwt.JwtPayload & {
  azp?: string;
  sid?: string;
  realm_access?: { roles?: string[] };
  resource_access?: Record<string, { roles?: string[] }>;
};

export function accessTokenVerifier(issuer: string, keys: IdpKeys) {
  return (token: string): AccessTokenPayload | undefined => {
    try {
      const payload = jwt.verify(token, keys.verificationKeyPem, { algorithms: ['RS256'], issuer });
      if (typeof payload === 'string' || payload.typ !== 'Bearer') return undefined;
      return payload as AccessTokenPayload;
    } catch {
      return undefined;
    }
  };
}

export function accessTokenSigner(options: {
  issuer: string;
  keys: IdpKeys;
  lifespanSeconds: number;
}) {
  return (input: UserAccessTokenInput): string => {
    const now = Math.floor(Date.now() / 1000);
    return jwt.sign(
      {
        exp: now + options.lifespanSeconds,
        iat: now,
        jti: randomUUID(),
        iss: options.issuer,
        aud: audienceClaim(input.client.audiences),
        sub: input.account.id,
        ...userAccessTokenClaims(input),
      },
      options.keys.signingKeyPem,
      {
        algorithm: 'RS256',
        keyid: options.keys.signingJwk.kid,
        header: { alg: 'RS256', typ: 'JWT' },
      },
    );
  };
}
