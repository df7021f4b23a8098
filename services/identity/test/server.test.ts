import { createTestDb, startTestIssuer, type TestDb, type TestIssuer } from '@rha/kit/testing';
import { createInProcessTransport, createLogger, parseEnv } from '@rha/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema, start } from '../src/server.js';

let testDb: TestDb;
let issuer: TestIssuer;

beforeAll(async () => {
  testDb = await createTestDb('identity_server');
  issuer = await startTestIssuer();
});

afterAll(async () => {
  await issuer?.close();
  await testDb?.drop();
});

describe('start', () => {
  it('migrates its schema and serves profiles for tokens of the configured realm', async () => {
    const parsed = parseEnv(configSchema, {
      PORT: '0',
      DATABASE_URL: testDb.url,
      DATABASE_SCHEMA: testDb.schema,
      KEYCLOAK_URL: new URL(issuer.issuer).origin,
      LOG_LEVEL: 'silent',
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    const running = await start(parsed.value, {
      transport: createInProcessTransport(),
      logger: createLogger('identity', 'silent'),
    });

    try {
      const token = issuer.sign({ realm_access: { roles: ['admin'] } });
      const response = await fetch(`${running.url}/users/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const ready = await fetch(`${running.url}/readyz`);

      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ userType: 'admin' });
      expect(ready.status).toBe(200);
    } finally {
      await running.stop();
    }
  });

  it('names the variable when the configuration is invalid', () => {
    const parsed = parseEnv(configSchema, {
      PORT: '4001',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      KEYCLOAK_URL: 'http://localhost:8081',
      DATABASE_SCHEMA: 'Robert"); drop table users;--',
    });

    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.map((p) => p.variable)).toContain('DATABASE_SCHEMA');
  });
});
