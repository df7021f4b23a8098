import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpProblem } from '../src/errors.js';
import {
  callerOf,
  serviceCalls,
  type CallInit,
  type Caller,
  type ClientAnswer,
} from '../src/service-call.js';
import { recordingLogger, serve } from './http-support.js';

const { logger, lines } = recordingLogger();
const seen: IncomingHttpHeaders[] = [];
let upstream: { url: string; close(): Promise<void> };

/** A stand-in for the called service: each path answers one way. */
beforeAll(async () => {
  const app = new Koa();
  app.use(async (ctx) => {
    seen.push(ctx.headers);
    const problem = (status: number, body: object) => {
      ctx.status = status;
      ctx.type = 'application/problem+json';
      ctx.body = body;
    };
    switch (ctx.path) {
      case '/ok':
        ctx.status = 201;
        ctx.body = { id: 'c1' };
        return;
      case '/invalid':
        return problem(400, {
          code: 'validation_failed',
          detail: 'The request has invalid fields.',
          errors: [{ field: 'location.zipCode', message: 'ZIP code must be 5 digits' }],
        });
      case '/missing':
        return problem(404, { code: 'not_found', detail: 'No company yet.' });
      case '/expired':
        return problem(401, { code: 'token_rejected', detail: 'The access token has expired.' });
      case '/broken':
        return problem(500, { code: 'internal_error', detail: 'Something went wrong.' });
      case '/in-flight':
        ctx.set('retry-after', '2');
        return problem(409, {
          code: 'idempotency_key_in_flight',
          detail: 'A request with this Idempotency-Key is still being handled; try again shortly.',
        });
      case '/slow':
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        ctx.body = {};
        return;
    }
  });
  upstream = await serve(app);
});

afterAll(() => upstream.close());

/** What an openapi-fetch client does with the init: send it and split data from error. */
function get<T>(path: string) {
  return async (init: CallInit): Promise<ClientAnswer<T>> => {
    const response = await fetch(`${upstream.url}${path}`, init);
    const body: unknown = await response.json();
    return response.ok ? { data: body as T, response } : { error: body, response };
  };
}

const signedIn: Caller = { requestId: 'req-1', log: logger, token: 'token-1' };
const company = serviceCalls({ service: 'company', timeoutMs: 5_000, relay: [400, 401, 404] });

async function refusalOf(pending: Promise<unknown>): Promise<HttpProblem> {
  const error: unknown = await pending.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpProblem);
  return error as HttpProblem;
}

