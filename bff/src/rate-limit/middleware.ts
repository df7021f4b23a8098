import { HttpProblem } from '@rha/kit';
import type Koa from 'koa';
import { clientAddressKey } from './client-address.js';
import type { FixedWindowLimiter } from './fixed-window.js';

/**
 * Answers 429 with Retry-After once the client's address is over the limit. The address is
 * `ctx.ip`: the socket's peer, or with TRUST_PROXY the address the nearest proxy saw.
 */
export function rateLimitByClient(
  limiter: FixedWindowLimiter,
  describe: (retryAfterSeconds: number) => string,
): Koa.Middleware {
  return async (ctx, next) => {
    const decision = limiter.hit(clientAddressKey(ctx.ip));
    if (!decision.allowed) {
      throw new HttpProblem({
        status: 429,
        code: 'too_many_requests',
        detail: describe(decision.retryAfterSeconds),
        headers: { 'retry-after': String(decision.retryAfterSeconds) },
      });
    }
    await next();
  };
}

/** "5 minutes", "1 minute", "30 seconds": how long until the client may try again. */
export function waitText(seconds: number): string {
  if (seconds >= 90) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minutes`;
  }
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}
