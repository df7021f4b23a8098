import { describe, expect, it } from 'vitest';
import { CALL_LIMITS, callSignalSchema, liveEventSchemas, messages } from '../src/index.js';

describe('call signals', () => {
  it('takes an offer, an answer, a candidate and a restart', () => {
    for (const signal of [
      { type: 'offer', sdp: 'v=0' },
      { type: 'answer', sdp: 'v=0' },
      {
        type: 'candidate',
        candidate: { candidate: 'candidate:1', sdpMid: null, sdpMLineIndex: null },
      },
      { type: 'restart' },
    ]) {
      expect(callSignalSchema.safeParse(signal).success).toBe(true);
    }
  });

  it('refuses a session description over the limit in bytes, naming `sdp`', () => {
    // Two bytes each in UTF-8: under the limit in characters, over it in bytes.
    const sdp = 'é'.repeat(CALL_LIMITS.sdpMaxBytes / 2 + 1);
    const result = callSignalSchema.safeParse({ type: 'offer', sdp });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['sdp'],
      message: messages.calls.sdpTooLong(CALL_LIMITS.sdpMaxBytes),
    });
    const tooMany = callSignalSchema.safeParse({
      type: 'offer',
      sdp: 'a'.repeat(CALL_LIMITS.sdpMaxBytes + 1),
    });
    expect(tooMany.error?.issues).toHaveLength(1);
    expect(
      callSignalSchema.safeParse({ type: 'offer', sdp: 'a'.repeat(CALL_LIMITS.sdpMaxBytes) })
        .success,
    ).toBe(true);
  });

  it('refuses unknown signal types and extra fields', () => {
    expect(callSignalSchema.safeParse({ type: 'bye' }).success).toBe(false);
    expect(callSignalSchema.safeParse({ type: 'restart', extra: 1 }).success).toBe(false);
  });

  it('is a kind of live event, as is the call itself', () => {
    expect(Object.keys(liveEventSchemas)).toEqual(
      expect.arrayContaining(['notification', 'call', 'callSignal']),
    );
  });
});
