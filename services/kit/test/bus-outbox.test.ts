import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Knex } from 'knex';
import { migrate } from '../src/db.js';
import { z } from 'zod';
import {
  createAmqpTransport,
  createInProcessTransport,
  startOutboxRelay,
  type Consumption,
  type EventEnvelope,
  type Transport,
} from '../src/bus/index.js';
import { catalogueBus } from '../src/bus/catalogue.js';
import { createEnvelope } from '../src/bus/event.js';
import type { Migration } from '../src/migration.js';
import { createTestDb, testBrokerUrl, type TestDb } from '../src/testing/index.js';
import { capturingLogger, openInspector, silentLogger, uniqueId } from './bus-support.js';

const brokerUrl = await testBrokerUrl();
const run = uniqueId();
const meta = { source: 'bus-test', correlationId: `corr-${run}` };
const eventType = (name: string) => `bustest.${run}.${name}.v1`;
const WIDGET_CREATED = eventType('widget.created');
const ROLLED_BACK = eventType('rolled.back');

// Types of this run only, so parallel runs on one broker never see each other's events.
const widgetEvent = z.strictObject({ widgetId: z.string() });
const { createEvent, enqueueEvent, startConsumer } = catalogueBus({
  [WIDGET_CREATED]: widgetEvent,
  [ROLLED_BACK]: widgetEvent,
});

/** A business table for the producing side and an effects table for the consuming side. */
const testTables: Migration = {
  name: '20250101000000_create_test_tables',
  async up(knex) {
    await knex.schema.createTable('widgets', (table) => {
      table.uuid('id').primary();
    });
    await knex.schema.createTable('effects', (table) => {
      table.increments('id');
      table.uuid('event_id').notNullable();
    });
  },
  async down(knex) {
    await knex.schema.dropTable('effects');
    await knex.schema.dropTable('widgets');
  },
};

async function freshDb(prefix: string): Promise<TestDb> {
  const testDb = await createTestDb(prefix);
  await migrate(testDb.db, { schema: testDb.schema, migrations: [testTables] });
  return testDb;
}

/** A change and its event, committed together as a service does it. */
async function saveWidget(db: Knex): Promise<EventEnvelope> {
  const event = createEvent(WIDGET_CREATED, { widgetId: randomUUID() }, meta);
  await db.transaction(async (trx) => {
    await trx('widgets').insert({ id: event.data.widgetId });
    await enqueueEvent(trx, event);
  });
  return event;
}

async function outboxRows(db: Knex) {
  return db('outbox').select('id', 'published_at', 'attempts', 'last_error').orderBy('created_at');
}

