import { randomBytes, randomUUID } from 'node:crypto';
import type { Notification } from '@rha/contracts';
import {
  createAmqpTransport,
  createDb,
  createEvent,
  createInProcessTransport,
  createLogger,
  type RunningService,
  type Transport,
} from '@rha/kit';
import { startTestIssuer, testBrokerUrl, testDatabaseUrl, type TestIssuer } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff } from './support/bff.js';
import { openSse, type SseClient } from './support/sse.js';
import { tokenFor } from './support/stack.js';

const brokerUrl = await testBrokerUrl();
const logger = createLogger('live-test', 'silent');

function notice(title: string): Notification {
  return {
    id: randomUUID(),
    kind: 'offer-received',
    title,
    actor: 'Smart dispatch',
    link: '/dashboard?tab=jobs',
    createdAt: new Date().toISOString(),
    readAt: null,
  };
}

function created(recipientId: string, notification: Notification) {
  return createEvent(
    'notification.created.v1',
    { recipientId, notification },
    { source: 'live-test', correlationId: randomUUID() },
  );
}

/**
 * Two bff replicas on one database schema. Over RabbitMQ each has a connection of its own, as
 * pods do; in process they share the launcher's bus.
 */
function describeReplicas(name: string, bus: 'amqp' | 'in-process') {
  describe.skipIf(bus === 'amqp' && !brokerUrl)(name, () => {
    let issuer: TestIssuer;
    let publisher: Transport;
    let shared: Transport | undefined;
    let replicas: RunningService[];
    const schema = `bff_live_${randomBytes(4).toString('hex')}`;
    const clients: SseClient[] = [];

    beforeAll(async () => {
      issuer = await startTestIssuer();
      shared = bus === 'in-process' ? createInProcessTransport() : undefined;
      publisher = shared ?? (await createAmqpTransport({ url: brokerUrl ?? '', logger }));
      const env = {
        KEYCLOAK_URL: new URL(issuer.issuer).origin,
        DATABASE_SCHEMA: schema,
        ...(bus === 'amqp' && { AMQP_URL: brokerUrl }),
      };
      const deps = shared ? { transport: shared } : {};
      replicas = [await startBff(env, deps), await startBff(env, deps)];
    });

    afterAll(async () => {
      for (const client of clients) client.close();
      await Promise.allSettled((replicas ?? []).map((replica) => replica.stop()));
      if (!shared) await publisher?.close();
      await shared?.close();
      await issuer?.close();
      const db = createDb({ connectionString: await testDatabaseUrl(), schema });
      await db.raw('drop schema if exists ?? cascade', [schema]);
      await db.destroy();
    });

    async function stream(replica: number, person: string, lastEventId?: string) {
      const client = await openSse(`${replicas[replica]?.url}/api/live`, {
        authorization: `Bearer ${tokenFor(issuer, person, ['technician'])}`,
        ...(lastEventId !== undefined && { 'last-event-id': lastEventId }),
      });
      clients.push(client);
      return client;
    }

    it("brings a new notice to its person's stream on the other replica, and to nobody else", async () => {
      const person = randomUUID();
      const stranger = randomUUID();
      const mine = await stream(1, person);
      const theirs = await stream(1, stranger);
      expect(mine.status).toBe(200);
      const [ready] = await mine.received(1);
      expect(ready).toMatchObject({ event: 'ready', id: expect.stringMatching(/^\d+$/) });
      await theirs.received(1);

      const offer = notice('New job offer 20300615-0001 in Kwethluk');
      await publisher.publish(created(person, offer));

      const [, arrived] = await mine.received(2);
      expect(arrived?.event).toBe('notification');
      expect(Number(arrived?.id)).toBeGreaterThan(Number(ready?.id));
      expect(JSON.parse(arrived?.data ?? '')).toEqual(offer);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(theirs.messages.map((message) => message.event)).toEqual(['ready']);
    });

    it('resumes after a dropped link from the last id, on either replica, nothing missed and nothing twice', async () => {
      const person = randomUUID();
      const first = await stream(0, person);
      const [ready] = await first.received(1);
      const before = notice('before the drop');
      await publisher.publish(created(person, before));
      const [, beforeArrived] = await first.received(2);
      first.close();

      const missed = [notice('missed one'), notice('missed two')];
      const redelivered = created(person, missed[0] as Notification);
      await publisher.publish(redelivered);
      await publisher.publish(redelivered);
      await publisher.publish(created(person, missed[1] as Notification));
      // Stored by whichever replica took each event, while nobody listened.
      await new Promise((resolve) => setTimeout(resolve, 500));

      const resumed = await stream(1, person, beforeArrived?.id);
      const [resumedReady, ...caughtUp] = await resumed.received(3);
      expect(resumedReady).toMatchObject({ event: 'ready', id: beforeArrived?.id });
      expect(caughtUp.map((message) => JSON.parse(message.data) as Notification)).toEqual(missed);

      const after = notice('after the reconnect');
      await publisher.publish(created(person, after));
      const all = await resumed.received(4);
      expect(JSON.parse(all[3]?.data ?? '')).toEqual(after);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(resumed.messages).toHaveLength(4);
      const ids = resumed.messages.slice(1).map((message) => Number(message.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(ids.length);
      expect(Number(ready?.id)).toBeLessThan(Number(beforeArrived?.id));
    });

    it('refuses a caller without a token', async () => {
      const response = await fetch(`${replicas[0]?.url}/api/live`);
      expect(response.status).toBe(401);
    });
  });
}

describeReplicas('live events across two bff replicas over RabbitMQ', 'amqp');
describeReplicas('live events across two bff replicas on the in-process bus', 'in-process');
