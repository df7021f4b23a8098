import { bearerOf, type Auth } from '@rha/kit';
import type Koa from 'koa';
import { UPLOADS_PATH } from '../files/upload-server.js';
import { refuseWhenOver, waitText } from './middleware.js';
import type { Limiter } from './store.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Writes made before there is an account: each has its own limit per client address. */
const ANONYMOUS_WRITE_PATHS = new Set(['/api/tmpuser', '/api/contact']);

/**
 * A call's signals: trickle ICE sends dozens in a burst and a restart as many again, so they are
 * bounded by the call's own budget in service-request instead; a 429 here would break the call.
 */
const CALL_SIGNALS_PATH = /^\/api\/calls\/[^/]+\/signals$/;

/**
 * Whether a request counts against its user's write budget. Of a tus upload only the creation
 * counts: its chunks and resume probes follow from that one decision, and a flaky link sends many.
 */
export function countsAsUserWrite(method: string, requestPath: string): boolean {
  // As the router matches paths: in any case, with or without a trailing slash.
  const path = requestPath.toLowerCase().replace(/\/+$/, '');
  if (!WRITE_METHODS.has(method) || !path.startsWith('/api/')) return false;
  if (ANONYMOUS_WRITE_PATHS.has(path) || CALL_SIGNALS_PATH.test(path)) return false;
  return !path.startsWith(`${UPLOADS_PATH}/`);
}

export interface UserWriteRateLimitOptions {
  auth: Auth;
  /** Counts writes per signed-in user. */
  limiter: Limiter;
}

/**
 * Answers 429 with Retry-After once a signed-in user made `limit` writes in a window, so a script
 * with someone's token cannot flood the services. Users are told apart by their verified token's
 * subject; a request without a token is left to its route, and an invalid one gets the routes' own
 * 401.
 */
export function rateLimitUserWrites(options: UserWriteRateLimitOptions): Koa.Middleware {
  const { limiter } = options;
  // The routes' own guard: it remembers the caller on ctx, so the route does not verify again.
  const authenticate = options.auth.requireAuth();
  return async (ctx, next) => {
    if (countsAsUserWrite(ctx.method, ctx.path) && bearerOf(ctx)) {
      const { subject } = await authenticate(ctx);
      refuseWhenOver(
        await limiter.hit(subject),
        (seconds) => `Too many changes in a short time. Please try again in ${waitText(seconds)}.`,
      );
    }
    await next();
  };
}
