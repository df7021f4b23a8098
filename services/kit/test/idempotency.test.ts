import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAuth } from '../src/auth.js';
import { migrate } from '../src/db.js';
import { HttpProblem } from '../src/errors.js';
import { createHttpApp } from '../src/http.js';
import {
  answerIdempotently,
  idempotencyKeysMigration,
  purgeExpiredKeys,
  scopeIdempotencyKeysToEndpointsMigration,
} from '../src/idempotency.js';
import type { Migration } from '../src/migration.js';
import { handle } from '../src/route.js';
import {
  createTestDb,
  startTestIssuer,
  type TestDb,
  type TestIssuer,
} from '../src/testing/index.js';
import { quietLogger, serve } from './http-support.js';

const widgetsTable: Migration = {
  name: '20250101000000_create_idempotency_widgets',
  async up(knex) {
    await knex.schema.createTable('idempotency_widgets', (table) => {
      table.increments('id');
      table.text('name').notNullable();
    });
  },
  async down(knex) {
    await knex.schema.dropTable('idempotency_widgets');
  },
};

const widgetBody = z.strictObject({ name: z.string() });

let testDb: TestDb;
let issuer: TestIssuer;
let server: { url: string; close(): Promise<void> };
/** Holds the write of a widget named `held` open until released, to overlap two attempts. */
let release: () => void = () => undefined;
let held: Promise<void> = Promise.resolve();

beforeAll(async () => {
  testDb = await createTestDb('idempotency');
  await migrate(testDb.db, {
    schema: testDb.schema,
    migrations: [
      widgetsTable,
      idempotencyKeysMigration('20250101000001_add_idempotency_keys'),
      scopeIdempotencyKeysToEndpointsMigration('20250101000002_scope_idempotency_keys'),
    ],
  });
  issuer = await startTestIssuer();
  const auth = createAuth({ issuer: issuer.issuer, audience: issuer.audience });
  const router = new Router();
  // A second endpoint doing the same write, to show that keys belong to the endpoint.
  router.post(
    ['/widgets', '/spare-widgets'],
    handle({ auth: auth.requireAuth(), body: widgetBody }, async (ctx, input) => {
      await answerIdempotently(ctx, testDb.db, input.auth.subject, (db) =>
        db.transaction(async (trx) => {
          const [widget] = await trx('idempotency_widgets')
            .insert({ name: input.body.name })
            .returning('*');
          if (input.body.name === 'held') await held;
          if (input.body.name === 'refused') {
            throw new HttpProblem({ status: 409, code: 'refused', detail: 'No.' });
          }
          return { status: 201, body: widget as unknown };
        }),
      );
    }),
  );
  const app = createHttpApp({ logger: quietLogger });
  app.use(router.routes());
  server = await serve(app);
});

afterAll(async () => {
  await server.close();
  await issuer.close();
  await testDb.drop();
});

beforeEach(async () => {
  await testDb.db('idempotency_widgets').delete();
  await testDb.db('idempotency_keys').delete();
});

function postWidget(
  name: string,
  options: { key?: string; token?: string; path?: string } = {},
): Promise<Response> {
  return fetch(`${server.url}${options.path ?? '/widgets'}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${options.token ?? issuer.sign({ sub: 'user-1' })}`,
      ...(options.key === undefined ? {} : { 'idempotency-key': options.key }),
    },
    body: JSON.stringify({ name }),
  });
}

async function widgetCount(): Promise<number> {
  const row = await testDb
    .db('idempotency_widgets')
    .count<{ count: string }>({ count: '*' })
    .first();
  return Number(row?.count);
}

async function keyCount(): Promise<number> {
  const row = await testDb.db('idempotency_keys').count<{ count: string }>({ count: '*' }).first();
  return Number(row?.count);
}

