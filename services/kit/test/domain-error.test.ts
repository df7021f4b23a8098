import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, type DomainErrorKind } from '../src/domain-error.js';
import { createHttpApp } from '../src/http.js';
import { recordingLogger, serve } from './http-support.js';

const { logger, lines } = recordingLogger();
let server: { url: string; close(): Promise<void> };

const thrown: Record<string, DomainError> = {
  'invalid-fields': DomainError.invalidFields([
    { field: 'location.zipCode', message: 'ZIP code does not match the state' },
  ]),
  'not-found': new DomainError('not_found', { message: 'No such location.' }),
  forbidden: new DomainError('forbidden', { message: 'This account cannot sign up as a company.' }),
  conflict: new DomainError('conflict', {
    code: 'draft_claimed',
    message: 'This sign-up belongs to another account.',
  }),
  unavailable: new DomainError('unavailable', {
    message: 'The role could not be assigned; please try again.',
    cause: new Error('Keycloak admin: connection refused'),
  }),
};

beforeAll(async () => {
  const router = new Router();
  for (const [path, error] of Object.entries(thrown)) {
    router.get(`/${path}`, () => {
      throw error;
    });
  }
  const app = createHttpApp({ logger });
  app.use(router.routes());
  server = await serve(app);
});

afterAll(() => server.close());

async function problemAt(path: string) {
  const response = await fetch(`${server.url}/${path}`, { headers: { 'x-request-id': 'req-7' } });
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('domain errors as problem+json', () => {
  it('answers an invalid input with 400 validation_failed and its field errors', async () => {
    expect(await problemAt('invalid-fields')).toEqual({
      status: 400,
      body: {
        type: 'https://remote-hands.example/problems/validation_failed',
        title: 'Validation failed',
        status: 400,
        code: 'validation_failed',
        detail: 'The request has invalid fields.',
        errors: [{ field: 'location.zipCode', message: 'ZIP code does not match the state' }],
        requestId: 'req-7',
      },
    });
  });

  it.each<[string, DomainErrorKind, number, string, string]>([
    ['not-found', 'not_found', 404, 'not_found', 'No such location.'],
    ['forbidden', 'forbidden', 403, 'forbidden', 'This account cannot sign up as a company.'],
    ['conflict', 'conflict', 409, 'draft_claimed', 'This sign-up belongs to another account.'],
    [
      'unavailable',
      'unavailable',
      502,
      'upstream_failed',
      'The role could not be assigned; please try again.',
    ],
  ])(
    'answers /%s (%s) with %i, its code and its message only',
    async (path, kind, status, code, detail) => {
      expect(thrown[path]?.kind).toBe(kind);
      const problem = await problemAt(path);
      expect(problem.status).toBe(status);
      expect(problem.body).toEqual({
        type: `https://remote-hands.example/problems/${code}`,
        title: expect.any(String),
        status,
        code,
        detail,
        requestId: 'req-7',
      });
    },
  );

  it('gives a kind its generic code when the domain names none', () => {
    expect(new DomainError('invalid', { message: 'x' }).code).toBe('validation_failed');
    expect(new DomainError('conflict', { message: 'x' }).code).toBe('conflict');
  });

  it('logs a failed dependency with its cause, without sending the cause to the client', async () => {
    const { body } = await problemAt('unavailable');
    expect(JSON.stringify(body)).not.toContain('Keycloak');
    const logged = lines.find((line) => line.msg === 'request failed');
    expect(JSON.stringify(logged)).toContain('connection refused');
  });

  it('leaves client refusals out of the error log', async () => {
    lines.length = 0;
    await problemAt('conflict');
    expect(lines.some((line) => line.msg === 'request failed')).toBe(false);
  });
});
