import { DetailedError } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { failureOf } from './tusTransport';

function answered(status: number, body: string): DetailedError {
  const error = new DetailedError('tus: unexpected response');
  error.originalResponse = {
    getStatus: () => status,
    getBody: () => body,
    getHeader: () => undefined,
    getUnderlyingObject: () => null,
  };
  return error;
}

describe('an upload attempt that failed', () => {
  it("is refused for good on a 4xx, with the problem's code and detail", () => {
    const problem = JSON.stringify({
      code: 'photo_limit',
      detail: 'This job takes at most 20 photos',
    });
    expect(failureOf(answered(409, problem))).toEqual({
      refused: true,
      code: 'photo_limit',
      message: 'This job takes at most 20 photos',
    });
  });

  it('says the status when the 4xx has no problem body', () => {
    expect(failureOf(answered(413, '<html>'))).toEqual({
      refused: true,
      code: undefined,
      message: 'The upload was refused (413)',
    });
  });

  it('is worth another try without an answer, on a 5xx, on a "not now" and signed out', () => {
    expect(failureOf(new Error('network'))).toEqual({ refused: false });
    expect(failureOf(answered(502, ''))).toEqual({ refused: false });
    expect(failureOf(answered(423, ''))).toEqual({ refused: false });
    expect(failureOf(answered(401, ''))).toEqual({ refused: false });
  });
});
