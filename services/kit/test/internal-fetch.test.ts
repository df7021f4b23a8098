import type { IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import Koa from 'koa';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpProblem } from '../src/errors.js';
import { createInternalFetch } from '../src/internal-fetch.js';
import { serviceCalls, type Caller } from '../src/service-call.js';
import { quietLogger, serve } from './http-support.js';

/** The called service's routes, as a typed client sees them. */
interface paths {
  '/things': {
    post: {
      requestBody: { content: { 'application/json': { name: string } } };
      responses: {
        201: { content: { 'application/json': { id: string; name: string } } };
        400: { content: { 'application/problem+json': { code: string } } };
      };
    };
  };
  '/things/{id}': {
    delete: {
      parameters: { path: { id: string } };
      responses: { 204: { content?: never } };
    };
  };
  '/slow': {
    get: { responses: { 200: { content: { 'application/json': object } } } };
  };
}

const seen: { method: string; headers: IncomingHttpHeaders; body: string }[] = [];
const sockets = new Set<Socket>();
let upstream: { url: string; close(): Promise<void> };
const internal = createInternalFetch();

beforeAll(async () => {
  const app = new Koa();
  app.use(async (ctx) => {
    sockets.add(ctx.req.socket);
    let body = '';
    for await (const chunk of ctx.req) body += String(chunk);
    seen.push({ method: ctx.method, headers: ctx.headers, body });
    if (ctx.path === '/slow') {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      ctx.body = {};
    } else if (ctx.method === 'DELETE') {
      ctx.status = 204;
    } else if ((JSON.parse(body) as { name: string }).name === '') {
      ctx.status = 400;
      ctx.type = 'application/problem+json';
      ctx.body = {
        code: 'validation_failed',
        detail: 'The request has invalid fields.',
        errors: [{ field: 'name', message: 'Name is required' }],
      };
    } else {
      ctx.status = 201;
      ctx.set('x-answer', 'yes');
      ctx.body = { id: 't1', name: (JSON.parse(body) as { name: string }).name };
    }
  });
  upstream = await serve(app);
});

afterAll(async () => {
  await internal.close();
  await upstream.close();
});

const caller: Caller = { requestId: 'req-9', log: quietLogger, token: 'token-9' };
const things = serviceCalls({ service: 'things', timeoutMs: 5_000, relay: [400] });

function client() {
  return createClient<paths>({ baseUrl: upstream.url, fetch: internal.fetch });
}

describe('internal fetch, behind a typed client', () => {
  it('sends the method, the headers and the JSON body, and gives the answer back', async () => {
    const answer = await client().POST('/things', {
      headers: { 'x-request-id': 'req-9', authorization: 'Bearer token-9' },
      body: { name: 'ladder' },
    });
    expect(answer.response.status).toBe(201);
    expect(answer.response.headers.get('x-answer')).toBe('yes');
    expect(answer.data).toEqual({ id: 't1', name: 'ladder' });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      headers: {
        'x-request-id': 'req-9',
        authorization: 'Bearer token-9',
        'content-type': 'application/json',
      },
      body: '{"name":"ladder"}',
    });
  });

  it('gives a body-less answer as such', async () => {
    const answer = await client().DELETE('/things/{id}', { params: { path: { id: 't1' } } });
    expect(answer.response.status).toBe(204);
    expect(answer.error).toBeUndefined();
  });

  it("lets the service's problem be relayed with its code and field errors", async () => {
    const error: unknown = await things
      .call(caller, 'POST /things', (init) =>
        client().POST('/things', { ...init, body: { name: '' } }),
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpProblem);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      errors: [{ field: 'name', message: 'Name is required' }],
    });
  });

  it("gives up at the call policy's timeout", async () => {
    const impatient = serviceCalls({ service: 'things', timeoutMs: 100, relay: [] });
    const started = Date.now();
    const error: unknown = await impatient
      .call(caller, 'GET /slow', (init) => client().GET('/slow', init))
      .catch((caught: unknown) => caught);
    expect(Date.now() - started).toBeLessThan(900);
    expect(error).toMatchObject({
      status: 502,
      detail: 'The things service did not answer within 100 ms.',
    });
  });

  // A connection may still be finishing its last answer when the next round starts, so reuse shows
  // as a bound set by the calls in flight, however many rounds follow.
  it('keeps its connections open for the next calls', async () => {
    sockets.clear();
    for (let round = 0; round < 20; round += 1) {
      await Promise.all(
        Array.from({ length: 5 }, () => client().POST('/things', { body: { name: 'rope' } })),
      );
    }
    expect(sockets.size).toBeLessThanOrEqual(10);
  });
});
