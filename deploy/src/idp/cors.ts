import type { Middleware } from 'koa';

export interface CorsOptions {
  /** Web origins of the realm's clients (Keycloak's `webOrigins`, `+` expanded). */
  allowedOrigins: ReadonlySet<string>;
  /** Paths anyone may read from any origin, without credentials (discovery, JWKS). */
  publicPaths: ReadonlySet<string>;
  /** Path prefixes this policy covers. */
  prefixes: readonly string[];
}

const ALLOW_METHODS = 'GET,HEAD,POST,PUT,DELETE,OPTIONS';

/**
 * keycloak-js calls the token endpoint with `credentials: 'include'`, which the browser only
 * accepts with the request's own origin and `Access-Control-Allow-Credentials: true`. oidc-provider
 * never sends the latter and answers preflights for any origin, so CORS is decided here: its
 * handling is skipped when these headers are present, and undone for origins that are not allowed.
 */
export function keycloakCors({ allowedOrigins, publicPaths, prefixes }: CorsOptions): Middleware {
  return async (ctx, next) => {
    const origin = ctx.get('Origin');
    if (!origin || !prefixes.some((prefix) => ctx.path.startsWith(prefix))) return next();
    ctx.vary('Origin');
    const allowed = allowedOrigins.has(origin);
    const open = publicPaths.has(ctx.path);
    const allowOrigin = () => {
      if (allowed) {
        ctx.set('Access-Control-Allow-Origin', origin);
        ctx.set('Access-Control-Allow-Credentials', 'true');
      } else if (open) {
        ctx.set('Access-Control-Allow-Origin', '*');
      }
    };

    if (ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method')) {
      allowOrigin();
      if (allowed || open) {
        ctx.set('Access-Control-Allow-Methods', ALLOW_METHODS);
        const requested = ctx.get('Access-Control-Request-Headers');
        if (requested) ctx.set('Access-Control-Allow-Headers', requested);
        ctx.set('Access-Control-Max-Age', '3600');
      }
      ctx.status = 204;
      return;
    }

    allowOrigin();
    if (allowed) ctx.set('Access-Control-Expose-Headers', 'WWW-Authenticate');
    await next();
    if (!allowed && !open) {
      for (const header of Object.keys(ctx.response.headers)) {
        if (header.toLowerCase().startsWith('access-control-')) ctx.remove(header);
      }
    }
  };
}
