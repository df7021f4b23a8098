import { isWebPagePath } from '@rha/contracts/reference';
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

/** Paths that may have a prerendered page: `/` and single-segment routes such as /services. */
const PAGE_PATH = /^\/[a-z0-9-]*$/;

/**
 * Serves the built web app: content-hashed /assets/* cached for a year, every other file revalidated,
 * a public page's prerendered HTML when the build wrote one, and index.html (the shell, which `/index.html`
 * always is) for the other client-side routes the browser navigates to (/dashboard, /admin, ...). An
 * address the app has no page at gets the shell too, which shows the not-found page, but with 404.
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
    // The service worker fetches the app's own files to keep them on the device ('none' would block it).
    if (ctx.path === '/sw.js') ctx.set('Content-Security-Policy', "default-src 'self'");
    if (!isShell && (await sendFile(ctx, ctx.path, { root, setHeaders: revalidate }))) return;

    if (!isShell && wantsHtml(ctx) && !isWebPagePath(ctx.path)) {
      // Never 304: the browser's copy of the shell may be a 200, and this answer's status matters.
      if (await sendFile(ctx, '/index.html', { root, setHeaders: revalidate }, false)) {
        ctx.status = 404;
        ctx.set('Content-Security-Policy', shellPolicy);
        return;
      }
      return next();
    }

    if (isShell || wantsHtml(ctx)) {
      const page = prerenderedPage(ctx.path);
      if (
        (page && (await sendFile(ctx, page, { root, setHeaders: revalidate }))) ||
        (await sendFile(ctx, '/index.html', { root, setHeaders: revalidate }))
      ) {
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
    // Clips and voice notes play from object URLs of their fetched bytes.
    "media-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "object-src 'none'",
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'self'",
    `form-action 'self' ${keycloakOrigin}`,
  ].join('; ');
}

/**
 * Sends a file; false when there is none, so the caller can fall through. `conditional` answers 304
 * when the browser's copy is current.
 */
async function sendFile(
  ctx: Context,
  path: string,
  options: send.SendOptions,
  conditional = true,
): Promise<boolean> {
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
  if (conditional && ctx.fresh) ctx.status = 304;
  return true;
}

type ServerResponse = Parameters<send.SetHeaders>[0];

/**
 * The prerendered page a path would have, in the layout web/src/prerender/publicPages.ts writes:
 * prerendered/index.html for `/`, prerendered/<path>.html for the others. Whether the build wrote it
 * is left to the file system, so the bff needs no list of public pages.
 */
function prerenderedPage(pathname: string): string | undefined {
  if (!PAGE_PATH.test(pathname)) return undefined;
  return `/prerendered/${pathname === '/' ? 'index' : pathname.slice(1)}.html`;
}

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
