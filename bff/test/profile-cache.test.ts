import type { User } from '@rha/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProfileCache } from '../src/profile-cache/profile-cache.js';

const profile = (fullName: string) => ({ fullName }) as User;
const farFuture = Number.MAX_SAFE_INTEGER;

describe('profile cache', () => {
  let clock = 1_000_000;
  const now = () => clock;

  beforeEach(() => {
    clock = 1_000_000;
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves a profile for the token it was composed for, and only while fresh', () => {
    const cache = createProfileCache({ maxAgeMs: 30_000, now });
    cache.begin('token-a', 'sam', farFuture)(profile('Sam'));

    expect(cache.get('token-a')).toEqual(profile('Sam'));
    expect(cache.get('token-b'), "another token never gets Sam's profile").toBeUndefined();
    clock += 29_999;
    expect(cache.get('token-a')).toEqual(profile('Sam'));
    clock += 1;
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('never keeps a profile past its token expiry', () => {
    const cache = createProfileCache({ maxAgeMs: 30_000, now });
    cache.begin('token-a', 'sam', clock + 5_000)(profile('Sam'));

    clock += 4_999;
    expect(cache.get('token-a')).toEqual(profile('Sam'));
    clock += 1;
    expect(cache.get('token-a')).toBeUndefined();

    cache.begin('expired', 'sam', clock - 1)(profile('Sam'));
    expect(cache.get('expired')).toBeUndefined();
  });

  it("drops every token's profile of a user who wrote, and no other user's", () => {
    const cache = createProfileCache({ maxAgeMs: 30_000, now });
    cache.begin('phone', 'sam', farFuture)(profile('Sam'));
    cache.begin('laptop', 'sam', farFuture)(profile('Sam'));
    cache.begin('dora', 'dora', farFuture)(profile('Dora'));

    cache.forgetUser('sam');

    expect(cache.get('phone')).toBeUndefined();
    expect(cache.get('laptop')).toBeUndefined();
    expect(cache.get('dora')).toEqual(profile('Dora'));
  });

  it('does not keep what a read begun before the user wrote composed', () => {
    const cache = createProfileCache({ maxAgeMs: 30_000, now });
    const remember = cache.begin('token-a', 'sam', farFuture);
    cache.forgetUser('sam');
    remember(profile('Sam before the change'));
    expect(cache.get('token-a')).toBeUndefined();

    cache.begin('token-a', 'sam', farFuture)(profile('Sam after the change'));
    expect(cache.get('token-a')).toEqual(profile('Sam after the change'));
  });

  it('still knows of a write after an earlier write of the user has aged out', () => {
    const cache = createProfileCache({ maxAgeMs: 30_000, now });
    cache.forgetUser('sam');
    vi.advanceTimersByTime(3_000);
    cache.forgetUser('sam');
    vi.advanceTimersByTime(28_000);
    const remember = cache.begin('token-a', 'sam', farFuture);
    cache.forgetUser('sam');
    vi.advanceTimersByTime(3_000);

    remember(profile('Sam before the change'));

    expect(cache.get('token-a')).toBeUndefined();
  });

  it('forgets the oldest profile past its size', () => {
    const cache = createProfileCache({ maxAgeMs: 30_000, maxEntries: 2, now });
    for (const name of ['a', 'b', 'c']) cache.begin(name, name, farFuture)(profile(name));

    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual(profile('b'));
    expect(cache.get('c')).toEqual(profile('c'));
  });

  it('keeps nothing with a max age of 0', () => {
    const cache = createProfileCache({ maxAgeMs: 0, now });
    cache.begin('token-a', 'sam', farFuture)(profile('Sam'));
    expect(cache.get('token-a')).toBeUndefined();
  });
});
