import { bearerOf, type Auth } from '@rha/kit';
import type Koa from 'koa';
import { countsAsUserWrite } from '../rate-limit/user-writes.js';
import type { ProfileCache } from './profile-cache.js';

/**
 * Once a signed-in user's write through this replica is answered, their cached profiles go: most
 * writes cannot change it, but telling which can (a location, the contact details, a sign-up, an
 * onboarding step) would be a list to keep in step with the routes. The writes are those the
 * per-user limit counts (an upload's chunks are not; its creation is). Dropped whatever the answer,
 * since a failed write may have changed something before failing. Whoever sends the token can only
 * drop their own profiles.
 */
export function forgetProfileOnWrite(options: {
  auth: Auth;
  profiles: ProfileCache;
}): Koa.Middleware {
  const authenticate = options.auth.requireAuth();
  return async (ctx, next) => {
    if (!countsAsUserWrite(ctx.method, ctx.path) || !bearerOf(ctx)) {
      await next();
      return;
    }
    try {
      await next();
    } finally {
      const caller = await authenticate(ctx).catch(() => undefined);
      if (caller) options.profiles.forgetUser(caller.subject);
    }
  };
}
