import jwt from 'jsonwebtoken';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuth } from '../src/auth.js';
import { HttpProblem } from '../src/errors.js';
import { startTestIssuer, type TestIssuer } from '../src/testing/index.js';

let issuer: TestIssuer;

beforeAll(async () => {
  issuer = await startTestIssuer();
});

afterAll(async () => {
  await issuer.close();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function newAuth(options: { verifiedTokenCacheSize?: number } = {}) {
  return createAuth({ issuer: issuer.issuer, audience: issuer.audience, ...options });
}

/** Counts the signature checks: a remembered token must not reach jsonwebtoken again. */
function countSignatureChecks() {
  return vi.spyOn(jwt, 'verify');
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof HttpProblem) return error.status;
    throw error;
  }
}

describe('verified tokens', () => {
  it('are not checked again until they expire', async () => {
    const auth = newAuth();
    const checks = countSignatureChecks();
    const token = issuer.sign({ sub: 'user-1' });

    const first = await auth.verify(token);
    const again = await Promise.all([auth.verify(token), auth.verify(token), auth.verify(token)]);

    expect(checks).toHaveBeenCalledTimes(1);
    expect(again.map((context) => context.subject)).toEqual(['user-1', 'user-1', 'user-1']);
    expect(again[0]).toEqual(first);
  });

  it('refuse a remembered token once its expiry has passed', async () => {
    const auth = newAuth();
    const token = issuer.sign({ sub: 'user-1' }, { expiresIn: 60 });
    expect(await statusOf(auth.verify(token))).toBe(200);
    const checks = countSignatureChecks();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 70_000);

    await expect(auth.verify(token)).rejects.toMatchObject({
      status: 401,
      detail: 'The access token has expired.',
    });
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it('check a different token of the same subject on its own', async () => {
    const auth = newAuth();
    const checks = countSignatureChecks();
    const token = issuer.sign({ sub: 'user-1', email: 'sam@example.com' });
    const other = issuer.sign({ sub: 'user-1', email: 'sam@example.com', sid: 'second-session' });
    const forged = `${other.slice(0, other.lastIndexOf('.'))}.${token.split('.')[2]}`;

    await auth.verify(token);
    expect(await statusOf(auth.verify(other))).toBe(200);
    expect(await statusOf(auth.verify(forged))).toBe(401);
    expect(checks).toHaveBeenCalledTimes(3);
  });

  it('are forgotten, least recently used first, past the cache size', async () => {
    const auth = newAuth({ verifiedTokenCacheSize: 2 });
    const [a, b, c] = ['a', 'b', 'c'].map((sub) => issuer.sign({ sub }));
    if (!a || !b || !c) throw new Error('three tokens expected');
    await auth.verify(a);
    await auth.verify(b);
    await auth.verify(a);
    const checks = countSignatureChecks();

    await auth.verify(c);
    await auth.verify(a);
    expect(checks).toHaveBeenCalledTimes(1);
    await auth.verify(b);
    expect(checks).toHaveBeenCalledTimes(2);
  });
});
