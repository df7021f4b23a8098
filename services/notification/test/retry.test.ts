import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from '../src/domain/retry.js';

describe('retryDelayMs', () => {
  it('waits the base delay after the first failure and doubles after each next one', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 10_000))).toEqual([
      10_000, 20_000, 40_000, 80_000,
    ]);
  });

  it('never waits longer than 30 minutes', () => {
    expect(retryDelayMs(12, 10_000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(1_000, 10_000)).toBe(MAX_RETRY_DELAY_MS);
  });
});
