import { randomUUID } from 'node:crypto';
import { ONBOARDING_STEPS } from '@rha/contracts';
import { createLogger, createTransport, parseEnv, type EventEnvelope } from '@rha/kit';
import {
  createTestDb,
  startTestIssuer,
  testBrokerUrl,
  type TestDb,
  type TestIssuer,
} from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema, start } from '../src/server.js';
import { stepAnswers } from './steps.js';
import { tokenFor } from './support.js';

const brokerUrl = await testBrokerUrl();
const logger = createLogger('technician-test', 'silent');

let testDb: TestDb;
let issuer: TestIssuer;

beforeAll(async () => {
  testDb = await createTestDb('technician_server');
  issuer = await startTestIssuer();
});

afterAll(async () => {
  await issuer?.close();
  await testDb?.drop();
});

function configFor(env: Record<string, string>) {
  return parseEnv(configSchema, {
    PORT: '0',
    DATABASE_URL: testDb.url,
    DATABASE_SCHEMA: testDb.schema,
    KEYCLOAK_URL: new URL(issuer.issuer).origin,
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/*
 * The probe's queue lives on a broker other runs may share: it looks for this test's technician
 * only.
 */
describe.skipIf(!brokerUrl)('start, over RabbitMQ', () => {
  it('migrates its schema and publishes one completion event through the relay', async () => {
    const parsed = configFor({ AMQP_URL: brokerUrl ?? '' });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    const sub = randomUUID();
    const probe = await createTransport({ url: brokerUrl, logger });
    const received: EventEnvelope[] = [];
    const consumption = await probe.consume({
      service: 'technician-test-probe',
      bindings: ['technician.onboarding.completed.v1'],
      handle: async (event) => {
        if ((event.data as { technicianId?: string }).technicianId === sub) received.push(event);
      },
    });
    const running = await start(parsed.value, { logger });

    try {
      const token = tokenFor(issuer, sub);
      for (const step of [...ONBOARDING_STEPS, 'finalReview'] as const) {
        const response = await fetch(`${running.url}/technicians/me/onboarding/steps/${step}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(stepAnswers[step]),
        });
        expect(response.status).toBe(200);
      }

      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
      expect(received[0]).toMatchObject({
        type: 'technician.onboarding.completed.v1',
        source: 'technician',
        data: { technicianId: sub, fullName: 'Ada Sheldon', email: `${sub}@example.com` },
      });
      const unsent = await testDb.db('outbox').whereNull('published_at');
      expect(unsent).toHaveLength(0);
    } finally {
      await running.stop();
      await consumption.stop();
      await probe.close();
    }
  });
});

describe('configuration', () => {
  it('defaults to its own schema', () => {
    const parsed = parseEnv(configSchema, {
      PORT: '4004',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      KEYCLOAK_URL: 'http://localhost:8081',
    });

    expect(parsed.ok && parsed.value).toMatchObject({ DATABASE_SCHEMA: 'technician', PORT: 4004 });
  });
});
