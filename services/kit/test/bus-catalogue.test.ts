import { randomUUID } from 'node:crypto';
import type { EventData } from '@rha/contracts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { migrate } from '../src/db.js';
import {
  createEvent,
  createInProcessTransport,
  enqueueEvent,
  startConsumer,
  type Consumption,
  type InProcessTransport,
} from '../src/bus/index.js';
import { createTestDb, type TestDb } from '../src/testing/index.js';
import { silentLogger } from './bus-support.js';

const USER_REGISTERED = 'identity.user.registered.v1';
const meta = { source: 'bus-test', correlationId: 'corr-catalogue' };

function registeredUser(): EventData<typeof USER_REGISTERED> {
  return {
    userId: randomUUID(),
    keycloakId: 'kc-1',
    userType: 'technician',
    fullName: 'Tanya Nome',
    email: 'tanya@example.com',
  };
}

describe('events typed by the contracts catalogue', () => {
  const databases: TestDb[] = [];
  const consumptions: Consumption[] = [];
  const transports: InProcessTransport[] = [];

  async function freshDb(prefix: string): Promise<TestDb> {
    const testDb = await createTestDb(prefix);
    await migrate(testDb.db, { schema: testDb.schema, migrations: [] });
    databases.push(testDb);
    return testDb;
  }

  function transport(): InProcessTransport {
    const created = createInProcessTransport();
    transports.push(created);
    return created;
  }

  afterAll(async () => {
    await Promise.allSettled(consumptions.map((consumption) => consumption.stop()));
    await Promise.allSettled(transports.map((created) => created.close()));
    await Promise.allSettled(databases.map((testDb) => testDb.drop()));
  });

  it('compiles only catalogue types with their own payloads', () => {
    // Typecheck runs over the tests: each line below must stay a compile error.
    // @ts-expect-error -- not in the catalogue
    expect(() => createEvent('identity.user.deleted.v1', {}, meta)).not.toThrow();
    // @ts-expect-error -- a service request's payload under the user event's type
    createEvent(USER_REGISTERED, { requestId: 'sr-1' }, meta);
    // @ts-expect-error -- userType outside its enum
    createEvent(USER_REGISTERED, { ...registeredUser(), userType: 'ranger' }, meta);

    expect(createEvent(USER_REGISTERED, registeredUser(), meta).type).toBe(USER_REGISTERED);
  });

  it('refuses a payload that breaks its schema before it reaches the outbox', async () => {
    const { db } = await freshDb('bus_catalogue_refuse');
    const broken = { ...createEvent(USER_REGISTERED, registeredUser(), meta), data: { userId: 1 } };

    await expect(
      // @ts-expect-error -- the data no longer fits the type; the run-time check must catch it too
      db.transaction((trx) => enqueueEvent(trx, broken)),
    ).rejects.toThrow();
    const unknown = { ...createEvent(USER_REGISTERED, registeredUser(), meta), type: 'x.v1' };
    await expect(
      // @ts-expect-error -- an envelope of a type outside the catalogue
      db.transaction((trx) => enqueueEvent(trx, unknown)),
    ).rejects.toThrow('Unknown event type: x.v1');

    expect(await db('outbox').count({ n: '*' })).toEqual([{ n: '0' }]);
  });

  it('stores the data as its schema parsed it', async () => {
    const { db } = await freshDb('bus_catalogue_store');
    const user = registeredUser();
    const event = createEvent(USER_REGISTERED, user, meta);

    await db.transaction((trx) => enqueueEvent(trx, event));

    const [row] = await db('outbox').select('type', 'envelope');
    expect(row).toEqual({ type: USER_REGISTERED, envelope: { ...event, data: user } });
  });

  it('hands a consumer the parsed data, the envelope and the inbox transaction', async () => {
    const { db } = await freshDb('bus_catalogue_consume');
    const bus = transport();
    const received: unknown[] = [];
    consumptions.push(
      await startConsumer({
        db,
        transport: bus,
        service: 'catalogue-reader',
        logger: silentLogger,
        handlers: {
          [USER_REGISTERED]: async (data, { event, trx }) => {
            received.push({ email: data.email, userType: data.userType, id: event.id });
            await trx('inbox').where({ event_id: event.id }).first();
          },
        },
      }),
    );
    const user = registeredUser();
    const event = createEvent(USER_REGISTERED, user, meta);

    await bus.publish(event);

    await vi.waitFor(() =>
      expect(received).toEqual([{ email: user.email, userType: user.userType, id: event.id }]),
    );
    expect(await db('inbox').select('event_id')).toEqual([{ event_id: event.id }]);
  });

  it('never runs a handler on a payload that breaks its contract: it is retried, then dead-lettered', async () => {
    const { db } = await freshDb('bus_catalogue_poison');
    const bus = transport();
    const handler = vi.fn(async () => undefined);
    consumptions.push(
      await startConsumer({
        db,
        transport: bus,
        service: 'catalogue-poison',
        logger: silentLogger,
        handlers: { [USER_REGISTERED]: handler },
        maxAttempts: 2,
        retryDelayMs: 10,
      }),
    );
    const poison = {
      ...createEvent(USER_REGISTERED, registeredUser(), meta),
      data: { ...registeredUser(), fullName: 42 },
    };

    await bus.publish(poison);

    await vi.waitFor(() =>
      expect(bus.deadLetters('catalogue-poison')).toMatchObject([
        { queue: 'catalogue-poison.events.dlq', attempts: 2, event: { id: poison.id } },
      ]),
    );
    expect(handler).not.toHaveBeenCalled();
    expect(await db('inbox').count({ n: '*' })).toEqual([{ n: '0' }]);
  });
});
