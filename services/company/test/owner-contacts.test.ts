import { randomUUID } from 'node:crypto';
import type { EventData } from '@rha/contracts';
import {
  createEvent,
  createLogger,
  createTransport,
  parseEnv,
  type RunningService,
  type Transport,
} from '@rha/kit';
import {
  createTestDb,
  startTestIssuer,
  testBrokerUrl,
  type TestDb,
  type TestIssuer,
} from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configSchema, start } from '../src/server.js';
import { call, registration, tokenFor } from './support.js';

type UserChanged = EventData<'identity.user.changed.v1'>;

const brokerUrl = await testBrokerUrl();
const logger = createLogger('company-test', 'silent');

function userChanged(overrides: Partial<UserChanged> = {}): UserChanged {
  return {
    keycloakId: randomUUID(),
    userType: 'company',
    fullName: 'Sam Kuskokwim',
    email: 'sam@kuskokwim.example',
    phone: '9075550102',
    signedUpAt: '2026-01-05T18:00:00.000Z',
    lastLogin: '2026-01-05T18:00:00.000Z',
    changedAt: '2026-01-05T18:00:00.000Z',
    ...overrides,
  };
}

/*
 * The service consumes its real queue, `company.events`, on a broker other test runs may share:
 * every assertion looks at this test's own users only.
 */
describe.skipIf(!brokerUrl)('identity.user.changed.v1 over RabbitMQ', () => {
  let testDb: TestDb;
  let issuer: TestIssuer;
  let service: RunningService;
  let publisher: Transport;

  beforeAll(async () => {
    testDb = await createTestDb('company_contacts');
    issuer = await startTestIssuer();
    const parsed = parseEnv(configSchema, {
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATABASE_URL: testDb.url,
      DATABASE_SCHEMA: testDb.schema,
      AMQP_URL: brokerUrl,
      KEYCLOAK_URL: issuer.issuer.replace(/\/realms\/remote-hands$/, ''),
    });
    if (!parsed.ok) throw new Error(`bad company test config: ${JSON.stringify(parsed.problems)}`);
    service = await start(parsed.value, { logger, events: { maxAttempts: 2, retryDelayMs: 100 } });
    publisher = await createTransport({ url: brokerUrl, logger });
  });

  afterAll(async () => {
    await service?.stop();
    await publisher?.close();
    await issuer?.close();
    await testDb?.drop();
  });

  async function publish(user: UserChanged): Promise<string> {
    const event = createEvent('identity.user.changed.v1', user, {
      source: 'identity-test',
      correlationId: randomUUID(),
    });
    await publisher.publish(event);
    return event.id;
  }

  async function handled(...eventIds: string[]): Promise<void> {
    await vi.waitFor(
      async () => {
        const rows = await testDb.db('inbox').whereIn('event_id', eventIds);
        if (rows.length !== eventIds.length) throw new Error('events not handled yet');
      },
      { timeout: 10_000, interval: 50 },
    );
  }

  async function contactOf(keycloakId: string) {
    return testDb.db('owner_contacts').where({ keycloak_id: keycloakId }).first();
  }

  it("keeps a company user's contact, which the admin sees once the company exists", async () => {
    const user = userChanged();

    await handled(await publish(user));
    const token = tokenFor(issuer, user.keycloakId);
    const registered = await call(service.url, '/companies/me', {
      method: 'PUT',
      token,
      body: registration,
    });
    const { company } = (await registered.json()) as { company: { id: string } };
    const details = await call(service.url, `/admin/companies/${company.id}`, {
      token: tokenFor(issuer, randomUUID(), ['admin']),
    });

    expect(details.status).toBe(200);
    expect(((await details.json()) as { company: { contact: unknown } }).company.contact).toEqual({
      fullName: 'Sam Kuskokwim',
      email: 'sam@kuskokwim.example',
      phone: '9075550102',
    });
  });

  it('replaces the contact with a newer change', async () => {
    const user = userChanged();
    await handled(await publish(user));

    await handled(
      await publish({
        ...user,
        fullName: 'Sam K.',
        email: 'sam.k@kuskokwim.example',
        phone: '9075550199',
        changedAt: '2026-01-05T18:00:00.001Z',
      }),
    );

    expect(await contactOf(user.keycloakId)).toMatchObject({
      full_name: 'Sam K.',
      email: 'sam.k@kuskokwim.example',
      phone: '9075550199',
      changed_at: new Date('2026-01-05T18:00:00.001Z'),
    });
  });

  it('ignores a change older than, or as old as, the one it keeps', async () => {
    const user = userChanged({ changedAt: '2026-01-06T09:00:00.000Z' });
    await handled(await publish(user));

    await handled(
      await publish({ ...user, fullName: 'Late Arrival', changedAt: '2026-01-06T08:59:59.999Z' }),
      await publish({ ...user, fullName: 'Same Moment', changedAt: user.changedAt }),
    );

    expect(await contactOf(user.keycloakId)).toMatchObject({
      full_name: 'Sam Kuskokwim',
      changed_at: new Date('2026-01-06T09:00:00.000Z'),
    });
  });

  it('keeps nothing of technicians, admins and users without a role yet', async () => {
    const others = [
      userChanged({ userType: 'technician' }),
      userChanged({ userType: 'admin' }),
      userChanged({ userType: '' }),
    ];

    await handled(...(await Promise.all(others.map(publish))));

    for (const other of others) expect(await contactOf(other.keycloakId)).toBeUndefined();
  });

  it('starts keeping a registrant once the change makes them a company user', async () => {
    const registrant = userChanged({ userType: '', fullName: 'From Token' });
    await handled(await publish(registrant));

    await handled(
      await publish({
        ...registrant,
        userType: 'company',
        fullName: 'From Sign-up',
        changedAt: '2026-01-05T18:00:01.000Z',
      }),
    );

    expect(await contactOf(registrant.keycloakId)).toMatchObject({ full_name: 'From Sign-up' });
  });
});
