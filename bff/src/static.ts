import type { Context, Middleware } from 'koa';
import send from 'koa-send';

export interface WebAppOptions {
  /** Folder of the built web app (index.html + hashed assets/). */
  root: string;
  /** Origin of Keycloak as the browser reaches it. */
  keycloakOrigin: string;
}

/** Paths the bff answers itself: never replaced by the SPA's index.html. */
const RESERVED = /^\/(?:api(?:\/|$)|config\.json$|healthz$|readyz$|metrics$)/;

/**
 * Serves the built web app: content-hashed /assets/* cached for a year, every other file revalidated,
 * and index.html for client-side routes the browser navigates to (/dashboard, /admin, ...).
 */
export function serveWebApp({ root, keycloakOrigin }: WebAppOptions): Middleware {
  const shellPolicy = contentSecurityPolicy(keycloakOrigin, "'none'");
  // Other HTML files (keycloak-js's silent-check-sso page) are framed by the app itself.
  const framedPagePolicy = contentSecurityPolicy(keycloakOrigin, "'self'");

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || RESERVED.test(ctx.path)) return next();

    if (ctx.path.startsWith('/assets/')) {
      if (await sendFile(ctx, ctx.path, { root, setHeaders: cacheForever })) return;
      return next();
    }

    const isShell = ctx.path === '/' || ctx.path === '/index.html';
    // Chosen from the path, not the response type: a 304 has no type, and the browser applies the
    // 304's headers to its cached copy (a DENY there would block the silent-SSO frame).
    if (!isShell && ctx.path.endsWith('.html')) {
      ctx.set('Content-Security-Policy', framedPagePolicy);
      ctx.set('X-Frame-Options', 'SAMEORIGIN');
    }
    if (!isShell && (await sendFile(ctx, ctx.path, { root, setHeaders: revalidate }))) return;

    if (isShell || wantsHtml(ctx)) {
      if (await sendFile(ctx, '/index.html', { root, setHeaders: revalidate })) {
        ctx.set('Content-Security-Policy', shellPolicy);
        return;
      }
    }
    return next();
  };
}

/**
 * The web app's policy: only its own scripts; styles inline too because styled-components injects
 * them; network, frames (silent SSO) and form posts also to Keycloak.
 */
export function contentSecurityPolicy(
  keycloakOrigin: string,
  frameAncestors: "'none'" | "'self'",
): string {
  return [
    "default-src 'self'",
    `connect-src 'self' ${keycloakOrigin}`,
    `frame-src 'self' ${keycloakOrigin}`,
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "object-src 'none'",
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'self'",
    `form-action 'self' ${keycloakOrigin}`,
  ].join('; ');
}

/** Sends a file; false when there is none, so the caller can fall through. */
async function sendFile(ctx: Context, path: string, options: send.SendOptions): Promise<boolean> {
  try {
    const sent = await send(ctx, path, options);
    if (!sent) return false;
  } catch (error) {
    // Missing files, and paths that escape the root or do not decode, are simply not web app files.
    if (isClientError(error)) return false;
    throw error;
  }
  // koa-send serves a precompressed .br/.gz twin when one exists.
  ctx.vary('Accept-Encoding');
  // Unchanged since the browser's copy (Last-Modified): answer 304 without the body.
  if (ctx.fresh) ctx.status = 304;
  return true;
}

type ServerResponse = Parameters<send.SetHeaders>[0];

/** A hashed file name changes with its content, so a cached copy never goes stale. */
function cacheForever(res: ServerResponse): void {
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

function revalidate(res: ServerResponse): void {
  res.setHeader('Cache-Control', 'no-cache');
}

function wantsHtml(ctx: Context): boolean {
  return /\btext\/html\b/.test(ctx.get('Accept'));
}

function isClientError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  return typeof error.status === 'number' && error.status >= 400 && error.status < 500;
}
