import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../src/http.js';
import { createTestDb, type TestDb } from '../src/testing/database.js';
import { quietLogger, serve } from './http-support.js';

let testDb: TestDb;
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  testDb = await createTestDb('unstorable_text');
  await testDb.db.schema.createTable('notes', (table) => {
    table.text('text');
    table.jsonb('fields');
  });
  const router = new Router();
  router.post('/notes', async (ctx) => {
    const { text, fields } = ctx.request.body as { text: string; fields: unknown };
    await testDb.db('notes').insert({ text, fields: JSON.stringify(fields) });
    ctx.status = 204;
  });
  const app = createHttpApp({ logger: quietLogger });
  app.use(router.routes());
  server = await serve(app);
});

afterAll(async () => {
  await server?.close();
  await testDb?.drop();
});

function postNote(json: string) {
  return fetch(`${server.url}/notes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: json,
  });
}

describe('text Postgres cannot store', () => {
  it.each([
    ['a NUL character in a text column', '{"text":"a\\u0000b","fields":{}}'],
    ['a NUL character in jsonb', '{"text":"a","fields":{"note":"a\\u0000b"}}'],
    ['half a surrogate pair in jsonb', '{"text":"a","fields":{"note":"\\udad6"}}'],
    // A text column would have taken it as U+FFFD without a word.
    ['half a surrogate pair in a text column', '{"text":"a\\ud800b","fields":{}}'],
    ['half a surrogate pair in a key', '{"text":"a","fields":{"\\udc00":"b"}}'],
  ])('is a 400 unstorable_text problem: %s', async (_, json) => {
    const response = await postNote(json);

    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await response.json()).toMatchObject({ status: 400, code: 'unstorable_text' });
  });

  it('stores ordinary text as before', async () => {
    const response = await postNote(
      '{"text":"Bethel \\ud83d\\ude81","fields":{"note":"Kwethluk ✓"}}',
    );

    expect(response.status).toBe(204);
  });
});
