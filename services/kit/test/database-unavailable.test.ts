import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '../src/db.js';
import { createHttpApp } from '../src/http.js';
import { testDatabaseUrl } from '../src/testing/postgres.js';
import { quietLogger, serve } from './http-support.js';

/** A port on loopback nobody listens on: connecting is refused at once, as with a stopped Postgres. */
const refusedUrl = 'postgres://postgres@127.0.0.1:1/postgres';

describe('a request while the database cannot be reached', () => {
  let server: { url: string; close(): Promise<void> };
  let downDb: Knex;
  let liveDb: Knex;
  let killer: Knex;

  beforeAll(async () => {
    downDb = createDb({ connectionString: refusedUrl, schema: 'public' });
    liveDb = createDb({ connectionString: await testDatabaseUrl(), schema: 'public' });
    killer = createDb({ connectionString: await testDatabaseUrl(), schema: 'public' });
    const router = new Router();
    router.get('/down', async (ctx) => {
      ctx.body = await downDb.raw('select 1');
    });
    // The backend serving this query is terminated under it, as a Postgres restart does.
    router.get('/terminated', async (ctx) => {
      ctx.body = await liveDb.transaction(async (trx) => {
        const { rows } = await trx.raw<{ rows: { pid: number }[] }>(
          'select pg_backend_pid() as pid',
        );
        await killer.raw('select pg_terminate_backend(?)', [rows[0]?.pid ?? 0]);
        return trx.raw('select 1');
      });
    });
    router.get('/broken-query', async (ctx) => {
      ctx.body = await liveDb.raw('select * from no_such_table_anywhere');
    });
    const app = createHttpApp({ logger: quietLogger });
    app.use(router.routes());
    server = await serve(app);
  });

  afterAll(async () => {
    await server?.close();
    await Promise.all([downDb?.destroy(), liveDb?.destroy(), killer?.destroy()]);
  });

  it('answers 503 problem+json with Retry-After when connecting is refused', async () => {
    const response = await fetch(`${server.url}/down`);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toMatchObject({ status: 503, code: 'service_unavailable' });
  });

  it('answers 503 when the connection is terminated under a query', async () => {
    const response = await fetch(`${server.url}/terminated`);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { code: string }).code).toBe('service_unavailable');
  });

  it('still answers 500 for a query that is wrong, not the database being away', async () => {
    const response = await fetch(`${server.url}/broken-query`);
    expect(response.status).toBe(500);
  });
});
