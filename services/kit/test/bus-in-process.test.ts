import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createInProcessTransport,
  createTransport,
  type EventEnvelope,
  type InProcessTransport,
} from '../src/bus/index.js';
import { createEnvelope } from '../src/bus/event.js';
import { overlapProbe, silentLogger } from './bus-support.js';

const meta = { source: 'test', correlationId: 'corr-1' };

describe('in-process transport', () => {
  let transport: InProcessTransport;

  afterEach(async () => {
    await transport.close();
  });

  it('routes by topic pattern: * is one word, # is zero or more', async () => {
    transport = createInProcessTransport();
    const seen: Record<string, string[]> = { exact: [], star: [], hash: [], other: [] };
    const bindings: Record<string, string[]> = {
      exact: ['orders.placed.v1'],
      star: ['orders.*.v1'],
      hash: ['orders.#'],
      other: ['payments.*.v1'],
    };
    for (const [service, patterns] of Object.entries(bindings)) {
      await transport.consume({
        service,
        bindings: patterns,
        handle: async (event) => void seen[service]?.push(event.type),
      });
    }

    for (const type of [
      'orders.placed.v1',
      'orders.shipped.v1',
      'orders.placed.late.v1',
      'orders',
    ]) {
      await transport.publish(createEnvelope(type, {}, meta));
    }

    await vi.waitFor(() => expect(seen.hash).toHaveLength(4));
    expect(seen.exact).toEqual(['orders.placed.v1']);
    expect(seen.star).toEqual(['orders.placed.v1', 'orders.shipped.v1']);
    expect(seen.hash).toEqual([
      'orders.placed.v1',
      'orders.shipped.v1',
      'orders.placed.late.v1',
      'orders',
    ]);
    expect(seen.other).toEqual([]);
  });

  it('never runs a handler inside publish', async () => {
    transport = createInProcessTransport();
    let calls = 0;
    await transport.consume({
      service: 'async',
      bindings: ['thing.happened.v1'],
      handle: async () => {
        calls += 1;
        throw new Error('handler failures never reach the publisher');
      },
      maxAttempts: 1,
    });

    await expect(transport.publish(createEnvelope('thing.happened.v1', {}, meta))).resolves.toBe(
      undefined,
    );
    expect(calls).toBe(0);
    await vi.waitFor(() => expect(calls).toBe(1));
  });

  it('delivers a copy, so a consumer cannot change what the publisher holds', async () => {
    transport = createInProcessTransport();
    const event = createEnvelope('thing.happened.v1', { count: 1 }, meta);
    let received: EventEnvelope<{ count: number }> | undefined;
    await transport.consume({
      service: 'copy',
      bindings: ['thing.happened.v1'],
      handle: async (delivered) => {
        received = delivered as EventEnvelope<{ count: number }>;
        received.data.count = 99;
      },
    });

    await transport.publish(event);

    await vi.waitFor(() => expect(received).toBeDefined());
    expect(received?.id).toBe(event.id);
    expect(event.data.count).toBe(1);
  });

  it('retries a failing handler after the delay, then keeps it as a dead letter', async () => {
    transport = createInProcessTransport();
    const attemptTimes: number[] = [];
    await transport.consume({
      service: 'failing',
      bindings: ['thing.happened.v1'],
      maxAttempts: 3,
      retryDelayMs: 50,
      handle: async () => {
        attemptTimes.push(Date.now());
        throw new Error('database is down');
      },
    });
    const event = createEnvelope('thing.happened.v1', { n: 1 }, meta);

    await transport.publish(event);

    await vi.waitFor(() => expect(transport.deadLetters('failing')).toHaveLength(1));
    expect(attemptTimes).toHaveLength(3);
    for (let index = 1; index < attemptTimes.length; index += 1) {
      expect((attemptTimes[index] ?? 0) - (attemptTimes[index - 1] ?? 0)).toBeGreaterThanOrEqual(
        45,
      );
    }
    const [letter] = transport.deadLetters('failing');
    expect(letter).toMatchObject({
      queue: 'failing.events.dlq',
      attempts: 3,
      error: 'database is down',
      event: { id: event.id, type: 'thing.happened.v1', data: { n: 1 } },
    });
    expect(transport.deadLetters('someone-else')).toEqual([]);
  });

  it('a handler that recovers within maxAttempts leaves no dead letter', async () => {
    transport = createInProcessTransport();
    let calls = 0;
    let handled = false;
    await transport.consume({
      service: 'flaky',
      bindings: ['thing.happened.v1'],
      maxAttempts: 3,
      retryDelayMs: 20,
      handle: async () => {
        calls += 1;
        if (calls < 3) throw new Error('not yet');
        handled = true;
      },
    });

    await transport.publish(createEnvelope('thing.happened.v1', {}, meta));

    await vi.waitFor(() => expect(handled).toBe(true));
    expect(calls).toBe(3);
    expect(transport.deadLetters()).toEqual([]);
  });

  it('keeps events for a bound service while it has no consumer, like a durable queue', async () => {
    transport = createInProcessTransport();
    const seen: string[] = [];
    const first = await transport.consume({
      service: 'restarting',
      bindings: ['thing.happened.v1'],
      handle: async (event) => void seen.push(event.id),
    });
    await first.stop();
    const event = createEnvelope('thing.happened.v1', {}, meta);

    await transport.publish(event);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
    await transport.consume({
      service: 'restarting',
      bindings: ['thing.happened.v1'],
      handle: async (delivered) => void seen.push(delivered.id),
    });

    await vi.waitFor(() => expect(seen).toEqual([event.id]));
  });

  it('shares one queue among consumers of the same service: each event is handled once', async () => {
    transport = createInProcessTransport();
    const handledBy: string[] = [];
    for (const replica of ['replica-1', 'replica-2']) {
      await transport.consume({
        service: 'scaled',
        bindings: ['thing.happened.v1'],
        handle: async () => void handledBy.push(replica),
      });
    }

    for (let index = 0; index < 4; index += 1) {
      await transport.publish(createEnvelope('thing.happened.v1', { index }, meta));
    }

    await vi.waitFor(() => expect(handledBy).toHaveLength(4));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(handledBy).toHaveLength(4);
    expect(new Set(handledBy)).toEqual(new Set(['replica-1', 'replica-2']));
  });

  it('handles an in-order consumer’s events one at a time, as published; others several at once', async () => {
    transport = createInProcessTransport();
    const inOrder = overlapProbe();
    const together = overlapProbe();
    await transport.consume({
      service: 'ledger',
      bindings: ['thing.happened.v1'],
      inOrder: true,
      handle: inOrder.handle,
    });
    await transport.consume({
      service: 'mailer',
      bindings: ['thing.happened.v1'],
      handle: together.handle,
    });

    for (let index = 0; index < 5; index += 1) {
      await transport.publish(createEnvelope('thing.happened.v1', { index }, meta));
    }

    await vi.waitFor(() => expect(inOrder.seen).toHaveLength(5), { timeout: 2_000 });
    expect(inOrder.seen).toEqual([0, 1, 2, 3, 4]);
    expect(inOrder.mostAtOnce()).toBe(1);
    expect(together.mostAtOnce()).toBeGreaterThan(1);
  });

  it('rejects an envelope without an id it could use', async () => {
    transport = createInProcessTransport();
    const broken = { ...createEnvelope('thing.happened.v1', {}, meta), id: 'not-a-uuid' };

    await expect(transport.publish(broken)).rejects.toThrow(/not a valid event envelope/);
  });

  it('is what createTransport gives without a broker URL', async () => {
    transport = (await createTransport({ logger: silentLogger })) as InProcessTransport;

    expect(transport.kind).toBe('in-process');
    expect(await transport.isReady()).toBe(true);
  });
});

describe('createEnvelope', () => {
  it('gives a v4 uuid, the current UTC time and the caller meta', () => {
    const before = Date.now();
    const event = createEnvelope('identity.user.registered.v1', { userId: 'u1' }, meta);

    expect(event.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(event.occurredAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(event.occurredAt)).toBeGreaterThanOrEqual(before - 1);
    expect(event).toMatchObject({
      type: 'identity.user.registered.v1',
      source: 'test',
      correlationId: 'corr-1',
      data: { userId: 'u1' },
    });
    expect(createEnvelope('x.v1', {}, meta).id).not.toBe(event.id);
  });
});
