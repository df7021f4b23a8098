import { randomUUID } from 'node:crypto';
import { ONBOARDING_STEPS } from '@rha/contracts';
import {
  createEvent,
  createLogger,
  createTransport,
  parseEnv,
  type EventEnvelope,
  type Transport,
} from '@rha/kit';
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
import { adminToken, internalApiToken, tokenFor } from './support.js';

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
    INTERNAL_API_TOKEN: internalApiToken,
    ...env,
  });
}

interface ProbedRun {
  sub: string;
  probe: Transport;
  /** The probe's events about `sub`. */
  received: EventEnvelope[];
  running: Awaited<ReturnType<typeof start>>;
  stop(): Promise<void>;
}

/*
 * The probe's queue lives on a broker other runs may share: it keeps the events about this run's
 * technician only.
 */
async function startProbedOverRabbitMq(probeName: string, eventType: string): Promise<ProbedRun> {
  const parsed = configFor({ AMQP_URL: brokerUrl ?? '' });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  const sub = randomUUID();
  const probe = await createTransport({ url: brokerUrl, logger });
  const received: EventEnvelope[] = [];
  const consumption = await probe.consume({
    service: probeName,
    bindings: [eventType],
    handle: async (event) => {
      if ((event.data as { technicianId?: string }).technicianId === sub) received.push(event);
    },
  });
  const running = await start(parsed.value, { logger });
  return {
    sub,
    probe,
    received,
    running,
    async stop() {
      await running.stop();
      await consumption.stop();
      await probe.close();
    },
  };
}

describe.skipIf(!brokerUrl)('start, over RabbitMQ', () => {
  it('migrates its schema and publishes one completion event through the relay', async () => {
    const run = await startProbedOverRabbitMq(
      'technician-test-probe',
      'technician.onboarding.completed.v1',
    );
    const { sub, received, running } = run;

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
      await run.stop();
    }
  });
});

describe.skipIf(!brokerUrl)('the admin directory over RabbitMQ', () => {
  it('keeps identity’s copy of a technician and publishes each vetting move once', async () => {
    const run = await startProbedOverRabbitMq(
      'technician-test-vetting-probe',
      'technician.vetting.changed.v1',
    );
    const { sub, probe, received, running } = run;

    try {
      await probe.publish(
        createEvent(
          'identity.user.changed.v1',
          {
            keycloakId: sub,
            userType: 'technician',
            fullName: 'Liam Larson',
            email: `${sub}@example.com`,
            phone: '9075550177',
            signedUpAt: '2026-03-01T10:00:00.000Z',
            lastLogin: null,
            changedAt: '2026-03-01T10:00:00.000Z',
          },
          { source: 'identity', correlationId: randomUUID() },
        ),
      );
      await expect
        .poll(async () => testDb.db('technicians').where({ keycloak_id: sub }).first(), {
          timeout: 10_000,
        })
        .toMatchObject({ full_name: 'Liam Larson', phone: '9075550177' });
      await testDb.db('technicians').where({ keycloak_id: sub }).update({
        completed_at: new Date(),
        vetting_status: 'applied',
      });

      const moved = await fetch(`${running.url}/admin/technicians/${sub}/vetting`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${adminToken(issuer)}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ status: 'rejected', reason: 'No references answered' }),
      });
      expect(moved.status).toBe(200);

      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
      expect(received[0]).toMatchObject({
        type: 'technician.vetting.changed.v1',
        source: 'technician',
        data: {
          technicianId: sub,
          fullName: 'Liam Larson',
          email: `${sub}@example.com`,
          from: 'applied',
          to: 'rejected',
          reason: 'No references answered',
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received).toHaveLength(1);
    } finally {
      await run.stop();
    }
  });
});

describe('configuration', () => {
  const env = {
    PORT: '4004',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
    KEYCLOAK_URL: 'http://localhost:8081',
    INTERNAL_API_TOKEN: 'x'.repeat(32),
  };

  it('defaults to its own schema', () => {
    const parsed = parseEnv(configSchema, env);

    expect(parsed.ok && parsed.value).toMatchObject({ DATABASE_SCHEMA: 'technician', PORT: 4004 });
  });

  it('requires an internal credential too long to guess', () => {
    const { INTERNAL_API_TOKEN: _, ...withoutToken } = env;

    const missing = parseEnv(configSchema, withoutToken);
    const short = parseEnv(configSchema, { ...env, INTERNAL_API_TOKEN: 'x'.repeat(31) });

    expect(!missing.ok && missing.problems).toEqual([
      { variable: 'INTERNAL_API_TOKEN', message: 'Required but not set' },
    ]);
    expect(!short.ok && short.problems).toEqual([
      { variable: 'INTERNAL_API_TOKEN', message: 'Must be at least 32 characters' },
    ]);
  });
});
