import { parseEvent } from '@rha/contracts/events';
import { createInProcessTransport, createLogger, parseEnv, type EventEnvelope } from '@rha/kit';
import { createTestDb, startTestIssuer, type TestDb } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema, start } from '../src/server.js';
import {
  anchorage,
  call,
  registration,
  startCompanyService,
  tokenFor,
  type CompanyService,
} from './support.js';

const EVENT = 'company.profile.updated.v1';

describe('the outbox', () => {
  let service: CompanyService;

  beforeAll(async () => {
    service = await startCompanyService('company_outbox');
  });

  afterAll(async () => {
    await service?.stop();
  });

  async function outboxOf(companyId: string): Promise<EventEnvelope[]> {
    const rows: { envelope: EventEnvelope }[] = await service.testDb
      .db('outbox')
      .where({ type: EVENT })
      .orderBy('created_at');
    return rows
      .map((row) => row.envelope)
      .filter((envelope) => (envelope.data as { companyId: string }).companyId === companyId);
  }

  it('holds company.profile.updated.v1 for each change, with the main location', async () => {
    const sub = crypto.randomUUID();
    const token = tokenFor(service.issuer, sub);
    const registered = await call(service.url, '/companies/me', {
      method: 'PUT',
      token,
      body: registration,
    });
    const { company, locationId } = (await registered.json()) as {
      company: { id: string };
      locationId: string;
    };
    await call(service.url, '/companies/me', { method: 'PUT', token, body: registration });
    await call(service.url, '/companies/me', {
      method: 'PATCH',
      token,
      body: { companyName: 'Bethel Clinic' },
    });
    await call(service.url, '/companies/me/locations', { method: 'POST', token, body: anchorage });

    const events = await outboxOf(company.id);

    // The repeated sign-up step changed nothing, so it published nothing.
    expect(events).toHaveLength(3);
    const [created, renamed, added] = events.map((event) => parseEvent(EVENT, event.data));
    expect(events[0]).toMatchObject({ type: EVENT, source: 'company' });
    expect(created).toMatchObject({
      companyId: company.id,
      keycloakId: sub,
      companyName: 'Kuskokwim Clinic',
      website: 'https://kuskokwim.example.com',
      email: `${sub}@example.com`,
      phone: '',
      location: { id: locationId, city: 'Bethel', state: 'Alaska', zipCode: '99559' },
    });
    expect(renamed?.companyName).toBe('Bethel Clinic');
    expect(added?.location?.id).toBe(locationId);
  });

  it('carries the contact details the profile panel saved', async () => {
    const token = tokenFor(service.issuer, crypto.randomUUID());

    const response = await call(service.url, '/companies/me/profile', {
      method: 'PUT',
      token,
      body: {
        companyName: 'Kuskokwim Clinic',
        location: anchorage,
        contact: { email: 'office@kuskokwim.example.com', phone: '9075550199' },
      },
    });
    const { company } = (await response.json()) as { company: { id: string } };

    const [event] = await outboxOf(company.id);
    expect(event?.data).toMatchObject({
      email: 'office@kuskokwim.example.com',
      phone: '9075550199',
      website: '',
    });
  });

  it('holds nothing when a change is refused', async () => {
    const token = tokenFor(service.issuer, crypto.randomUUID());
    const before = await service.testDb.db('outbox').count<{ count: string }[]>('* as count');

    await call(service.url, '/companies/me', {
      method: 'PUT',
      token,
      body: { ...registration, location: { ...anchorage, zipCode: '10001' } },
    });

    const after = await service.testDb.db('outbox').count<{ count: string }[]>('* as count');
    expect(after[0]?.count).toBe(before[0]?.count);
  });
});

describe('start()', () => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb('company_server');
  });

  afterAll(async () => {
    await testDb?.drop();
  });

  it('migrates, serves, and relays company.profile.updated.v1 from the outbox to the bus', async () => {
    const issuer = await startTestIssuer();
    const parsed = parseEnv(configSchema, {
      PORT: '0',
      DATABASE_URL: testDb.url,
      DATABASE_SCHEMA: testDb.schema,
      KEYCLOAK_URL: new URL(issuer.issuer).origin,
      LOG_LEVEL: 'silent',
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    const transport = createInProcessTransport();
    const received: EventEnvelope[] = [];
    const listener = await transport.consume({
      service: 'company-test',
      bindings: [EVENT],
      handle: async (event) => {
        received.push(event);
      },
    });
    const running = await start(parsed.value, {
      transport,
      logger: createLogger('company', 'silent'),
    });

    try {
      const sub = crypto.randomUUID();
      const response = await call(running.url, '/companies/me', {
        method: 'PUT',
        token: tokenFor(issuer, sub),
        body: registration,
      });
      const ready = await fetch(`${running.url}/readyz`);

      expect(response.status).toBe(200);
      expect(ready.status).toBe(200);
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
      expect(received[0]).toMatchObject({ type: EVENT, data: { keycloakId: sub } });
    } finally {
      await listener.stop();
      await running.stop();
      await transport.close();
      await issuer.close();
    }
  });

  it('names the variable when the configuration is invalid', () => {
    const parsed = parseEnv(configSchema, {
      PORT: '4002',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      KEYCLOAK_URL: 'http://localhost:8081',
      DATABASE_SCHEMA: 'Company; drop schema company',
    });

    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.map((p) => p.variable)).toContain('DATABASE_SCHEMA');
  });
});
