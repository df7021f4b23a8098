import { randomUUID } from 'node:crypto';
import { CALL_LIMITS, messages, type Call, type CallList } from '@rha/contracts';
import { userToken } from '@rha/kit/testing';
import { describe, expect, it } from 'vitest';
import { runCallTimeouts } from '../src/calls/call-timeouts.js';
import { problemOf } from './support/dispatch.js';
import { useOnSiteService } from './support/on-site.js';

const { service, helpers, onSite } = useOnSiteService('service_request_calls');

const start = (token: string, requestId: string) =>
  helpers.call('POST', `/service-requests/${requestId}/calls`, token);
const join = (token: string, callId: string) =>
  helpers.call('POST', `/calls/${callId}/join`, token);
const hangUp = (token: string, callId: string) =>
  helpers.call('POST', `/calls/${callId}/hang-up`, token);
/** The join of the other person the signal is meant for, where a test does not care which. */
const SOME_JOIN = '2026-06-01T10:00:00.000Z';
const signal = (token: string, callId: string, body: unknown, toJoinedAt = SOME_JOIN) =>
  helpers.call('POST', `/calls/${callId}/signals`, token, { toJoinedAt, signal: body });
const candidate = (n: number) => ({
  type: 'candidate',
  candidate: {
    candidate: `candidate:${n} 1 udp 2122260223 10.0.0.2 4915${n % 10} typ host`,
    sdpMid: '0',
    sdpMLineIndex: 0,
  },
});

async function callOf(response: Response, status = 200): Promise<Call> {
  expect(response.status).toBe(status);
  return ((await response.json()) as { call: Call }).call;
}

async function callsOf(token: string, requestId: string): Promise<Call[]> {
  const response = await helpers.call('GET', `/service-requests/${requestId}/calls`, token);
  expect(response.status).toBe(200);
  return ((await response.json()) as CallList).items;
}

/** The data of a call's events of `type` in the outbox, oldest first. */
async function eventsOf(type: string, callId: string): Promise<Record<string, unknown>[]> {
  const rows = (await service.testDb
    .db('outbox')
    .where({ type })
    .whereRaw(`coalesce(envelope->'data'->'call'->>'id', envelope->'data'->>'callId') = ?`, [
      callId,
    ])
    .orderBy('created_at')) as { envelope: { data: Record<string, unknown> } }[];
  return rows.map((row) => row.envelope.data);
}

/** An accepted job and a call its technician started on it. */
async function ringingCall(community: string) {
  const job = await onSite.acceptedJob(community);
  const call = await callOf(await start(job.technician.token, job.requestId), 201);
  return { ...job, call };
}

async function activeCall(community: string) {
  const ringing = await ringingCall(community);
  const call = await callOf(await join(ringing.company.token, ringing.call.id));
  return { ...ringing, call };
}

const joinedAt = (call: Call, userId: string) =>
  call.participants.find((person) => person.userId === userId)?.joinedAt;

const tick = (now: Date) =>
  runCallTimeouts(
    { db: service.testDb.db, settings: service.calls, correlationId: randomUUID() },
    now,
  );

/** How the call stands in its row, whatever else the tick ended. */
async function endOf(callId: string) {
  const row = (await service.testDb.db('calls').where({ id: callId }).first()) as {
    status: string;
    end_reason: string | null;
  };
  return [row.status, row.end_reason];
}

const secondsAfter = (at: string, seconds: number) =>
  new Date(new Date(at).getTime() + seconds * 1_000);

