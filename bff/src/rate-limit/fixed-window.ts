export interface FixedWindowOptions {
  /** Requests allowed per key in one window. */
  limit: number;
  windowMs: number;
  /** Keys remembered at most; beyond it the oldest window is forgotten. Default 100 000. */
  maxKeys?: number;
  now?: () => number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface FixedWindowLimiter {
  /** Counts one request for `key` and says whether it is within the limit. */
  hit(key: string): RateDecision;
}

/**
 * Counts requests per key in fixed windows that start with a key's first request. Memory is
 * bounded: windows that ended are swept as time passes, and past `maxKeys` the oldest goes first,
 * so a flood of distinct addresses cannot grow the process without end. State lives in this
 * process: with N replicas a client gets up to N times the limit.
 */
export function createFixedWindowLimiter(options: FixedWindowOptions): FixedWindowLimiter {
  const { limit, windowMs } = options;
  const maxKeys = options.maxKeys ?? 100_000;
  const now = options.now ?? Date.now;
  // Insertion order is window start order, so the first entries are the oldest windows.
  const windows = new Map<string, { startedAt: number; count: number }>();

  function sweep(at: number): void {
    for (const [key, window] of windows) {
      if (at - window.startedAt < windowMs) break;
      windows.delete(key);
    }
  }

  return {
    hit(key) {
      const at = now();
      sweep(at);
      let window = windows.get(key);
      if (!window) {
        if (windows.size >= maxKeys) {
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
        window = { startedAt: at, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true };
      const retryAfterSeconds = Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000));
      return { allowed: false, retryAfterSeconds };
    },
  };
}
