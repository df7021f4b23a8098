import { describe, expect, it } from 'vitest';
import { dataOrThrow, okOrThrow, RequestError } from './requestError';

const problem = {
  title: 'Bad Request',
  detail: 'Some fields are invalid',
  code: 'validation_failed',
  errors: [{ field: 'zipCode', message: 'ZIP code must be 5 digits' }],
};

function refused() {
  return {
    error: problem,
    response: new Response(JSON.stringify(problem), {
      status: 400,
      headers: { 'retry-after': '30' },
    }),
  };
}

function caught(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('dataOrThrow', () => {
  it("answers the call's body", () => {
    const body = { id: 'location-1' };
    expect(dataOrThrow({ data: body, response: new Response(null, { status: 200 }) })).toBe(body);
  });

  it("throws the RequestError of a refusal, with the problem's status, code and field errors", () => {
    const error = caught(() => dataOrThrow(refused()));
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      message: '400: Some fields are invalid',
      status: 400,
      code: 'validation_failed',
      detail: 'Some fields are invalid',
      fieldErrors: problem.errors,
      retryAfterSeconds: 30,
    });
  });

  it('throws when an ok answer carries no body', () => {
    const error = caught(() => dataOrThrow({ response: new Response(null, { status: 204 }) }));
    expect(error).toMatchObject({ status: 204 });
  });
});

describe('okOrThrow', () => {
  it('returns for any 2xx, its body unread', () => {
    expect(() => okOrThrow({ response: new Response(null, { status: 204 }) })).not.toThrow();
  });

  it('throws the RequestError of a refusal', () => {
    expect(caught(() => okOrThrow(refused()))).toMatchObject({
      message: '400: Some fields are invalid',
      status: 400,
    });
  });
});
