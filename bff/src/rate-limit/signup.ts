import { createHash } from 'node:crypto';
import type Koa from 'koa';
import { clientAddressKey } from './client-address.js';
import { refuseWhenOver, waitText } from './middleware.js';
import type { RateLimitStore } from './store.js';

export interface SignupRateLimitOptions {
  /** Draft saves per client address per window. */
  perAddress: number;
  /** Draft saves per e-mail address per window. */
  perEmail: number;
  windowSeconds: number;
}

/**
 * POST /api/tmpUser, the anonymous write of a sign-up, counted per client address and per e-mail. The address
 * limit must let a whole village behind one satellite address sign up, so it is wide; the e-mail limit is what
 * stops one person's address being signed up over and over from many addresses.
 */
export function signupRateLimit(
  store: RateLimitStore,
  options: SignupRateLimitOptions,
): Koa.Middleware {
  const { windowSeconds } = options;
  const byAddress = store.limiter('signup-address', { limit: options.perAddress, windowSeconds });
  const byEmail = store.limiter('signup-email', { limit: options.perEmail, windowSeconds });
  return async (ctx, next) => {
    refuseWhenOver(
      await byAddress.hit(clientAddressKey(ctx.ip)),
      (seconds) => `Too many sign-ups from your address. Please try again in ${waitText(seconds)}.`,
    );
    const email = draftEmail((ctx.request as { body?: unknown }).body);
    if (email) {
      refuseWhenOver(
        await byEmail.hit(emailKey(email)),
        (seconds) =>
          `Too many sign-ups with this e-mail address. Please try again in ${waitText(seconds)}.`,
      );
    }
    await next();
  };
}

/** The draft's e-mail as sent; identity checks the draft itself, after the limit. */
function draftEmail(body: unknown): string | undefined {
  const info = (body as { info?: unknown } | undefined)?.info;
  const email = (info as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email : undefined;
}

/** Case and spaces aside, one key per address; hashed, so the counters hold no e-mail address. */
function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
}
