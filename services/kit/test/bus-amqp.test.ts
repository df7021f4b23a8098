import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createAmqpTransport,
  createTransport,
  type Consumption,
  type EventEnvelope,
  type Transport,
} from '../src/bus/index.js';
import { createEnvelope } from '../src/bus/event.js';
import { metricsOf } from '../src/metrics.js';
import { testBrokerUrl } from '../src/testing/index.js';
import {
  openInspector,
  overlapProbe,
  silentLogger,
  startTcpProxy,
  uniqueId,
  type TcpProxy,
} from './bus-support.js';

const brokerUrl = await testBrokerUrl();
const run = uniqueId();
const meta = { source: 'bus-test', correlationId: `corr-${run}` };
const eventType = (name: string) => `bustest.${run}.${name}.v1`;

describe.skipIf(!brokerUrl)('RabbitMQ transport', () => {
  const url = brokerUrl ?? '';
  const services: string[] = [];
  const transports: Transport[] = [];
  const consumptions: Consumption[] = [];
  let inspector: Awaited<ReturnType<typeof openInspector>>;

  function serviceName(label: string): string {
    const name = `bustest-${label}-${run}`;
    services.push(name);
    return name;
  }

  async function transport(url: string, options: { reconnectMs?: number } = {}) {
    const created = await createAmqpTransport({
      url,
      logger: silentLogger,
      reconnect: { initialDelayMs: options.reconnectMs ?? 50, maxDelayMs: 200 },
    });
    transports.push(created);
    return created;
  }

  beforeAll(async () => {
    inspector = await openInspector(url);
  });

  afterAll(async () => {
    await Promise.allSettled(consumptions.map((consumption) => consumption.stop()));
    await Promise.allSettled(transports.map((created) => created.close()));
    await inspector.deleteServiceQueues(...services);
    await inspector.close();
  });

  it('is what createTransport gives with a broker URL, and is ready once connected', async () => {
    const created = await createTransport({ url, logger: silentLogger });
    transports.push(created);

    expect(created.kind).toBe('amqp');
    expect(await created.isReady()).toBe(true);
  });

  it('delivers one published event to every service bound to it', async () => {
    const publisher = await transport(url);
    const received = new Map<string, EventEnvelope[]>();
    for (const service of [serviceName('billing'), serviceName('mailer')]) {
      received.set(service, []);
      const own = await transport(url);
      consumptions.push(
        await own.consume({
          service,
          bindings: [`bustest.${run}.order.*.v1`],
          handle: async (event) => void received.get(service)?.push(event),
        }),
      );
    }
    const event = createEnvelope(eventType('order.placed'), { orderId: 7 }, meta);

    await publisher.publish(event);

    await vi.waitFor(() => {
      for (const events of received.values()) expect(events).toHaveLength(1);
    });
    for (const events of received.values()) expect(events[0]).toEqual(event);
  });

  it('handles an in-order consumer’s events one at a time, as published; others several at once', async () => {
    const publisher = await transport(url);
    const inOrder = overlapProbe();
    const together = overlapProbe();
    for (const [label, probe, ordered] of [
      ['in-order', inOrder, true],
      ['together', together, false],
    ] as const) {
      const own = await transport(url);
      consumptions.push(
        await own.consume({
          service: serviceName(label),
          bindings: [eventType('step')],
          inOrder: ordered,
          handle: probe.handle,
        }),
      );
    }

    for (let index = 0; index < 5; index += 1) {
      await publisher.publish(createEnvelope(eventType('step'), { index }, meta));
    }

    await vi.waitFor(() => expect(inOrder.seen).toHaveLength(5), { timeout: 5_000 });
    expect(inOrder.seen).toEqual([0, 1, 2, 3, 4]);
    expect(inOrder.mostAtOnce()).toBe(1);
    await vi.waitFor(() => expect(together.seen).toHaveLength(5), { timeout: 5_000 });
    expect(together.mostAtOnce()).toBeGreaterThan(1);
  });

  it('publishes persistent JSON messages carrying id, type and correlation id', async () => {
    const publisher = await transport(url);
    const { queue } = await inspector.channel.assertQueue('', { exclusive: true });
    await inspector.channel.bindQueue(queue, 'remote-hands.events', eventType('inspected'));
    const event = createEnvelope(eventType('inspected'), { ok: true }, meta);

    await publisher.publish(event);

    const message = await inspector.channel.get(queue, { noAck: true });
    expect(message).not.toBe(false);
    if (message === false) return;
    expect(message.fields.routingKey).toBe(event.type);
    expect(message.properties).toMatchObject({
      messageId: event.id,
      type: event.type,
      contentType: 'application/json',
      correlationId: meta.correlationId,
      deliveryMode: 2,
    });
    expect(JSON.parse(message.content.toString())).toEqual(event);
  });

  it('retries a failing handler maxAttempts times, then moves the event to the DLQ', async () => {
    const consumer = await transport(url);
    const publisher = await transport(url);
    const service = serviceName('failing');
    let attempts = 0;
    consumptions.push(
      await consumer.consume({
        service,
        bindings: [eventType('doomed')],
        maxAttempts: 4,
        retryDelayMs: 100,
        handle: async () => {
          attempts += 1;
          throw new Error(`attempt ${attempts} failed`);
        },
      }),
    );
    const event = createEnvelope(eventType('doomed'), {}, meta);

    await publisher.publish(event);

    const dead = await vi.waitFor(
      async () => {
        const message = await inspector.channel.get(`${service}.events.dlq`, { noAck: true });
        if (message === false) throw new Error('DLQ still empty');
        return message;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(attempts).toBe(4);
    expect(dead.properties.messageId).toBe(event.id);
    expect(dead.properties.headers).toMatchObject({
      'x-attempt': 4,
      'x-last-error': 'attempt 4 failed',
    });
    expect(JSON.parse(dead.content.toString())).toEqual(event);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(attempts).toBe(4);
    for (const queue of [`${service}.events`, `${service}.events.retry`]) {
      expect((await inspector.channel.checkQueue(queue)).messageCount).toBe(0);
    }
    const metrics = (await metricsOf(new Koa())).body;
    expect(metrics).toContain(`events_failed_total{queue="${service}.events",outcome="retried"} 3`);
    expect(metrics).toContain(
      `events_failed_total{queue="${service}.events",outcome="dead_lettered"} 1`,
    );
  });

  it('sends a malformed message straight to the DLQ without calling the handler', async () => {
    const consumer = await transport(url);
    const service = serviceName('strict');
    let calls = 0;
    consumptions.push(
      await consumer.consume({
        service,
        bindings: [eventType('garbled')],
        handle: async () => void (calls += 1),
      }),
    );

    inspector.channel.publish('remote-hands.events', eventType('garbled'), Buffer.from('{oops'), {
      messageId: 'garbled-1',
    });

    const dead = await vi.waitFor(
      async () => {
        const message = await inspector.channel.get(`${service}.events.dlq`, { noAck: true });
        if (message === false) throw new Error('DLQ still empty');
        return message;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(dead.content.toString()).toBe('{oops');
    expect(dead.properties.headers).toMatchObject({ 'x-last-error': 'malformed event envelope' });
    expect(calls).toBe(0);
  });

  describe('when the broker goes away', () => {
    let proxy: TcpProxy;

    beforeAll(async () => {
      proxy = await startTcpProxy(url);
    });

    afterAll(async () => {
      await proxy.close();
    });

    it('reports not ready, rejects publish, then reconnects and consumes again', async () => {
      const flaky = await transport(proxy.url);
      const publisher = await transport(url);
      const service = serviceName('resilient');
      const received: string[] = [];
      consumptions.push(
        await flaky.consume({
          service,
          bindings: [eventType('resilience')],
          handle: async (event) => void received.push(event.id),
        }),
      );
      expect(await flaky.isReady()).toBe(true);

      await proxy.cut();

      await vi.waitFor(async () => expect(await flaky.isReady()).toBe(false));
      await expect(
        flaky.publish(createEnvelope(eventType('resilience'), {}, meta)),
      ).rejects.toThrow(/not connected/);
      const sentDuringOutage = createEnvelope(eventType('resilience'), { during: 'outage' }, meta);
      await publisher.publish(sentDuringOutage);

      await proxy.restore();

      await vi.waitFor(async () => expect(await flaky.isReady()).toBe(true), { timeout: 5_000 });
      const sentAfter = createEnvelope(eventType('resilience'), { during: 'after' }, meta);
      await flaky.publish(sentAfter);
      await vi.waitFor(() =>
        expect(received.sort()).toEqual([sentDuringOutage.id, sentAfter.id].sort()),
      );
    });

    it('starts without a reachable broker and is simply not ready', async () => {
      const unreachable = await transport('amqp://guest:guest@127.0.0.1:1', {
        reconnectMs: 60_000,
      });

      expect(await unreachable.isReady()).toBe(false);
      await expect(
        unreachable.publish(createEnvelope(eventType('nowhere'), {}, meta)),
      ).rejects.toThrow(/not connected/);
    });
  });
});
