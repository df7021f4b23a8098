import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { createAuth, type AuthContext } from '../src/auth.js';
import { createHttpApp } from '../src/http.js';
import { handle } from '../src/route.js';
import { startTestIssuer, type TestIssuer } from '../src/testing/index.js';
import { quietLogger, serve } from './http-support.js';

const noteBody = z.strictObject({
  title: z.string().min(3, 'Title must be at least 3 characters'),
  pinned: z.boolean().optional(),
});
const pageQuery = z.strictObject({ page: z.coerce.number<string>().int().min(1) });

let issuer: TestIssuer;
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  issuer = await startTestIssuer();
  const auth = createAuth({ issuer: issuer.issuer, audience: issuer.audience });
  const router = new Router();
  router.post(
    '/notes',
    handle(
      { auth: auth.requireAuth(), body: noteBody, query: pageQuery },
      (ctx, { auth: caller, body, query }) => {
        expectTypeOf(caller).toEqualTypeOf<AuthContext>();
        expectTypeOf(body).toEqualTypeOf<{ title: string; pinned?: boolean | undefined }>();
        expectTypeOf(query).toEqualTypeOf<{ page: number }>();
        ctx.status = 201;
        ctx.body = { subject: caller.subject, title: body.title, page: query.page };
      },
    ),
  );
  router.post(
    '/drafts',
    handle(
      { body: noteBody, invalidDetail: () => 'Please give the note a title.' },
      (ctx, { body }) => {
        ctx.body = body;
      },
    ),
  );
  const app = createHttpApp({ logger: quietLogger });
  app.use(router.routes());
  server = await serve(app);
});

afterAll(async () => {
  await server.close();
  await issuer.close();
});

function post(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

describe('handle', () => {
  it('hands the handler the caller, body and query it checked', async () => {
    const token = issuer.sign({ sub: 'user-7' });
    const response = await post('/notes?page=2', { title: 'Generator' }, token);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ subject: 'user-7', title: 'Generator', page: 2 });
  });

  it('authenticates before validating', async () => {
    const response = await post('/notes?page=0', { title: '' });
    expect(response.status).toBe(401);
  });

  it('reports an invalid body and an invalid query at once', async () => {
    const response = await post('/notes?page=0', { title: 'ab' }, issuer.sign());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      detail: 'The request has invalid fields.',
      errors: [
        { field: 'title', message: 'Title must be at least 3 characters' },
        { field: 'page', message: expect.any(String) as string },
      ],
    });
  });

  it('refuses unknown fields in body and query, naming each one', async () => {
    const response = await post(
      '/notes?page=1&sort=asc',
      { title: 'Roof', color: 'red' },
      issuer.sign(),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { field: string }[] };
    expect(body.errors.map((error) => error.field)).toEqual(['color', 'sort']);
  });

  it('puts the spec’s own detail on a 400 when it has one', async () => {
    const response = await post('/drafts', {});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      detail: 'Please give the note a title.',
      errors: [{ field: 'title' }],
    });
  });
});

// Compile-time only: typecheck fails if any of these misuses stops being an error.
export const misuses = [
  handle({ body: noteBody }, (_ctx, { body }) => {
    // @ts-expect-error the schema has no such field
    void body.author;
  }),
  handle({ body: noteBody }, (_ctx, input) => {
    // @ts-expect-error the query was never validated
    void input.query;
  }),
  handle({ query: pageQuery }, (_ctx, input) => {
    // @ts-expect-error no guard ran, so there is no caller
    void input.auth;
  }),
];
