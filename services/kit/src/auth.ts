import jwt from 'jsonwebtoken';
import type Koa from 'koa';
import { problems } from './errors.js';
import { refusal } from './roles.js';
import { signingKeyCache } from './signing-keys.js';
import { verifiedTokenCache } from './verified-tokens.js';

export type Role = 'company' | 'technician' | 'admin';

/** The claims of a Keycloak access token that services read. */
export interface AccessTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat: number;
  azp?: string;
  sid?: string;
  realm_access?: { roles?: string[] };
  preferred_username?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  [claim: string]: unknown;
}

export interface AuthContext {
  /** Keycloak user id (`sub`). */
  subject: string;
  /** `realm_access.roles`, e.g. `company` plus Keycloak's default roles. */
  roles: string[];
  /** The raw bearer token, for forwarding to other services. */
  token: string;
  claims: AccessTokenClaims;
}

/**
 * The signed-in user as their verified access token names them: all a service's domain may know of
 * whoever is asking. Built once per request by `signedInUser`, the same in every service.
 */
export interface SignedInUser {
  /** Keycloak user id (`sub`): the owner key of everything the user owns. */
  subject: string;
  roles: readonly string[];
  /** Absent when the token carries none. */
  email?: string | undefined;
  /** The identity provider says the owner proved `email` (Keycloak's verify-email). */
  emailVerified: boolean;
  /** The token's `name`, else its given and family names joined; empty when it has none. */
  fullName: string;
}

export function signedInUser({ subject, roles, claims }: AuthContext): SignedInUser {
  const joinedName = [claims.given_name, claims.family_name].filter(Boolean).join(' ');
  return {
    subject,
    roles,
    email: claims.email,
    emailVerified: claims.email_verified === true,
    fullName: claims.name?.trim() || joinedName,
  };
}

export interface AuthOptions {
  /** `${KEYCLOAK_URL}/realms/${KEYCLOAK_REALM}`. */
  issuer: string;
  audience: string;
  /** Defaults to Keycloak's `${issuer}/protocol/openid-connect/certs`. */
  jwksUri?: string;
  /** How long fetched signing keys are trusted before the JWKS is read again. Default 10 minutes. */
  keyCacheMs?: number;
  /**
   * The least time between two reads of the JWKS. Tokens with kids the cached keys lack wait for the
   * next read and share it, so made-up kids cost at most one read per interval. Default 2 seconds.
   */
  jwksMinIntervalMs?: number;
  /** How many verified tokens are remembered at most. Default 10,000. */
  verifiedTokenCacheSize?: number;
}

/**
 * The `auth` of a route's handle(): resolves to the verified caller or rejects with 401/403. It also
 * sets `ctx.state.auth`, from which callerOf forwards the token to other services.
 */
export type AuthGuard = (ctx: Koa.Context) => Promise<AuthContext>;

export interface Auth {
  /** 401 unless the request carries a valid access token. */
  requireAuth(): AuthGuard;
  /** requireAuth, then 403 unless the token has at least one of `roles`. */
  requireRole(...roles: Role[]): AuthGuard;
  /** Verifies a raw token; rejects with a 401 HttpProblem (or 502 when the JWKS is unreachable). */
  verify(token: string): Promise<AuthContext>;
}

/** The bearer token of the request, or undefined. */
export function bearerOf(ctx: Koa.Context): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('authorization'));
  return match?.[1];
}

export function createAuth(options: AuthOptions): Auth {
  const { issuer, audience } = options;
  const keyFor = signingKeyCache({
    jwksUri: options.jwksUri ?? `${issuer}/protocol/openid-connect/certs`,
    keyCacheMs: options.keyCacheMs ?? 10 * 60_000,
    minIntervalMs: options.jwksMinIntervalMs ?? 2_000,
  });

  const verified = verifiedTokenCache(options.verifiedTokenCacheSize ?? 10_000);

  /**
   * A token verified before is answered from memory while it is unexpired and the key that verified it
   * is still the issuer's: the signature check is most of a request's own CPU time.
   */
  async function verify(token: string): Promise<AuthContext> {
    const remembered = verified.get(token);
    if (remembered && (await keyFor(remembered.kid)) === remembered.key) return remembered.context;
    return verifyAfresh(token);
  }

  async function verifyAfresh(token: string): Promise<AuthContext> {
    const decoded = jwt.decode(token, { complete: true });
    // Checked before any key lookup: `none` and HMAC tokens are refused outright.
    if (!decoded || decoded.header.alg !== 'RS256' || !decoded.header.kid) {
      throw problems.unauthorized('The access token is malformed or not RS256-signed.');
    }
    const publicKey = await keyFor(decoded.header.kid);
    let claims: AccessTokenClaims;
    try {
      claims = jwt.verify(token, publicKey, {
        algorithms: ['RS256'],
        issuer,
        audience,
        clockTolerance: 5,
      }) as AccessTokenClaims;
    } catch (error) {
      const expired = error instanceof jwt.TokenExpiredError;
      throw problems.unauthorized(
        expired ? 'The access token has expired.' : 'The access token is not valid.',
      );
    }
    if (typeof claims.sub !== 'string' || claims.sub === '') {
      throw problems.unauthorized('The access token has no subject.');
    }
    const roles = (claims.realm_access?.roles ?? []).filter(
      (role): role is string => typeof role === 'string',
    );
    const context = { subject: claims.sub, roles, token, claims };
    // A token without an expiry is checked every time: nothing bounds how long it could be remembered.
    if (typeof claims.exp === 'number') {
      verified.set(token, { context, kid: decoded.header.kid, key: publicKey }, claims.exp * 1000);
    }
    return context;
  }

  async function authenticate(ctx: Koa.Context): Promise<AuthContext> {
    if (ctx.state.auth) return ctx.state.auth;
    const token = bearerOf(ctx);
    if (!token) throw problems.unauthorized();
    ctx.state.auth = await verify(token);
    return ctx.state.auth;
  }

  return {
    verify,
    requireAuth: () => authenticate,
    requireRole:
      (...roles) =>
      async (ctx) => {
        const caller = await authenticate(ctx);
        if (!roles.some((role) => caller.roles.includes(role))) {
          throw refusal(`This needs the ${roles.join(' or ')} role.`, caller.roles);
        }
        return caller;
      },
  };
}
