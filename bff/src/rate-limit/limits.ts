import type Koa from 'koa';
import type { Config } from '../config.js';
import { contactRateLimits } from './contact.js';
import { signupRateLimit } from './signup.js';
import type { Limiter, RateLimitStore } from './store.js';

/** Every limit of the bff, counted in one store that all replicas share. */
export interface BffRateLimits {
  /** POST /api/contact, per client address. */
  contact: Koa.Middleware;
  /** GET /api/captcha/challenge, per client address. */
  challenge: Koa.Middleware;
  /** POST /api/tmpUser, per client address and per e-mail. */
  signup: Koa.Middleware;
  /** Writes per signed-in user. */
  userWrites: Limiter;
}

export function bffRateLimits(store: RateLimitStore, config: Config): BffRateLimits {
  return {
    ...contactRateLimits(store, {
      limit: config.CONTACT_RATE_LIMIT,
      windowSeconds: config.CONTACT_RATE_WINDOW_SECONDS,
    }),
    signup: signupRateLimit(store, {
      perAddress: config.SIGNUP_RATE_LIMIT_PER_ADDRESS,
      perEmail: config.SIGNUP_RATE_LIMIT_PER_EMAIL,
      windowSeconds: config.SIGNUP_RATE_WINDOW_SECONDS,
    }),
    userWrites: store.limiter('user-writes', {
      limit: config.USER_WRITE_RATE_LIMIT,
      windowSeconds: config.USER_WRITE_RATE_WINDOW_SECONDS,
    }),
  };
}
