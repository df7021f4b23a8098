import { createPublicKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import jwksRsa from 'jwks-rsa';
import type Koa from 'koa';
import { problems } from './errors.js';

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

export interface AuthOptions {
  /** `${KEYCLOAK_URL}/realms/${KEYCLOAK_REALM}`. */
  issuer: string;
  audience: string;
  /** Defaults to Keycloak's `${issuer}/protocol/openid-connect/certs`. */
  jwksUri?: string;
}

export interface Auth {
  /** 401 unless the request carries a valid access token; sets `ctx.state.auth`. */
  requireAuth(): Koa.Middleware;
  /** requireAuth, then 403 unless the token has at least one of `roles`. */
  requireRole(...roles: Role[]): Koa.Middleware;
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
  const keys = jwksRsa({
    jwksUri: options.jwksUri ?? `${issuer}/protocol/openid-connect/certs`,
    cache: true,
    cacheMaxAge: 10 * 60_000,
    // A flood of tokens with made-up kids must not turn into a flood of requests to the IdP.
    rateLimit: true,
    jwksRequestsPerMinute: 10,
    timeout: 5_000,
  });

  // Parsing a PEM on every request costs more than the signature check itself: keep parsed keys.
  const parsedKeys = new Map<string, KeyObject>();

  async function keyFor(kid: string): Promise<KeyObject> {
    const parsed = parsedKeys.get(kid);
    if (parsed) return parsed;
    try {
      const key = createPublicKey((await keys.getSigningKey(kid)).getPublicKey());
      parsedKeys.set(kid, key);
      return key;
    } catch (error) {
      const name = (error as { name?: unknown }).name;
      if (name === 'SigningKeyNotFoundError' || name === 'JwksRateLimitError') {
        throw problems.unauthorized('The access token was signed by an unknown key.');
      }
      throw problems.upstream('The identity provider could not be reached to check the token.');
    }
  }

  async function verify(token: string): Promise<AuthContext> {
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
    return { subject: claims.sub, roles, token, claims };
  }

  async function authenticate(ctx: Koa.Context): Promise<void> {
    if (ctx.state.auth) return;
    const token = bearerOf(ctx);
    if (!token) throw problems.unauthorized();
    ctx.state.auth = await verify(token);
  }

  return {
    verify,
    requireAuth: () => async (ctx, next) => {
      await authenticate(ctx);
      await next();
    },
    requireRole:
      (...roles) =>
      async (ctx, next) => {
        await authenticate(ctx);
        const granted = ctx.state.auth?.roles ?? [];
        if (!roles.some((role) => granted.includes(role))) {
          throw problems.forbidden(`This needs the ${roles.join(' or ')} role.`);
        }
        await next();
      },
  };
}
