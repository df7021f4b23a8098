import type { Challenge } from 'altcha-lib';
import { describe, expect, it } from 'vitest';
import { createCaptcha } from '../src/captcha/altcha.js';
import { solveToToken } from './contact.support.js';

const options = { hmacKey: 'captcha-unit-test-key-0123456789abcdef', cost: 10, maxCounter: 200 };

describe('captcha', () => {
  it('accepts its own solved challenge and names it by its nonce and expiry', async () => {
    const captcha = createCaptcha({ ...options, ttlSeconds: 600 });
    const challenge = await captcha.issueChallenge();

    const verdict = await captcha.verify(await solveToToken(challenge));

    expect(verdict).toEqual({
      ok: true,
      challengeId: challenge.parameters.nonce,
      expiresAt: new Date((challenge.parameters.expiresAt ?? 0) * 1000),
    });
  });

  it('refuses a solved challenge once it has expired', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const captcha = createCaptcha({ ...options, ttlSeconds: 60, now: () => now });
    const token = await solveToToken(await captcha.issueChallenge());

    now = new Date('2030-01-01T00:00:59Z');
    const inTime = await captcha.verify(token);
    now = new Date('2030-01-01T00:01:00Z');
    const late = await captcha.verify(token);

    expect(inTime.ok).toBe(true);
    expect(late).toEqual({ ok: false, reason: 'expired' });
  });

  it('sets the work by the counter it draws: between half the maximum and the maximum', async () => {
    const captcha = createCaptcha({ ...options, maxCounter: 100, ttlSeconds: 600 });
    const { solveChallenge } = await import('altcha-lib');
    const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');

    const counters: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const challenge: Challenge = await captcha.issueChallenge();
      const solution = await solveChallenge({ challenge, deriveKey });
      counters.push(solution?.counter ?? -1);
    }

    for (const counter of counters) {
      expect(counter).toBeGreaterThanOrEqual(50);
      expect(counter).toBeLessThanOrEqual(100);
    }
  });
});
