import { randomUUID } from 'node:crypto';
import {
  DEFAULT_AUTO_APPROVE_HOURS,
  DEFAULT_DISPATCH_WAVE_DELAY_MINUTES,
  DEFAULT_OFFER_EXPIRY_MINUTES,
} from '@rha/contracts';
import type { EventEnvelope } from '@rha/kit';
import {
  createEvent,
  createInProcessTransport,
  createLogger,
  createTransport,
  parseEnv,
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
import { startCompanyStub, type CompanyStub } from './support/company-stub.js';
import { remoteHandsRequest } from './support/requests.js';
import {
  startTechnicianStub,
  TEST_INTERNAL_API_TOKEN,
  type TechnicianStub,
} from './support/technician-stub.js';

const brokerUrl = await testBrokerUrl();

let testDb: TestDb;
let issuer: TestIssuer;
let company: CompanyStub;
let technician: TechnicianStub;

beforeAll(async () => {
  testDb = await createTestDb('service_request_server');
  issuer = await startTestIssuer();
  company = await startCompanyStub();
  technician = await startTechnicianStub();
});

afterAll(async () => {
  await technician?.close();
  await company?.close();
  await issuer?.close();
  await testDb?.drop();
});

function configFor(env: Record<string, string>) {
  return parseEnv(configSchema, {
    PORT: '0',
    DATABASE_URL: testDb.url,
    DATABASE_SCHEMA: testDb.schema,
    KEYCLOAK_URL: new URL(issuer.issuer).origin,
    COMPANY_URL: company.url,
    TECHNICIAN_URL: technician.url,
    INTERNAL_API_TOKEN: TEST_INTERNAL_API_TOKEN,
    // Ticking is turned on by the test about it.
    DISPATCH_TICK_SECONDS: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

describe('start', () => {
  it('migrates its schema, stores a request and publishes its event through the relay', async () => {
    const parsed = configFor({});
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    const transport = createInProcessTransport();
    const published: EventEnvelope[] = [];
    const consumption = await transport.consume({
      service: 'notification-probe',
      bindings: ['service-request.#'],
      handle: async (event) => {
        published.push(event);
      },
    });
    const running = await start(parsed.value, {
      transport,
      logger: createLogger('service-request', 'silent'),
    });

    try {
      const sub = randomUUID();
      const { locations } = company.register(sub, 'Nome Joint Utilities', [
        { address: '', city: 'Nome', state: 'Alaska', zipCode: '99762' },
      ]);
      const token = issuer.sign({
        sub,
        email: 'company@example.com',
        name: 'Sam Kuskokwim',
        realm_access: { roles: ['company'] },
      });
      const response = await fetch(`${running.url}/service-requests`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(remoteHandsRequest(locations[0]?.id ?? '')),
      });
      const ready = await fetch(`${running.url}/readyz`);

      expect(response.status).toBe(201);
      expect(ready.status).toBe(200);
      await expect.poll(() => published.length, { timeout: 5_000 }).toBe(1);
      expect(published[0]).toMatchObject({
        type: 'service-request.submitted.v1',
        data: { company: { name: 'Nome Joint Utilities' }, location: { city: 'Nome' } },
      });
    } finally {
      await running.stop();
      await consumption.stop();
      await transport.close();
    }
  });

  it.skipIf(!brokerUrl)('publishes one cancellation event over RabbitMQ', async () => {
    const parsed = configFor({ AMQP_URL: brokerUrl ?? '' });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    const logger = createLogger('service-request', 'silent');
    const probe = await createTransport({ url: brokerUrl, logger });
    const sub = randomUUID();
    const { locations, company: registered } = company.register(sub, 'Kwethluk Clinic', [
      { address: '', city: 'Kwethluk', state: 'Alaska', zipCode: '99621' },
    ]);
    // The probe's queue lives on a broker other runs may share: it keeps this company's events only.
    const received: EventEnvelope[] = [];
    const consumption = await probe.consume({
      service: 'service-request-test-probe',
      bindings: ['service-request.cancelled.v1'],
      handle: async (event) => {
        if ((event.data as { companyId?: string }).companyId === registered.id) {
          received.push(event);
        }
      },
    });
    const running = await start(parsed.value, { logger });

    try {
      const token = issuer.sign({
        sub,
        email: 'company@example.com',
        realm_access: { roles: ['company'] },
      });
      const submitted = await fetch(`${running.url}/service-requests`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(remoteHandsRequest(locations[0]?.id ?? '')),
      });
      const { id } = (await submitted.json()) as { id: string };
      const cancelled = await fetch(`${running.url}/service-requests/${id}/cancel`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'Fixed by the clinic staff.' }),
      });

      expect(cancelled.status).toBe(200);
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
      expect(received[0]).toMatchObject({
        type: 'service-request.cancelled.v1',
        source: 'service-request',
        data: { requestId: id, from: 'Submitted', reason: 'Fixed by the clinic staff.' },
      });
    } finally {
      await running.stop();
      await consumption.stop();
      await probe.close();
    }
  });

  it.skipIf(!brokerUrl)(
    'withdraws a suspended technician’s offers on the vetting event over RabbitMQ',
    async () => {
      const parsed = configFor({ AMQP_URL: brokerUrl ?? '' });
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
      const logger = createLogger('service-request', 'silent');
      const publisher = await createTransport({ url: brokerUrl, logger });
      const running = await start(parsed.value, { logger });

      try {
        const sub = randomUUID();
        const { locations } = company.register(sub, 'Kivalina School', [
          { address: '', city: 'Kivalina', state: 'Alaska', zipCode: '99750' },
        ]);
        const suspended = technician.add('Kivalina', 'lives_there');
        const companyToken = issuer.sign({
          sub,
          email: 'school@example.com',
          realm_access: { roles: ['company'] },
        });
        const adminToken = issuer.sign({
          sub: randomUUID(),
          name: 'Ada Admin',
          realm_access: { roles: ['admin'] },
        });
        const post = (path: string, token: string, body: unknown) =>
          fetch(`${running.url}${path}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
        const submitted = await post(
          '/service-requests',
          companyToken,
          remoteHandsRequest(locations[0]?.id ?? ''),
        );
        expect(submitted.status).toBe(201);
        const { id } = (await submitted.json()) as { id: string };
        const offered = await post(`/admin/service-requests/${id}/offers`, adminToken, {
          technicianIds: [suspended.id],
        });
        expect(offered.status).toBe(200);

        await publisher.publish(
          createEvent(
            'technician.vetting.changed.v1',
            {
              changeId: randomUUID(),
              technicianId: suspended.id,
              fullName: suspended.fullName,
              email: suspended.email,
              from: 'approved',
              to: 'suspended',
              reason: '',
              changedAt: new Date().toISOString(),
            },
            { source: 'technician-test', correlationId: randomUUID() },
          ),
        );

        await expect
          .poll(
            async () =>
              (await testDb.db('offers').where({ request_id: id }).first())?.status as string,
            { timeout: 10_000 },
          )
          .toBe('withdrawn');
        expect(await testDb.db('service_requests').where({ id }).first()).toMatchObject({
          status: 'Submitted',
        });
      } finally {
        await running.stop();
        await publisher.close();
      }
    },
  );

  it('runs smart dispatch in the process every DISPATCH_TICK_SECONDS, with the credential', async () => {
    const parsed = configFor({ DISPATCH_TICK_SECONDS: '1' });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    const transport = createInProcessTransport();
    const dispatched: EventEnvelope[] = [];
    const consumption = await transport.consume({
      service: 'notification-probe',
      bindings: ['service-request.dispatched.v1'],
      handle: async (event) => {
        dispatched.push(event);
      },
    });
    const running = await start(parsed.value, {
      transport,
      logger: createLogger('service-request', 'silent'),
    });

    try {
      const sub = randomUUID();
      const { locations } = company.register(sub, 'Unalakleet Store', [
        { address: '', city: 'Unalakleet', state: 'Alaska', zipCode: '99684' },
      ]);
      const local = technician.add('Unalakleet', 'lives_there');
      const token = issuer.sign({
        sub,
        email: 'store@example.com',
        realm_access: { roles: ['company'] },
      });
      const response = await fetch(`${running.url}/service-requests`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(remoteHandsRequest(locations[0]?.id ?? '')),
      });
      const { id } = (await response.json()) as { id: string };

      // Earlier tests in this file may leave a request with a wave due, which the tick sends too.
      const ours = () =>
        dispatched.filter((event) => (event.data as { requestId?: string }).requestId === id);
      await expect.poll(() => ours().length, { timeout: 5_000 }).toBe(1);
      expect(ours()[0]).toMatchObject({
        data: { requestId: id, source: 'community', offers: [{ technicianId: local.id }] },
      });
      const asked = technician.calls.find((call) => call.query.get('community') === 'Unalakleet');
      expect(asked?.headers['x-internal-api-token']).toBe(TEST_INTERNAL_API_TOKEN);
      expect(asked?.headers.authorization).toBeUndefined();
    } finally {
      await running.stop();
      await consumption.stop();
      await transport.close();
    }
  });

  it('does not tick when DISPATCH_TICK_SECONDS is 0', async () => {
    const parsed = configFor({ DISPATCH_TICK_SECONDS: '0' });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    const running = await start(parsed.value, {
      transport: createInProcessTransport(),
      logger: createLogger('service-request', 'silent'),
    });

    try {
      const sub = randomUUID();
      const { locations } = company.register(sub, 'Shaktoolik Clinic', [
        { address: '', city: 'Shaktoolik', state: 'Alaska', zipCode: '99771' },
      ]);
      technician.add('Shaktoolik', 'lives_there');
      const token = issuer.sign({
        sub,
        email: 'clinic@example.com',
        realm_access: { roles: ['company'] },
      });
      const response = await fetch(`${running.url}/service-requests`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(remoteHandsRequest(locations[0]?.id ?? '')),
      });
      expect(response.status).toBe(201);

      // Longer than a one-second tick would take to offer it.
      await new Promise((resolve) => setTimeout(resolve, 2_500));

      expect(
        technician.calls.filter((call) => call.query.get('community') === 'Shaktoolik'),
      ).toEqual([]);
    } finally {
      await running.stop();
    }
  });

  it('names the variable when the configuration is invalid', () => {
    const parsed = configFor({
      COMPANY_URL: 'not a url',
      DATABASE_SCHEMA: 'Service-Request',
      TECHNICIAN_URL: 'technician',
      INTERNAL_API_TOKEN: 'too-short',
      DISPATCH_WAVE_DELAY_MINUTES: '0',
      OFFER_EXPIRY_MINUTES: '1.5',
      DISPATCH_TICK_SECONDS: '-1',
      AUTO_APPROVE_HOURS: '0',
    });

    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problems.map((problem) => problem.variable).sort()).toEqual([
        'AUTO_APPROVE_HOURS',
        'COMPANY_URL',
        'DATABASE_SCHEMA',
        'DISPATCH_TICK_SECONDS',
        'DISPATCH_WAVE_DELAY_MINUTES',
        'INTERNAL_API_TOKEN',
        'OFFER_EXPIRY_MINUTES',
        'TECHNICIAN_URL',
      ]);
    }
  });

  it('needs the internal credential to ask the technician service', () => {
    const parsed = parseEnv(configSchema, {
      PORT: '4003',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      KEYCLOAK_URL: 'http://localhost:8081',
    });

    expect(parsed.ok || parsed.problems.map((problem) => problem.variable)).toEqual([
      'INTERNAL_API_TOKEN',
    ]);
  });

  it('defaults to its own schema, the company and technician ports, the dispatch timings and the approval delay', () => {
    const parsed = parseEnv(configSchema, {
      PORT: '4003',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      KEYCLOAK_URL: 'http://localhost:8081',
      INTERNAL_API_TOKEN: TEST_INTERNAL_API_TOKEN,
    });

    expect(parsed.ok && parsed.value).toMatchObject({
      DATABASE_SCHEMA: 'service_request',
      COMPANY_URL: 'http://localhost:4002',
      TECHNICIAN_URL: 'http://localhost:4004',
      DISPATCH_WAVE_DELAY_MINUTES: DEFAULT_DISPATCH_WAVE_DELAY_MINUTES,
      OFFER_EXPIRY_MINUTES: DEFAULT_OFFER_EXPIRY_MINUTES,
      DISPATCH_TICK_SECONDS: 30,
      AUTO_APPROVE_HOURS: DEFAULT_AUTO_APPROVE_HOURS,
    });
  });
});
