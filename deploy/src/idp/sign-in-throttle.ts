/**
 * The chart's ingress throttle of Keycloak's sign-in and sign-up paths (helm values `ingress.signInThrottle`),
 * applied by the dev provider in front of itself: requests per client address, as ingress-nginx's limit-rpm and
 * limit-burst-multiplier count them, answered 429 with Retry-After beyond the burst (the status the chart asks the
 * controller to use). The numbers are read from the chart, so the two never differ.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import type Koa from 'koa';
import { z } from 'zod';

export const chartValuesFile = fileURLToPath(
  new URL('../../../helm/remote-hands/values.yaml', import.meta.url),
);

const limitSchema = z.object({
  requestsPerMinute: z.number().int().positive(),
  burstMultiplier: z.number().int().positive(),
});

const settingsSchema = z.object({ forms: limitSchema, token: limitSchema });

export type SignInThrottleSettings = z.infer<typeof settingsSchema>;
export type ThrottleName = keyof SignInThrottleSettings;

export async function chartSignInThrottle(file = chartValuesFile): Promise<SignInThrottleSettings> {
  const values = load(await readFile(file, 'utf8')) as { ingress?: { signInThrottle?: unknown } };
  return settingsSchema.parse(values.ingress?.signInThrottle);
}

/** The paths each throttle covers, as the chart's sign-in Ingresses route them. */
export function throttledPaths(
  realmName: string,
): Record<ThrottleName, { path: string; pathType: 'Prefix' | 'Exact' }[]> {
  const realm = `/realms/${realmName}`;
  return {
    forms: [
      { path: `${realm}/login-actions`, pathType: 'Prefix' },
      { path: `${realm}/protocol/openid-connect/registrations`, pathType: 'Exact' },
    ],
    token: [{ path: `${realm}/protocol/openid-connect/token`, pathType: 'Exact' }],
  };
}

function throttleOf(realmName: string, requestPath: string): ThrottleName | undefined {
  const paths = throttledPaths(realmName);
  for (const name of ['forms', 'token'] as const) {
    const covered = paths[name].some(({ path, pathType }) =>
      pathType === 'Exact'
        ? requestPath === path
        : requestPath === path || requestPath.startsWith(`${path}/`),
    );
    if (covered) return name;
  }
  return undefined;
}

export type AddressLimiter = (
  address: string,
) => { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * nginx's limit_req with `burst` and `nodelay`: each address's excess drains at the rate and grows by one per
 * accepted request; a request that would take it past the burst is refused and not counted.
 */
export function leakyBucket(options: {
  requestsPerMinute: number;
  burst: number;
  now?: () => number;
}): AddressLimiter {
  const now = options.now ?? Date.now;
  const perMs = options.requestsPerMinute / 60_000;
  const drainedAfterMs = options.burst / perMs;
  const buckets = new Map<string, { excess: number; atMs: number }>();
  let sweptAtMs = 0;

  return (address) => {
    const at = now();
    if (at - sweptAtMs > 1_000) {
      // Addresses whose excess drained away are as good as new: forget them, so memory stays bounded.
      for (const [key, bucket] of buckets) {
        if (at - bucket.atMs >= drainedAfterMs) buckets.delete(key);
      }
      sweptAtMs = at;
    }
    const bucket = buckets.get(address);
    const excess = bucket ? Math.max(0, bucket.excess - (at - bucket.atMs) * perMs) + 1 : 0;
    if (excess > options.burst) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((excess - options.burst) / perMs / 1000)),
      };
    }
    buckets.set(address, { excess, atMs: at });
    return { allowed: true };
  };
}

/** Koa middleware applying each throttle to its paths, per socket peer address. */
export function signInThrottle(
  realmName: string,
  settings: SignInThrottleSettings,
  now?: () => number,
): Koa.Middleware {
  const limiters: Record<ThrottleName, AddressLimiter> = {
    forms: bucketOf(settings.forms, now),
    token: bucketOf(settings.token, now),
  };
  return async (ctx, next) => {
    // Posts only: Keycloak answers the auth endpoint with its page, where this provider takes GET hops of its
    // own under login-actions that the ingress in front of Keycloak would never see.
    const name = ctx.method === 'POST' ? throttleOf(realmName, ctx.path) : undefined;
    if (name) {
      const decision = limiters[name](ctx.req.socket.remoteAddress ?? '');
      if (!decision.allowed) {
        ctx.status = 429;
        ctx.set('Retry-After', String(decision.retryAfterSeconds));
        ctx.type = 'text/plain';
        ctx.body = 'Too many requests from your address. Please try again later.';
        return;
      }
    }
    await next();
  };
}

function bucketOf(
  limit: SignInThrottleSettings[ThrottleName],
  now: (() => number) | undefined,
): AddressLimiter {
  return leakyBucket({
    requestsPerMinute: limit.requestsPerMinute,
    burst: limit.requestsPerMinute * limit.burstMultiplier,
    ...(now && { now }),
  });
}
