import net from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { problems } from '../src/errors.js';
import { createHttpApp } from '../src/http.js';
import { JSON_MAX_DEPTH } from '../src/json-body.js';
import { handle } from '../src/route.js';
import { recordingLogger, serve } from './http-support.js';

const contactSchema = z.strictObject({
  email: z.email('Please enter a valid email address'),
  address: z.strictObject({
    zipCode: z.string().regex(/^\d{5}$/, 'ZIP code must be 5 digits'),
  }),
});
const listQuery = z.strictObject({ page: z.coerce.number<string>().int().min(1).optional() });

const { logger, lines } = recordingLogger();
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  const router = new Router();
  router.post(
    '/contacts',
    handle({ body: contactSchema }, (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = { received: body, requestId: ctx.state.requestId };
    }),
  );
  router.get(
    '/contacts',
    handle({ query: listQuery }, (ctx, { query }) => {
      ctx.body = { query };
    }),
  );
  router.get('/taken', () => {
    throw problems.conflict('email_taken', 'This email is already registered.');
  });
  router.put('/slow-body', async (ctx) => {
    // Reads the body as a stream, the way the upload endpoint does.
    for await (const chunk of ctx.req) void chunk;
    ctx.status = 204;
  });
  router.get('/boom', () => {
    throw new Error('secret connection string postgres://admin:hunter2@db');
  });
  const app = createHttpApp({ logger, bodyLimit: '1kb' });
  app.use(router.routes());
  app.use(router.allowedMethods());
  server = await serve(app);
});

afterAll(() => server.close());