describe('outbox', () => {
  const databases: TestDb[] = [];

  afterAll(async () => {
    await Promise.allSettled(databases.map((testDb) => testDb.drop()));
  });

  it('stores the event in the caller transaction: a rollback leaves no row', async () => {
    const testDb = await freshDb('bus_outbox_tx');
    databases.push(testDb);
    const event = createEvent(ROLLED_BACK, { widgetId: randomUUID() }, meta);

    await expect(
      testDb.db.transaction(async (trx) => {
        await enqueueEvent(trx, event);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(await testDb.db('outbox').count({ n: '*' })).toEqual([{ n: '0' }]);
    const kept = await saveWidget(testDb.db);
    const [row] = await testDb.db('outbox').select('type', 'envelope', 'published_at');
    expect(row).toEqual({ type: kept.type, envelope: kept, published_at: null });
  });

  it('flush publishes pending rows in order, marks them and reports how many', async () => {
    const testDb = await freshDb('bus_outbox_flush');
    databases.push(testDb);
    const transport = createInProcessTransport();
    const received: string[] = [];
    await transport.consume({
      service: 'flush-reader',
      bindings: [WIDGET_CREATED],
      handle: async (event) => void received.push(event.id),
    });
    const relay = startOutboxRelay({
      db: testDb.db,
      transport,
      logger: silentLogger,
      intervalMs: 60_000,
    });
    await relay.flush();
    const events: EventEnvelope[] = [];
    for (let index = 0; index < 3; index += 1) events.push(await saveWidget(testDb.db));

    expect(await relay.flush()).toBe(3);
    expect(await relay.flush()).toBe(0);

    await relay.stop();
    await vi.waitFor(() => expect(received).toEqual(events.map((event) => event.id)));
    const rows = await outboxRows(testDb.db);
    expect(rows.every((row) => row.published_at instanceof Date && row.attempts === 0)).toBe(true);
    await transport.close();
  });
});

describe.skipIf(!brokerUrl)('outbox and inbox with RabbitMQ', () => {
  const url = brokerUrl ?? '';
  const services: string[] = [];
  const databases: TestDb[] = [];
  const transports: Transport[] = [];
  const consumptions: Consumption[] = [];

  function serviceName(label: string): string {
    const name = `bustest-${label}-${run}`;
    services.push(name);
    return name;
  }

  async function liveTransport(): Promise<Transport> {
    const transport = await createAmqpTransport({ url, logger: silentLogger });
    transports.push(transport);
    return transport;
  }

  async function db(prefix: string): Promise<Knex> {
    const testDb = await freshDb(prefix);
    databases.push(testDb);
    return testDb.db;
  }

  /** A consumer whose handler records each call and writes one effect row per event. */
  async function recordingConsumer(options: {
    transport: Transport;
    db: Knex;
    service: string;
    logger?: Logger;
  }) {
    const calls: string[] = [];
    consumptions.push(
      await startConsumer({
        ...options,
        logger: options.logger ?? silentLogger,
        handlers: {
          [WIDGET_CREATED]: async (_data, { event, trx, log }) => {
            calls.push(event.id);
            log.info('widget effect written');
            await trx('effects').insert({ event_id: event.id });
          },
        },
        retryDelayMs: 100,
      }),
    );
    return calls;
  }

  afterAll(async () => {
    await Promise.allSettled(consumptions.map((consumption) => consumption.stop()));
    await Promise.allSettled(transports.map((transport) => transport.close()));
    const inspector = await openInspector(url);
    await inspector.deleteServiceQueues(...services);
    await inspector.close();
    await Promise.allSettled(databases.map((testDb) => testDb.drop()));
  });

  it('gives an event delivered twice one effect, and logs with its correlation id', async () => {
    const consumerDb = await db('bus_inbox_dup');
    const transport = await liveTransport();
    const { logger, lines } = capturingLogger();
    await recordingConsumer({ transport, db: consumerDb, service: serviceName('dedup'), logger });
    const event = createEvent(WIDGET_CREATED, { widgetId: 'w1' }, meta);

    await transport.publish(event);
    await transport.publish(event);

    await vi.waitFor(() =>
      expect(lines.some((line) => line.msg === 'event already processed; skipped')).toBe(true),
    );
    expect(await consumerDb('effects').where({ event_id: event.id }).count({ n: '*' })).toEqual([
      { n: '1' },
    ]);
    expect(await consumerDb('inbox').select('event_id', 'type')).toEqual([
      { event_id: event.id, type: event.type },
    ]);
    const handlerLine = lines.find((line) => line.msg === 'widget effect written');
    expect(handlerLine).toMatchObject({ eventId: event.id, correlationId: meta.correlationId });
  });

  it('acknowledges and logs an event the service is bound to but has no handler for', async () => {
    const consumerDb = await db('bus_inbox_unknown');
    const transport = await liveTransport();
    const service = serviceName('legacy');
    const previousRelease = await transport.consume({
      service,
      bindings: [eventType('retired')],
      handle: async () => undefined,
    });
    await previousRelease.stop();
    const { logger, lines } = capturingLogger();
    await recordingConsumer({ transport, db: consumerDb, service, logger });
    const retired = createEnvelope(eventType('retired'), {}, meta);

    await transport.publish(retired);

    await vi.waitFor(() =>
      expect(lines.find((line) => line.eventId === retired.id)).toMatchObject({
        msg: 'no handler for this event type; acknowledged without effect',
      }),
    );
    const inspector = await openInspector(url);
    await vi.waitFor(async () => {
      expect((await inspector.channel.checkQueue(`${service}.events`)).messageCount).toBe(0);
      expect((await inspector.channel.checkQueue(`${service}.events.dlq`)).messageCount).toBe(0);
    });
    await inspector.close();
    expect(await consumerDb('inbox').count({ n: '*' })).toEqual([{ n: '0' }]);
  });

  it('keeps changes and unsent events through a broker outage, then delivers each once', async () => {
    const producerDb = await db('bus_outage_producer');
    const consumerDb = await db('bus_outage_consumer');
    const unreachable = await createAmqpTransport({
      url: 'amqp://guest:guest@127.0.0.1:1',
      logger: silentLogger,
      reconnect: { initialDelayMs: 60_000 },
    });
    transports.push(unreachable);
    const blockedRelay = startOutboxRelay({
      db: producerDb,
      transport: unreachable,
      logger: silentLogger,
      intervalMs: 50,
    });

    const events: EventEnvelope[] = [];
    for (let index = 0; index < 3; index += 1) events.push(await saveWidget(producerDb));

    await vi.waitFor(async () => {
      const rows = await outboxRows(producerDb);
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        expect(row.published_at).toBeNull();
        expect(row.attempts).toBeGreaterThanOrEqual(2);
        expect(row.last_error).toMatch(/not connected/);
      }
    });
    await blockedRelay.stop();
    expect(await producerDb('widgets').count({ n: '*' })).toEqual([{ n: '3' }]);

    const transport = await liveTransport();
    const calls = await recordingConsumer({
      transport,
      db: consumerDb,
      service: serviceName('outage'),
    });
    const relay = startOutboxRelay({
      db: producerDb,
      transport,
      logger: silentLogger,
      intervalMs: 50,
    });

    await vi.waitFor(async () => {
      expect(await consumerDb('effects').count({ n: '*' })).toEqual([{ n: '3' }]);
    });
    await relay.stop();
    expect((await outboxRows(producerDb)).every((row) => row.published_at !== null)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.sort()).toEqual(events.map((event) => event.id).sort());
    const effects = await consumerDb('effects').select('event_id');
    expect(effects.map((row) => row.event_id).sort()).toEqual(
      events.map((event) => event.id).sort(),
    );
  });

  it('lets two relays share one outbox without publishing any row twice', async () => {
    const producerDb = await db('bus_relays');
    const broker = await liveTransport();
    const published: string[] = [];
    const recording: Transport = {
      ...broker,
      async publish(event) {
        await broker.publish(event);
        published.push(event.id);
      },
    };
    const relays = [1, 2].map(() =>
      startOutboxRelay({
        db: producerDb,
        transport: recording,
        logger: silentLogger,
        intervalMs: 60_000,
        batchSize: 5,
      }),
    );
    await Promise.all(relays.map((relay) => relay.flush()));
    const events: EventEnvelope[] = [];
    for (let index = 0; index < 40; index += 1) events.push(await saveWidget(producerDb));

    const counts = await Promise.all(relays.map((relay) => relay.flush()));

    await Promise.all(relays.map((relay) => relay.stop()));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(40);
    expect(published).toHaveLength(40);
    expect(new Set(published)).toEqual(new Set(events.map((event) => event.id)));
    expect((await outboxRows(producerDb)).every((row) => row.published_at !== null)).toBe(true);
  });
});