describe('serviceCalls', () => {
  it('forwards the request id and the bearer token', async () => {
    const data = await company.call(signedIn, 'GET /ok', get<{ id: string }>('/ok'));
    expect(data).toEqual({ id: 'c1' });
    expect(seen.at(-1)).toMatchObject({ 'x-request-id': 'req-1', authorization: 'Bearer token-1' });
  });

  it('sends no authorization header for a caller who is not signed in', async () => {
    await company.call({ requestId: 'req-2', log: logger }, 'GET /ok', get('/ok'));
    expect(seen.at(-1)?.['x-request-id']).toBe('req-2');
    expect(seen.at(-1)?.authorization).toBeUndefined();
  });

  it('forwards the idempotency key of a keyed write', async () => {
    await company.call({ ...signedIn, idempotencyKey: 'key-1' }, 'POST /ok', get('/ok'));
    expect(seen.at(-1)?.['idempotency-key']).toBe('key-1');
    await company.call(signedIn, 'GET /ok', get('/ok'));
    expect(seen.at(-1)?.['idempotency-key']).toBeUndefined();
  });

  it('relays a refused idempotency key whatever the policy, with its Retry-After', async () => {
    const notification = serviceCalls({ service: 'notification', timeoutMs: 200, relay: [] });
    const problem = await refusalOf(notification.call(signedIn, 'POST /x', get('/in-flight')));
    expect(problem.status).toBe(409);
    expect(problem.code).toBe('idempotency_key_in_flight');
    expect(problem.headers['retry-after']).toBe('2');
  });

  it('gives the success status with the data', async () => {
    const answer = await company.callWithStatus(signedIn, 'GET /ok', get('/ok'));
    expect(answer).toEqual({ data: { id: 'c1' }, status: 201 });
  });

  it('relays a declared refusal with its status, code, detail and field errors', async () => {
    const problem = await refusalOf(company.call(signedIn, 'PUT /invalid', get('/invalid')));
    expect(problem.toDocument()).toMatchObject({
      status: 400,
      code: 'validation_failed',
      detail: 'The request has invalid fields.',
      errors: [{ field: 'location.zipCode', message: 'ZIP code must be 5 digits' }],
    });
  });

  it('renames the relayed field errors onto the fields our caller sent', async () => {
    const problem = await refusalOf(
      company.call(signedIn, 'PUT /invalid', get('/invalid'), {
        rename: (field) => field.replace(/^location\./, 'info.'),
      }),
    );
    expect(problem.errors).toEqual([
      { field: 'info.zipCode', message: 'ZIP code must be 5 digits' },
    ]);
  });

  it('relays a 401 as our own unauthorized answer, with the bearer challenge', async () => {
    const problem = await refusalOf(company.call(signedIn, 'GET /expired', get('/expired')));
    expect(problem.status).toBe(401);
    expect(problem.code).toBe('unauthorized');
    expect(problem.detail).toBe('The access token has expired.');
    expect(problem.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers an expected refusal instead of throwing', async () => {
    const answer = await company.call(signedIn, 'GET /missing', get('/missing'), {
      expected: [{ status: 404, code: 'not_found', answer: null }],
    });
    expect(answer).toBeNull();
  });

  it('turns a refusal that is not relayed into a logged 502', async () => {
    const problem = await refusalOf(company.call(signedIn, 'GET /broken', get('/broken')));
    expect(problem.toDocument()).toMatchObject({
      status: 502,
      code: 'upstream_failed',
      detail: 'The company service could not handle the request.',
    });
    expect(lines.at(-1)).toMatchObject({
      msg: 'company GET /broken answered with an error',
      status: 500,
    });
  });

  it('turns an unreachable service into a 502 logged with the call name', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const problem = await refusalOf(
      company.call(signedIn, 'GET /companies/me', (init) =>
        fetch(`http://127.0.0.1:${port}/`, init).then((response) => ({ response })),
      ),
    );
    expect(problem.status).toBe(502);
    expect(problem.code).toBe('upstream_failed');
    expect(problem.detail).toBe('The company service is unreachable.');
    expect(lines.at(-1)?.msg).toBe('company GET /companies/me failed');
  });

  it('does not blame the service for a body it could not even be sent', async () => {
    const deep: unknown[] = [];
    let innermost = deep;
    for (let level = 0; level < 100_000; level += 1) innermost = innermost[0] = [] as unknown[];
    const sent = company.call(signedIn, 'POST /companies/me', (init) =>
      fetch(`${upstream.url}/ok`, { ...init, method: 'POST', body: JSON.stringify(deep) }).then(
        (response) => ({ response }),
      ),
    );
    await expect(sent).rejects.toBeInstanceOf(RangeError);
  });

  it('gives up on a service slower than the timeout', async () => {
    const impatient = serviceCalls({ service: 'company', timeoutMs: 100, relay: [] });
    const started = Date.now();
    const problem = await refusalOf(impatient.call(signedIn, 'GET /slow', get('/slow')));
    expect(Date.now() - started).toBeLessThan(900);
    expect(problem.status).toBe(502);
    expect(problem.detail).toBe('The company service did not answer within 100 ms.');
  });

  it('uses the declared details of its 502s', async () => {
    const notification = serviceCalls({
      service: 'notification',
      timeoutMs: 200,
      relay: [],
      failed: 'The message could not be sent right now.',
    });
    const problem = await refusalOf(notification.call(signedIn, 'POST /x', get('/invalid')));
    expect(problem.status).toBe(502);
    expect(problem.detail).toBe('The message could not be sent right now.');
  });
});

describe('callerOf', () => {
  it('takes the request id, the logger and the token of the signed-in request', () => {
    const state = { requestId: 'req-3', log: logger, auth: { token: 'token-3' } };
    expect(callerOf(contextOf(state))).toEqual({
      requestId: 'req-3',
      log: logger,
      token: 'token-3',
    });
  });

  it('has no token for an anonymous request', () => {
    const state = { requestId: 'req-4', log: logger };
    expect(callerOf(contextOf(state))).toEqual({
      requestId: 'req-4',
      log: logger,
    });
  });

  it('takes the idempotency key the request carries', () => {
    const state = { requestId: 'req-5', log: logger };
    const headers = { 'idempotency-key': 'key-5' };
    expect(callerOf(contextOf(state, headers))).toEqual({
      requestId: 'req-5',
      log: logger,
      idempotencyKey: 'key-5',
      replayed: expect.any(Function),
    });
  });
});

/** The parts of a Koa context callerOf reads: its state and its request headers. */
function contextOf(state: object, headers: Record<string, string> = {}): Koa.Context {
  const get = (name: string) => headers[name.toLowerCase()] ?? '';
  return { state, get } as unknown as Koa.Context;
}
