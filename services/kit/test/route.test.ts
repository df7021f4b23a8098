import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@rha/contracts/endpoints';
import { createAuth, type AuthContext } from '../src/auth.js';
import { createHttpApp } from '../src/http.js';
import { HttpProblem } from '../src/errors.js';
import { handle, pathParams } from '../src/route.js';
import { startTestIssuer, type TestIssuer } from '../src/testing/index.js';
import { quietLogger, serve } from './http-support.js';

const noteBody = z.strictObject({
  title: z.string().min(3, 'Title must be at least 3 characters'),
  pinned: z.boolean().optional(),
});
const pageQuery = z.strictObject({ page: z.coerce.number<string>().int().min(1) });
const noteEndpoints = [
  endpoint({
    operationId: 'getNote',
    method: 'get',
    path: '/notes/{id}',
    service: 'company',
    roles: ['signed-in'],
    params: z.object({ id: z.uuid('Note id must be a UUID') }),
    responses: {},
  }),
];
const noteNotFound = () =>
  new HttpProblem({ status: 404, code: 'note_not_found', detail: 'No such note.' });
const noteId = '0b7e4c9a-54a8-4c1e-9f0e-3f2b8f1d6a21';

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
  router.get(
    '/notes/:id',
    handle(pathParams(noteEndpoints, 'getNote', noteNotFound), (ctx, { params }) => {
      expectTypeOf(params).toEqualTypeOf<{ id: string }>();
      ctx.body = { id: params.id };
    }),
  );
  router.post(
    '/notes/:id/tags',
    handle({ body: noteBody, ...pathParams(noteEndpoints, 'getNote') }, (ctx, { params }) => {
      ctx.body = { id: params.id };
    }),
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

describe('handle with the path parameters of a contract entry', () => {
  it('hands the handler the parameters it checked', async () => {
    const response = await fetch(`${server.url}/notes/${noteId}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: noteId });
  });

  it('answers a parameter that does not parse as the route says an unknown one is answered', async () => {
    const response = await fetch(`${server.url}/notes/not-a-note`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      code: 'note_not_found',
      detail: 'No such note.',
    });
  });

  it('reports it as a field error when the route names no such refusal', async () => {
    const response = await post('/notes/not-a-note/tags', { title: 'Roof' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'id', message: 'Note id must be a UUID' }],
    });
  });

  it('checks the body first, so an invalid body is reported as before', async () => {
    const response = await post('/notes/not-a-note/tags', { title: 'ab' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ field: 'title' }] });
  });

  it('refuses, at startup, an operation that declares no path parameters', () => {
    const entries = [
      endpoint({
        operationId: 'listNotes',
        method: 'get',
        path: '/notes',
        service: 'company',
        roles: ['signed-in'],
        responses: {},
      }),
    ];
    expect(() => pathParams(entries, 'listNotes')).toThrow('listNotes declares no path parameters');
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
