import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessTransport } from '../src/bus/index.js';
import { migrate } from '../src/db.js';
import { healthRoutes } from '../src/health.js';
import { createHttpApp } from '../src/http.js';
import { createTestDb, type TestDb } from '../src/testing/index.js';
import { quietLogger, serve } from './http-support.js';

async function serveHealth(options: Parameters<typeof healthRoutes>[0]) {
  const app = createHttpApp({ logger: quietLogger });
  app.use(healthRoutes(options).routes());
  return serve(app);
}

describe('health routes with a live database and broker', () => {
  let testDb: TestDb;
  let server: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    testDb = await createTestDb('kit_health');
    await migrate(testDb.db, { schema: testDb.schema, migrations: [] });
    const transport = createInProcessTransport({ logger: quietLogger });
    server = await serveHealth({ db: testDb.db, transport });
  });

  afterAll(async () => {
    await server.close();
    await testDb.drop();
  });

  it('/healthz answers 200 from the process alone', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 when the database and the broker answer', async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', broker: 'ok' });
  });
});

describe('readiness when dependencies are gone', () => {
  it('/readyz answers 503 naming the database once its pool is destroyed', async () => {
    const testDb = await createTestDb('kit_health_down');
    const server = await serveHealth({ db: testDb.db });
    try {
      await testDb.db.destroy();
      const response = await fetch(`${server.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 'unavailable',
        database: 'down',
        broker: 'not_configured',
      });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.close();
      await testDb.drop();
    }
  });

  it('/readyz answers 503 naming the broker once the transport is closed', async () => {
    const transport = createInProcessTransport({ logger: quietLogger });
    const server = await serveHealth({ transport });
    try {
      await transport.close();
      const response = await fetch(`${server.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ broker: 'down' });
    } finally {
      await server.close();
    }
  });
});
