import { describe, expect, it } from 'vitest';
import { receivedLate } from './logTimes';

const capturedAt = '2026-03-12T18:00:00.000Z';

describe('received late', () => {
  it('ignores the ordinary delay of the link', () => {
    expect(receivedLate({ capturedAt, receivedAt: '2026-03-12T18:05:00.000Z' })).toBe(false);
    expect(receivedLate({ capturedAt, receivedAt: '2026-03-12T17:59:00.000Z' })).toBe(false);
  });

  it('tells an entry that reached the server more than five minutes after it was written', () => {
    expect(receivedLate({ capturedAt, receivedAt: '2026-03-12T18:05:01.000Z' })).toBe(true);
  });
});
