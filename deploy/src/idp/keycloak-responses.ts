import jwt from 'jsonwebtoken';
import type { Middleware } from 'koa';

interface TokenResponse {
  access_token?: string;
  refresh_token?: string;
  [field: string]: unknown;
}

function decodedClaim(token: string | undefined, claim: string): unknown {
  if (!token) return undefined;
  const payload = jwt.decode(token, { json: true });
  return payload?.[claim];
}

/**
 * Adds the fields Keycloak puts beside oidc-provider's own: the token response's
 * `refresh_expires_in`, `not-before-policy` and `session_state`, and the discovery document's
 * `check_session_iframe`.
 */
export function keycloakResponseFields(options: {
  tokenPath: string;
  discoveryPath: string;
  checkSessionIframe: string;
}): Middleware {
  return async (ctx, next) => {
    await next();
    const body = ctx.body as TokenResponse | undefined;
    if (ctx.status !== 200 || !body || typeof body !== 'object' || Buffer.isBuffer(body)) return;

    if (ctx.path === options.discoveryPath) {
      ctx.body = { ...body, check_session_iframe: options.checkSessionIframe };
      return;
    }
    if (ctx.path !== options.tokenPath || typeof body.access_token !== 'string') return;
    const refreshExpiry = decodedClaim(body.refresh_token, 'exp');
    const sid = decodedClaim(body.access_token, 'sid');
    ctx.body = {
      ...body,
      refresh_expires_in:
        typeof refreshExpiry === 'number'
          ? Math.max(0, refreshExpiry - Math.floor(Date.now() / 1000))
          : 0,
      'not-before-policy': 0,
      ...(typeof sid === 'string' ? { session_state: sid } : {}),
    };
  };
}