function postJson(path: string, body: string | Uint8Array, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

describe('request ids', () => {
  it('echoes the caller’s x-request-id and puts it into problems', async () => {
    const response = await fetch(`${server.url}/taken`, { headers: { 'x-request-id': 'req-42' } });
    expect(response.headers.get('x-request-id')).toBe('req-42');
    expect(await response.json()).toMatchObject({ requestId: 'req-42' });
  });

  it('makes a uuid when the caller sent none or an unsafe one', async () => {
    const variants: Record<string, string>[] = [{}, { 'x-request-id': 'bad id\twith spaces' }];
    for (const headers of variants) {
      const response = await fetch(`${server.url}/taken`, { headers });
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('problem+json responses', () => {
  it('writes an RFC 9457 document with a stable code', async () => {
    const response = await fetch(`${server.url}/taken`);
    expect(response.status).toBe(409);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await response.json()).toEqual({
      type: 'https://remote-hands.example/problems/email_taken',
      title: 'Email taken',
      status: 409,
      code: 'email_taken',
      detail: 'This email is already registered.',
      requestId: response.headers.get('x-request-id'),
    });
  });

  it('lists each invalid field with the schema’s own message', async () => {
    const response = await postJson(
      '/contacts',
      JSON.stringify({ email: 'nope', address: { zipCode: '12' } }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      errors: [
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'address.zipCode', message: 'ZIP code must be 5 digits' },
      ],
    });
  });

  it('rejects unknown fields, naming each one', async () => {
    const response = await postJson(
      '/contacts',
      JSON.stringify({
        email: 'sam@example.com',
        address: { zipCode: '99501', planet: 'Mars' },
        isAdmin: true,
      }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { field: string }[] };
    expect(body.errors.map((error) => error.field).sort()).toEqual(['address.planet', 'isAdmin']);
  });

  it('passes parsed values to the handler', async () => {
    const contact = { email: 'sam@example.com', address: { zipCode: '99501' } };
    const response = await postJson('/contacts', JSON.stringify(contact));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ received: contact });
    const list = await fetch(`${server.url}/contacts?page=2`);
    expect(await list.json()).toEqual({ query: { page: 2 } });
  });

  it('validates the query string too', async () => {
    const response = await fetch(`${server.url}/contacts?page=0&sort=name`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { field: string }[] };
    expect(body.errors.map((error) => error.field).sort()).toEqual(['page', 'sort']);
  });

  it('answers 413 payload_too_large to a body over the limit', async () => {
    const response = await postJson('/contacts', JSON.stringify({ email: 'x'.repeat(2048) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ status: 413, code: 'payload_too_large' });
  });

  it('answers 400 invalid_json to a malformed body', async () => {
    const response = await postJson('/contacts', '{"email": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, code: 'invalid_json' });
  });

  it('decodes a gzip or brotli body', async () => {
    const contact = JSON.stringify({ email: 'sam@example.com', address: { zipCode: '99501' } });
    for (const [encoding, body] of [
      ['gzip', gzipSync(contact)],
      ['br', brotliCompressSync(contact)],
    ] as const) {
      const response = await postJson('/contacts', body, { 'content-encoding': encoding });
      expect(response.status).toBe(201);
    }
  });

  it('answers 415 to a Content-Encoding it does not decode, naming the ones it does', async () => {
    const response = await postJson('/contacts', '(zstd bytes)', { 'content-encoding': 'zstd' });
    expect(response.status).toBe(415);
    expect(response.headers.get('accept-encoding')).toBe('gzip, deflate, br');
    expect(await response.json()).toMatchObject({ code: 'unsupported_content_encoding' });
  });

  it('answers 400 to a body that is not in the encoding its header names', async () => {
    const response = await postJson('/contacts', '{"email": "plain"}', {
      'content-encoding': 'gzip',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'undecodable_body' });
  });

  it('answers 415 to a body of another type sent to a route that reads JSON', async () => {
    const response = await postJson('/contacts', 'email=sam%40example.com', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('reads an empty body of no type as no body', async () => {
    const response = await fetch(`${server.url}/contacts`, { method: 'POST', body: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('answers 400 json_too_deep to JSON nested past the limit, brackets in strings aside', async () => {
    const deep = `${'['.repeat(JSON_MAX_DEPTH + 1)}${']'.repeat(JSON_MAX_DEPTH + 1)}`;
    const response = await postJson('/contacts', deep);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'json_too_deep' });
    const bracketsInText = JSON.stringify({ email: `${'[{'.repeat(200)}"\\`, address: {} });
    const shallow = await postJson('/contacts', bracketsInText);
    expect(await shallow.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('hides an unknown error behind 500 internal_error and logs it with the request id', async () => {
    const response = await fetch(`${server.url}/boom`, { headers: { 'x-request-id': 'req-boom' } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      type: 'https://remote-hands.example/problems/internal_error',
      title: 'Internal error',
      status: 500,
      code: 'internal_error',
      detail: 'Something went wrong on our side.',
      requestId: 'req-boom',
    });
    expect(text).not.toMatch(/hunter2|at .*\.ts|stack/);
    const logged = lines.find((line) => line.msg === 'request failed');
    expect(logged).toMatchObject({ requestId: 'req-boom', level: 50 });
    expect(JSON.stringify(logged)).toContain('hunter2');
  });

  it('answers unknown routes and wrong methods with problems too', async () => {
    const missing = await fetch(`${server.url}/nowhere`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'not_found' });
    const wrongMethod = await fetch(`${server.url}/taken`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toMatchObject({ code: 'method_not_allowed' });
  });
});

describe('security headers', () => {
  it('are sent on every response, errors included', async () => {
    for (const path of ['/contacts', '/boom']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});

describe('access log', () => {
  it('logs one line per request with method, path, status and request id', async () => {
    await fetch(`${server.url}/taken`, { headers: { 'x-request-id': 'req-log' } });
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        requestId: 'req-log',
        method: 'GET',
        path: '/taken',
        status: 409,
      }),
    );
  });
});

describe('a client whose link drops mid-request', () => {
  it('is logged as a lost connection, not as an error', async () => {
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.on('connect', resolve));
    socket.write('PUT /slow-body HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\npartial');
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await expect.poll(() => lines.some((line) => line.msg === 'client connection lost')).toBe(true);
    expect(lines.filter((line) => line.msg === 'unhandled koa error')).toEqual([]);
  });
});
