import type { KeyObject } from 'node:crypto';
import type { AuthContext } from './auth.js';

/** A token's verified reading and the signing key that vouched for it. */
export interface VerifiedToken {
  context: AuthContext;
  kid: string;
  key: KeyObject;
}

export interface VerifiedTokenCache {
  /** The token's reading while it is unexpired; undefined once its expiry has passed. */
  get(token: string): VerifiedToken | undefined;
  /** Remembers a token until `expiresAtMs`, its own `exp`: never longer than the token lives. */
  set(token: string, verified: VerifiedToken, expiresAtMs: number): void;
}

/**
 * Verified tokens keyed by the whole token, so a different token of the same subject is checked on its
 * own. Bounded: past `maxEntries` the least recently used goes, so a flood of valid tokens costs memory
 * only up to the cap.
 */
export function verifiedTokenCache(maxEntries: number): VerifiedTokenCache {
  const entries = new Map<string, VerifiedToken & { expiresAtMs: number }>();
  return {
    get(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      entries.delete(token);
      if (Date.now() >= entry.expiresAtMs) return undefined;
      // Re-inserted so the Map's order is least recently used first.
      entries.set(token, entry);
      return entry;
    },
    set(token, verified, expiresAtMs) {
      entries.delete(token);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(token, { ...verified, expiresAtMs });
    },
  };
}
