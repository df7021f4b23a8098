import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  createAmqpTransport,
  createInProcessTransport,
  type Consumption,
  type Subscriber,
  type Transport,
} from '../src/bus/index.js';
import { testBrokerUrl } from '../src/testing/index.js';
import { silentLogger, startTcpProxy, uniqueId } from './bus-support.js';

const brokerUrl = await testBrokerUrl();

function listener(): Subscriber & { received: unknown[]; reconnects: number } {
  const own = {
    received: [] as unknown[],
    reconnects: 0,
    onMessage: (message: unknown) => void own.received.push(message),
    onReconnect: () => void (own.reconnects += 1),
  };
  return own;
}

describe('broadcast over the in-process transport', () => {
  it('reaches every subscriber of the channel, and no longer one that stopped', async () => {
    const transport = createInProcessTransport();
    const first = listener();
    const second = listener();
    const elsewhere = listener();
    const stopped = listener();
    await transport.subscribe('live', first);
    await transport.subscribe('live', second);
    await transport.subscribe('other', elsewhere);
    await (await transport.subscribe('live', stopped)).stop();

    await transport.broadcast('live', { user: 'u1', seq: 1 });

    await vi.waitFor(() => expect(second.received).toEqual([{ user: 'u1', seq: 1 }]));
    expect(first.received).toEqual([{ user: 'u1', seq: 1 }]);
    expect(elsewhere.received).toEqual([]);
    expect(stopped.received).toEqual([]);
    await transport.close();
  });
});

describe.skipIf(!brokerUrl)('broadcast over RabbitMQ', () => {
  const url = brokerUrl ?? '';
  const channel = `broadcast-test-${uniqueId()}`;
  const transports: Transport[] = [];
  const subscriptions: Consumption[] = [];

  async function transport(at: string): Promise<Transport> {
    const created = await createAmqpTransport({
      url: at,
      logger: silentLogger,
      reconnect: { initialDelayMs: 50, maxDelayMs: 200 },
    });
    transports.push(created);
    return created;
  }

  afterAll(async () => {
    await Promise.allSettled(subscriptions.map((subscription) => subscription.stop()));
    await Promise.allSettled(transports.map((created) => created.close()));
  });

  it('reaches a subscriber in each process, and catches one up after its link came back', async () => {
    const proxy = await startTcpProxy(url);
    try {
      const replicaA = await transport(url);
      const replicaB = await transport(proxy.url);
      const publisher = await transport(url);
      const onA = listener();
      const onB = listener();
      subscriptions.push(await replicaA.subscribe(channel, onA));
      subscriptions.push(await replicaB.subscribe(channel, onB));

      await publisher.broadcast(channel, { seq: 1 });
      await vi.waitFor(() => expect(onB.received).toEqual([{ seq: 1 }]));
      expect(onA.received).toEqual([{ seq: 1 }]);
      expect(onB.reconnects).toBe(0);

      await proxy.cut();
      await vi.waitFor(async () => expect(await replicaB.isReady()).toBe(false));
      await publisher.broadcast(channel, { seq: 2 });
      await proxy.restore();

      await vi.waitFor(() => expect(onB.reconnects).toBe(1), { timeout: 5_000 });
      await publisher.broadcast(channel, { seq: 3 });
      await vi.waitFor(() => expect(onB.received).toEqual([{ seq: 1 }, { seq: 3 }]));
      expect(onA.received).toEqual([{ seq: 1 }, { seq: 2 }, { seq: 3 }]);
    } finally {
      await Promise.allSettled(subscriptions.splice(0).map((subscription) => subscription.stop()));
      await Promise.allSettled(transports.splice(0).map((created) => created.close()));
      await proxy.close();
    }
  });
});