describe('answerIdempotently', () => {
  it('runs every write without a key', async () => {
    expect((await postWidget('pump')).status).toBe(201);
    expect((await postWidget('pump')).status).toBe(201);
    expect(await widgetCount()).toBe(2);
    expect(await keyCount()).toBe(0);
  });

  it('answers a resend with the stored answer and writes nothing new', async () => {
    const key = randomUUID();
    const first = await postWidget('pump', { key });
    const firstBody: unknown = await first.json();
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    const resend = await postWidget('pump', { key });
    expect(resend.status).toBe(201);
    expect(resend.headers.get('idempotent-replayed')).toBe('true');
    expect(await resend.json()).toEqual(firstBody);
    expect(await widgetCount()).toBe(1);
  });

  it('refuses the same key with another body', async () => {
    const key = randomUUID();
    await postWidget('pump', { key });
    const reused = await postWidget('generator', { key });
    expect(reused.status).toBe(422);
    expect(reused.headers.get('content-type')).toContain('application/problem+json');
    expect(await reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await widgetCount()).toBe(1);
  });

  it('keeps the same key sent to another endpoint apart', async () => {
    const key = randomUUID();
    await postWidget('pump', { key });
    const elsewhere = await postWidget('pump', { key, path: '/spare-widgets' });
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.headers.get('idempotent-replayed')).toBeNull();
    expect(await widgetCount()).toBe(2);
    const resend = await postWidget('pump', { key, path: '/spare-widgets' });
    expect(resend.headers.get('idempotent-replayed')).toBe('true');
    expect(await widgetCount()).toBe(2);
  });

  it('keeps the keys of different callers apart', async () => {
    const key = randomUUID();
    await postWidget('pump', { key, token: issuer.sign({ sub: 'user-1' }) });
    const other = await postWidget('pump', { key, token: issuer.sign({ sub: 'user-2' }) });
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await widgetCount()).toBe(2);
  });

  it('refuses a malformed key, naming the header', async () => {
    const response = await postWidget('pump', { key: 'x'.repeat(256) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'invalid_idempotency_key',
      errors: [{ field: 'Idempotency-Key' }],
    });
    expect(await widgetCount()).toBe(0);
  });

  it('leaves no key behind when the write fails, so a resend does the write', async () => {
    const key = randomUUID();
    expect((await postWidget('refused', { key })).status).toBe(409);
    expect(await widgetCount()).toBe(0);
    expect(await keyCount()).toBe(0);

    expect((await postWidget('pump', { key })).status).toBe(201);
    expect(await widgetCount()).toBe(1);
  });

  it('lets a resend that overlaps the first attempt wait for it and replay', async () => {
    const key = randomUUID();
    held = new Promise((resolve) => (release = resolve));
    const first = postWidget('held', { key });
    await until(async () => (await inFlightInserts()) > 0);
    const second = postWidget('held', { key });
    await until(async () => (await lockWaiters()) > 0);
    release();

    const [a, b] = await Promise.all([first, second]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await b.json()).toEqual(await a.json());
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(await widgetCount()).toBe(1);
  });

  it('tells a resend to come back when the first attempt takes too long', async () => {
    const key = randomUUID();
    held = new Promise((resolve) => (release = resolve));
    const first = postWidget('held', { key });
    await until(async () => (await inFlightInserts()) > 0);
    const second = await postWidget('held', { key });
    release();

    expect(second.status).toBe(409);
    expect(second.headers.get('retry-after')).toBe('2');
    expect(await second.json()).toMatchObject({ code: 'idempotency_key_in_flight' });
    expect((await first).status).toBe(201);
    expect(await widgetCount()).toBe(1);
  });

  it('purges keys older than the retention', async () => {
    await postWidget('pump', { key: randomUUID() });
    await testDb.db('idempotency_keys').insert({
      subject: 'user-9',
      key: 'old',
      method: 'POST',
      path: '/widgets',
      body_hash: 'h',
      status: 201,
      answer: JSON.stringify({ body: {} }),
      created_at: testDb.db.raw(`now() - interval '8 days'`),
    });
    expect(await purgeExpiredKeys(testDb.db)).toBe(1);
    expect(await keyCount()).toBe(1);
  });
});

/** Transactions of this schema's test waiting on a lock (the second claim of a key). */
async function lockWaiters(): Promise<number> {
  const { rows } = await testDb.db.raw<{ rows: { count: string }[] }>(
    `select count(*) from pg_stat_activity
      where wait_event_type = 'Lock' and query ilike '%idempotency_keys%'`,
  );
  return Number(rows[0]?.count);
}

/** Widget inserts not yet committed: the first attempt is holding its key. */
async function inFlightInserts(): Promise<number> {
  const { rows } = await testDb.db.raw<{ rows: { count: string }[] }>(
    `select count(*) from pg_stat_activity
      where state = 'idle in transaction' and query ilike '%insert into "idempotency_widgets"%'`,
  );
  return Number(rows[0]?.count);
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the condition never held');
}
