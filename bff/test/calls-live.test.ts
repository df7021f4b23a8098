import { randomBytes, randomUUID } from 'node:crypto';
import type { Call, CallSignalEvent } from '@rha/contracts';
import {
  createAmqpTransport,
  createDb,
  createEvent,
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
const logger = createLogger('calls-live-test', 'silent');
const meta = () => ({ source: 'calls-live-test', correlationId: randomUUID() });

function callBetween(technician: string, expert: string, status: Call['status']): Call {
  const at = new Date().toISOString();
  const ended = status === 'ended';
  return {
    id: randomUUID(),
    requestId: randomUUID(),
    status,
    startedBy: { userId: technician, name: 'Tanya Nome', role: 'technician' },
    participants: [
      {
        userId: technician,
        name: 'Tanya Nome',
        role: 'technician',
        joinedAt: at,
        leftAt: ended ? at : null,
      },
      {
        userId: expert,
        name: 'Mary Alexie',
        role: 'company',
        joinedAt: at,
        leftAt: ended ? at : null,
      },
    ],
    startedAt: at,
    connectedAt: at,
    endedAt: ended ? at : null,
    endReason: ended ? 'hungUp' : null,
  };
}

const changed = (call: Call, recipientIds: string[]) =>
  createEvent('service-request.call-changed.v1', { recipientIds, call }, meta());

const signalled = (event: CallSignalEvent, recipientId: string) =>
  createEvent('service-request.call-signal.v2', { recipientId, ...event }, meta());

describe.skipIf(!brokerUrl)('a call on the live streams of two bff replicas over RabbitMQ', () => {
  let issuer: TestIssuer;
  let publisher: Transport;
  let replicas: RunningService[];
  const schema = `bff_calls_live_${randomBytes(4).toString('hex')}`;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    issuer = await startTestIssuer();
    publisher = await createAmqpTransport({ url: brokerUrl ?? '', logger });
    const env = {
      KEYCLOAK_URL: new URL(issuer.issuer).origin,
      DATABASE_SCHEMA: schema,
      AMQP_URL: brokerUrl,
    };
    replicas = [await startBff(env), await startBff(env)];
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.allSettled((replicas ?? []).map((replica) => replica.stop()));
    await publisher?.close();
    await issuer?.close();
    const db = createDb({ connectionString: await testDatabaseUrl(), schema });
    await db.raw('drop schema if exists ?? cascade', [schema]);
    await db.destroy();
  });

  async function stream(replica: number, person: string, lastEventId?: string) {
    const client = await openSse(`${replicas[replica]?.url}/api/live`, {
      authorization: `Bearer ${tokenFor(issuer, person, ['company'])}`,
      ...(lastEventId !== undefined && { 'last-event-id': lastEventId }),
    });
    clients.push(client);
    await client.received(1);
    return client;
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

  it('brings the call to both people and a signal to the other one only, across replicas', async () => {
    const technician = randomUUID();
    const expert = randomUUID();
    const technicianStream = await stream(0, technician);
    const expertStream = await stream(1, expert);

    const call = callBetween(technician, expert, 'active');
    await publisher.publish(changed(call, [technician, expert]));
    const [, technicianHeard] = await technicianStream.received(2);
    const [, expertHeard] = await expertStream.received(2);
    for (const heard of [technicianHeard, expertHeard]) {
      expect(heard?.event).toBe('call');
      expect(JSON.parse(heard?.data ?? '')).toEqual(call);
    }

    const signal: CallSignalEvent = {
      callId: call.id,
      fromUserId: technician,
      fromJoinedAt: '2026-06-01T10:00:00.000Z',
      toJoinedAt: '2026-06-01T10:01:00.000Z',
      signal: { type: 'offer', sdp: 'v=0\r\n' },
    };
    await publisher.publish(signalled(signal, expert));
    const [, , arrived] = await expertStream.received(3);
    expect(arrived?.event).toBe('callSignal');
    expect(JSON.parse(arrived?.data ?? '')).toEqual(signal);
    await settle();
    expect(technicianStream.messages.map((message) => message.event)).toEqual(['ready', 'call']);
  });

  it("keeps a call's signals for a reconnect only while the call lasts", async () => {
    const technician = randomUUID();
    const expert = randomUUID();
    const first = await stream(0, expert);
    const [ready] = first.messages;
    first.close();

    const call = callBetween(technician, expert, 'active');
    const candidate: CallSignalEvent = {
      callId: call.id,
      fromUserId: technician,
      fromJoinedAt: '2026-06-01T10:00:00.000Z',
      toJoinedAt: '2026-06-01T10:01:00.000Z',
      signal: {
        type: 'candidate',
        candidate: {
          candidate: 'candidate:1 1 udp 1 10.0.0.2 49152 typ host',
          sdpMid: '0',
          sdpMLineIndex: 0,
        },
      },
    };
    await publisher.publish(signalled(candidate, expert));
    await settle();
    const during = await stream(1, expert, ready?.id);
    const [, replayed] = await during.received(2);
    expect(replayed?.event).toBe('callSignal');
    during.close();

    const ended = callBetween(technician, expert, 'ended');
    await publisher.publish(changed({ ...ended, id: call.id }, [technician, expert]));
    await settle();
    const after = await stream(0, expert, ready?.id);
    const [, replayedAfter] = await after.received(2);
    expect(replayedAfter?.event).toBe('call');
    await settle();
    expect(after.messages.map((message) => message.event)).toEqual(['ready', 'call']);
  });
});
