import type Koa from 'koa';
import { createFixedWindowLimiter } from './fixed-window.js';
import { rateLimitByClient, waitText } from './middleware.js';

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
export function contactRateLimits(options: {
  limit: number;
  windowSeconds: number;
}): ContactRateLimits {
  const windowMs = options.windowSeconds * 1000;
  return {
    contact: rateLimitByClient(
      createFixedWindowLimiter({ limit: options.limit, windowMs }),
      (seconds) => `Too many messages from your address. Please try again in ${waitText(seconds)}.`,
    ),
    challenge: rateLimitByClient(
      createFixedWindowLimiter({ limit: options.limit * 10, windowMs }),
      (seconds) =>
        `Too many captcha requests from your address. Please try again in ${waitText(seconds)}.`,
    ),
  };
}
