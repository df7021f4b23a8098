import { HttpProblem } from '@rha/kit';
import type Koa from 'koa';
import { clientAddressKey } from './client-address.js';
import type { Limiter, RateDecision } from './store.js';

/**
 * Answers 429 with Retry-After once the client's address is over the limit. The address is
 * `ctx.ip`: the socket's peer, or with TRUST_PROXY the address the nearest proxy saw.
 */
export function rateLimitByClient(
  limiter: Limiter,
  describe: (retryAfterSeconds: number) => string,
): Koa.Middleware {
  return async (ctx, next) => {
    refuseWhenOver(await limiter.hit(clientAddressKey(ctx.ip)), describe);
    await next();
  };
}

/** Throws the 429 problem, with Retry-After and `describe`'s message, for a refused request. */
export function refuseWhenOver(
  decision: RateDecision,
  describe: (retryAfterSeconds: number) => string,
): void {
  if (decision.allowed) return;
  throw new HttpProblem({
    status: 429,
    code: 'too_many_requests',
    detail: describe(decision.retryAfterSeconds),
    headers: { 'retry-after': String(decision.retryAfterSeconds) },
  });
}

/** "5 minutes", "1 minute", "30 seconds": how long until the client may try again. */
export function waitText(seconds: number): string {
  if (seconds >= 90) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minutes`;
  }
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}
