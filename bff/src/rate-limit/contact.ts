import type Koa from 'koa';
import { rateLimitByClient, waitText } from './middleware.js';
import type { RateLimitStore } from './store.js';

export interface ContactRateLimits {
  /** POST /api/contact. */
  contact: Koa.Middleware;
  /** GET /api/captcha/challenge. */
  challenge: Koa.Middleware;
}

/**
 * Per client address: `limit` contact messages per window, and ten times as many challenges (a
 * visitor may reload, or let a challenge expire, several times per message sent).
 */
export function contactRateLimits(
  store: RateLimitStore,
  options: { limit: number; windowSeconds: number },
): ContactRateLimits {
  const { limit, windowSeconds } = options;
  return {
    contact: rateLimitByClient(
      store.limiter('contact', { limit, windowSeconds }),
      (seconds) => `Too many messages from your address. Please try again in ${waitText(seconds)}.`,
    ),
    challenge: rateLimitByClient(
      store.limiter('captcha-challenge', { limit: limit * 10, windowSeconds }),
      (seconds) =>
        `Too many captcha requests from your address. Please try again in ${waitText(seconds)}.`,
    ),
  };
}
