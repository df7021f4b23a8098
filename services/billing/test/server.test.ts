import { randomUUID } from 'node:crypto';
import { createEvent, createLogger, createTransport, parseEnv } from '@rha/kit';
import {
  createTestDb,
  startTestIssuer,
  testBrokerUrl,
  type TestDb,
  type TestIssuer,
} from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema, start } from '../src/server.js';
import { companyToken, completed, newJob, submitted } from './support.js';

const brokerUrl = await testBrokerUrl();
const logger = createLogger('billing-test', 'silent');

let testDb: TestDb;
let issuer: TestIssuer;

beforeAll(async () => {
  testDb = await createTestDb('billing_server');
  issuer = await startTestIssuer();
});

afterAll(async () => {
  await issuer?.close();
  await testDb?.drop();
});

describe.skipIf(!brokerUrl)('start, over RabbitMQ', () => {
  it("migrates its schema, is ready, and invoices a job approved on the request's events", async () => {
    const parsed = parseEnv(configSchema, {
      PORT: '0',
      DATABASE_URL: testDb.url,
      DATABASE_SCHEMA: testDb.schema,
      KEYCLOAK_URL: new URL(issuer.issuer).origin,
      LOG_LEVEL: 'silent',
      AMQP_URL: brokerUrl ?? '',
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    const running = await start(parsed.value, { logger });
    const publisher = await createTransport({ url: brokerUrl, logger });
    try {
      expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
      const job = newJob();
      const meta = { source: 'service-request', correlationId: randomUUID() };
      await publisher.publish(createEvent('service-request.submitted.v1', submitted(job), meta));
      await publisher.publish(createEvent('service-request.completed.v1', completed(job), meta));

      const token = companyToken(issuer, job.companyKeycloakId);
      await expect
        .poll(
          async () => {
            const response = await fetch(`${running.url}/invoices/me`, {
              headers: { authorization: `Bearer ${token}` },
            });
            const body = (await response.json()) as { invoices: { totalCents: number }[] };
            return body.invoices.map((invoice) => invoice.totalCents);
          },
          { timeout: 10_000 },
        )
        .toEqual([90_000]);
    } finally {
      await publisher.close();
      await running.stop();
    }
  });
});