describe('a call on a job', () => {
  it('rings for the company when the technician starts it, and connects when they join', async () => {
    const { requestId, company, technician, call } = await ringingCall('Bethel');

    expect(call).toMatchObject({
      requestId,
      status: 'ringing',
      startedBy: { userId: technician.id, name: technician.fullName, role: 'technician' },
      participants: [{ userId: technician.id, role: 'technician', leftAt: null }],
      connectedAt: null,
      endedAt: null,
      endReason: null,
    });
    const [rang] = await eventsOf('service-request.call-changed.v1', call.id);
    expect(rang).toEqual({ recipientIds: [technician.id, company.sub], call });

    const joined = await callOf(await join(company.token, call.id));
    expect(joined.status).toBe('active');
    expect(joined.connectedAt).not.toBeNull();
    expect(joined.participants.map((person) => [person.userId, person.role])).toEqual([
      [technician.id, 'technician'],
      [company.sub, 'company'],
    ]);
    const changes = await eventsOf('service-request.call-changed.v1', call.id);
    expect(changes).toHaveLength(2);
    expect(changes[1]).toMatchObject({ recipientIds: [technician.id, company.sub] });
  });

  it('rings for the technician when an admin starts it', async () => {
    const { requestId, technician } = await onSite.acceptedJob('Nome');
    const call = await callOf(await start(helpers.adminToken(), requestId), 201);
    const [rang] = await eventsOf('service-request.call-changed.v1', call.id);
    expect(rang).toMatchObject({ recipientIds: [expect.any(String), technician.id] });
    expect((await callOf(await join(technician.token, call.id))).status).toBe('active');
  });

  it('takes back a person who reloads, in the same call, telling the other side', async () => {
    const { requestId, company, technician, call } = await activeCall('Unalakleet');
    const first = call.participants.find((person) => person.userId === company.sub);

    const rejoined = await callOf(await join(company.token, call.id));
    expect(rejoined).toMatchObject({
      id: call.id,
      status: 'active',
      connectedAt: call.connectedAt,
    });
    const again = rejoined.participants.find((person) => person.userId === company.sub);
    expect(again?.leftAt).toBeNull();
    expect(Date.parse(again?.joinedAt ?? '')).toBeGreaterThan(Date.parse(first?.joinedAt ?? ''));
    expect(await callsOf(technician.token, requestId)).toHaveLength(1);
    const changes = await eventsOf('service-request.call-changed.v1', call.id);
    expect(changes.at(-1)).toEqual({ recipientIds: [technician.id, company.sub], call: rejoined });
  });

  it('tells a third person the call is full', async () => {
    const { call } = await activeCall('Kotzebue');
    const response = await join(helpers.adminToken(), call.id);
    expect(response.status).toBe(409);
    expect(await problemOf(response)).toMatchObject({
      code: 'call_full',
      detail: messages.calls.full,
    });
  });

  it('lets nobody else start, join or list it', async () => {
    const { requestId, call } = await ringingCall('Dillingham');
    const stranger = helpers.companyIn('Dillingham');
    const otherTechnician = helpers.technicianFor('Dillingham');

    for (const token of [stranger.token, otherTechnician.token]) {
      expect((await start(token, requestId)).status).toBe(403);
      expect((await join(token, call.id)).status).toBe(403);
      const list = await helpers.call('GET', `/service-requests/${requestId}/calls`, token);
      expect(list.status).toBe(403);
    }
    const notSignedIn = await helpers.call('POST', `/service-requests/${requestId}/calls`);
    expect(notSignedIn.status).toBe(401);
    expect((await join(helpers.adminToken(), randomUUID())).status).toBe(404);
  });

  it('refuses a technician who is not in good standing', async () => {
    const { requestId, technician, company } = await onSite.acceptedJob('Unalakleet');
    service.technician.setStanding(technician.id, 'suspended');
    const refused = await start(technician.token, requestId);
    expect(refused.status).toBe(403);
    expect((await problemOf(refused)).code).toBe('forbidden');

    const call = await callOf(await start(company.token, requestId), 201);
    expect((await join(technician.token, call.id)).status).toBe(403);
  });

  it('answers a second start with the call already open, to join instead', async () => {
    const { requestId, company, call } = await ringingCall('Hooper Bay');
    const response = await start(company.token, requestId);
    expect(response.status).toBe(409);
    const problem = (await response.json()) as { code: string; call: Call };
    expect(problem.code).toBe('call_already_open');
    expect(problem.call.id).toBe(call.id);
  });

  it('is held only on a job its technician holds', async () => {
    const company = helpers.companyIn('Galena');
    const requestId = await helpers.submit(company);
    const response = await start(company.token, requestId);
    expect(response.status).toBe(409);
    expect((await problemOf(response)).code).toBe('job_not_callable');
    expect((await start(helpers.adminToken(), randomUUID())).status).toBe(404);
  });
});

describe("a call's signals", () => {
  it('go to the other person only, once both are in', async () => {
    const { company, technician, call } = await activeCall('Aniak');
    const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
    const passed = await signal(technician.token, call.id, offer, joinedAt(call, company.sub));
    expect(passed.status).toBe(202);
    expect(await passed.text()).toBe('');
    const answered = await signal(
      company.token,
      call.id,
      candidate(1),
      joinedAt(call, technician.id),
    );
    expect(answered.status).toBe(202);

    expect(await eventsOf('service-request.call-signal.v2', call.id)).toEqual([
      {
        recipientId: company.sub,
        callId: call.id,
        fromUserId: technician.id,
        fromJoinedAt: joinedAt(call, technician.id),
        toJoinedAt: joinedAt(call, company.sub),
        signal: offer,
      },
      {
        recipientId: technician.id,
        callId: call.id,
        fromUserId: company.sub,
        fromJoinedAt: joinedAt(call, company.sub),
        toJoinedAt: joinedAt(call, technician.id),
        signal: candidate(1),
      },
    ]);
  });

  it('carry the join they were sent from, so a rejoined page is told from its earlier one', async () => {
    const { company, call } = await activeCall('Akiak');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const rejoined = await callOf(await join(company.token, call.id));
    expect(joinedAt(rejoined, company.sub)).not.toBe(joinedAt(call, company.sub));
    expect((await signal(company.token, call.id, candidate(2))).status).toBe(202);
    const [sent] = await eventsOf('service-request.call-signal.v2', call.id);
    expect(sent?.fromJoinedAt).toBe(joinedAt(rejoined, company.sub));
  });

  it('are refused from anyone not in the call', async () => {
    const { call } = await activeCall('Bethel');
    const response = await signal(helpers.adminToken(), call.id, candidate(1));
    expect(response.status).toBe(403);
    expect((await problemOf(response)).code).toBe('call_not_participant');
  });

  it('are refused when too large, naming the field', async () => {
    const { technician, call } = await activeCall('Nome');
    const sdp = 'a'.repeat(CALL_LIMITS.sdpMaxBytes + 1);
    const response = await signal(technician.token, call.id, { type: 'offer', sdp });
    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'signal.sdp', message: messages.calls.sdpTooLong(CALL_LIMITS.sdpMaxBytes) },
    ]);
    const unknown = await signal(technician.token, call.id, { type: 'bye' });
    expect(unknown.status).toBe(400);
    const unaddressed = await helpers.call('POST', `/calls/${call.id}/signals`, technician.token, {
      signal: candidate(1),
    });
    expect(unaddressed.status).toBe(400);
    expect((await problemOf(unaddressed)).errors?.map((error) => error.field)).toEqual([
      'toJoinedAt',
    ]);
  });

  it("are bounded per call, both people's together", async () => {
    const { company, technician, call } = await activeCall('Kotzebue');
    const budget = service.calls.signalsPerMinute;
    const sent = await Promise.all(
      Array.from({ length: budget }, (_, n) =>
        signal(n % 2 ? company.token : technician.token, call.id, candidate(n)),
      ),
    );
    expect(sent.map((response) => response.status)).toEqual(Array(budget).fill(202));
    const over = await signal(technician.token, call.id, candidate(budget));
    expect(over.status).toBe(429);
    expect((await problemOf(over)).code).toBe('call_signals_limited');
    expect(await eventsOf('service-request.call-signal.v2', call.id)).toHaveLength(budget);
  });
});

