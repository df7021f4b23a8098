import type { User } from '@rha/contracts';

export interface ProfileCacheOptions {
  /** How long a composed profile is served from memory; 0 turns the cache off. */
  maxAgeMs: number;
  /** Profiles kept at most; past it the oldest goes first. Default 10 000. */
  maxEntries?: number;
  now?: () => number;
}

/** Stores a profile read on a miss, unless its user wrote something since the read began. */
export type RememberProfile = (profile: User) => void;

export interface ProfileCache {
  /** The profile composed for this very token, while it is fresh. */
  get(token: string): User | undefined;
  /**
   * Called as a read misses, before it asks the services: the profile it composes is stored for at
   * most maxAge, never past the token's expiry.
   */
  begin(token: string, subject: string, tokenExpiresAtMs: number): RememberProfile;
  /** Drops every profile of the user, and any read of theirs still under way. */
  forgetUser(subject: string): void;
}

interface Entry {
  profile: User;
  subject: string;
  expiresAt: number;
}

/**
 * GET /api/user in memory. Every page load reads it, and composing it takes identity and the
 * location's owner (company or technician): two services, two queries. Keyed by the whole token, so
 * a profile is only ever served for the token it was composed for (one user, those roles); the
 * token is still verified on each request before this is asked. A user's own write through this
 * replica drops their profiles at once (forgetUser); a change made elsewhere (another replica,
 * another device, an admin) shows within maxAge, or at once to a client that asks past the cache
 * (bypassCache), as the web app does after its own writes.
 */
export function createProfileCache(options: ProfileCacheOptions): ProfileCache {
  const { maxAgeMs } = options;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  // Insertion order is age order: the first entries are the oldest.
  const entries = new Map<string, Entry>();
  const tokensOf = new Map<string, Set<string>>();
  // Bumped by each write of the user: a read begun before it must not store what it read.
  const writesOf = new Map<string, number>();

  function drop(token: string): void {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    const tokens = tokensOf.get(entry.subject);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensOf.delete(entry.subject);
  }

  function store(token: string, entry: Entry): void {
    drop(token);
    entries.set(token, entry);
    const tokens = tokensOf.get(entry.subject) ?? new Set<string>();
    tokens.add(token);
    tokensOf.set(entry.subject, tokens);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      drop(oldest);
    }
  }

  return {
    get(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return entry.profile;
      drop(token);
      return undefined;
    },

    begin(token, subject, tokenExpiresAtMs) {
      const writes = writesOf.get(subject) ?? 0;
      return (profile) => {
        if (maxAgeMs <= 0 || (writesOf.get(subject) ?? 0) !== writes) return;
        const expiresAt = Math.min(now() + maxAgeMs, tokenExpiresAtMs);
        if (expiresAt > now()) store(token, { profile, subject, expiresAt });
      };
    },

    forgetUser(subject) {
      for (const token of tokensOf.get(subject) ?? []) drop(token);
      const writes = (writesOf.get(subject) ?? 0) + 1;
      writesOf.set(subject, writes);
      // Remembered while a read of theirs may still be under way (a read takes far less than
      // maxAge); only by their last write, so the count never goes back while it matters.
      setTimeout(
        () => {
          if (writesOf.get(subject) === writes) writesOf.delete(subject);
        },
        Math.max(maxAgeMs, 1_000),
      ).unref();
    },
  };
}