describe('the end of a call', () => {
  it('comes when the last person hangs up, and the job lists it with how it went', async () => {
    const { requestId, company, technician, call } = await activeCall('Dillingham');

    const left = await callOf(await hangUp(company.token, call.id));
    expect(left.status).toBe('active');
    expect(
      left.participants.find((person) => person.userId === company.sub)?.leftAt,
    ).not.toBeNull();
    expect((await signal(company.token, call.id, candidate(1))).status).toBe(403);

    const ended = await callOf(await hangUp(technician.token, call.id));
    expect(ended).toMatchObject({ status: 'ended', endReason: 'hungUp' });
    expect(ended.endedAt).not.toBeNull();
    expect((await signal(technician.token, call.id, candidate(1))).status).toBe(409);
    expect(await callOf(await hangUp(technician.token, call.id))).toEqual(ended);

    const next = await callOf(await start(company.token, requestId), 201);
    const listed = await callsOf(technician.token, requestId);
    expect(listed.map((item) => item.id)).toEqual([next.id, call.id]);
    expect(listed[1]).toEqual(ended);
    const last = (await eventsOf('service-request.call-changed.v1', call.id)).at(-1);
    expect(last).toMatchObject({ call: { status: 'ended', endReason: 'hungUp' } });
  });

  it('comes by itself for a call nobody answers, as missed', async () => {
    const { call } = await ringingCall('Galena');
    await tick(secondsAfter(call.startedAt, service.calls.ringTimeoutSeconds - 1));
    expect(await endOf(call.id)).toEqual(['ringing', null]);
    await tick(secondsAfter(call.startedAt, service.calls.ringTimeoutSeconds + 1));

    const [ended] = await callsOf(helpers.adminToken(), call.requestId);
    expect(ended).toMatchObject({ id: call.id, status: 'ended', endReason: 'missed' });
    const last = (await eventsOf('service-request.call-changed.v1', call.id)).at(-1);
    expect(last).toMatchObject({ call: { status: 'ended', endReason: 'missed' } });
  });

  it('comes by itself for a call nobody keeps alive, as dropped', async () => {
    const { technician, call } = await activeCall('Aniak');
    const idle = service.calls.idleTimeoutSeconds;
    // A keep-alive later on holds it open past the timeout counted from the join.
    const keptAt = secondsAfter(call.connectedAt!, idle / 2);
    await service.testDb.db('calls').where({ id: call.id }).update({ last_activity_at: keptAt });
    const kept = await helpers.call('POST', `/calls/${call.id}/keep-alive`, technician.token);
    expect(kept.status).toBe(204);
    await service.testDb.db('calls').where({ id: call.id }).update({ last_activity_at: keptAt });

    await tick(secondsAfter(call.connectedAt!, idle + 1));
    expect(await endOf(call.id)).toEqual(['active', null]);
    await tick(secondsAfter(keptAt.toISOString(), idle + 1));
    const [ended] = await callsOf(technician.token, call.requestId);
    expect(ended).toMatchObject({ status: 'ended', endReason: 'dropped' });
    expect(ended!.participants.every((person) => person.leftAt !== null)).toBe(true);
  });
});

describe('who a call belongs to', () => {
  it('takes a company user only of the job’s own company', async () => {
    const { requestId } = await onSite.acceptedJob('Bethel');
    const sub = randomUUID();
    const otherCompanyUser = userToken(service.issuer, { sub, roles: ['company'], name: 'Ivan' });
    expect((await start(otherCompanyUser, requestId)).status).toBe(403);
  });
});
