import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages, type Call, type CallWithIceServers, type Problem } from '@rha/contracts';
import type { RunningService } from '@rha/kit';
import { startTestIssuer, type TestIssuer } from '@rha/kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MintIceServers } from '../src/calls/ice-servers.js';
import { startBff } from './support/bff.js';
import { api, tokenFor } from './support/stack.js';

interface Heard {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

type Answer = { status: number; body?: unknown };

/**
 * Stands where service-request would, answering each call route as the test says (signals and
 * keep-alives are accepted unless told otherwise), so a burst needs no answer per request.
 */
async function startCallsStandIn() {
  const heard: Heard[] = [];
  const answers = new Map<string, Answer>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '';
      heard.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        body: text ? JSON.parse(text) : undefined,
      });
      const route = `${req.method} ${path.replace(/[0-9a-f-]{36}/g, ':id')}`;
      const answer: Answer =
        answers.get(route) ??
        (route.endsWith('/signals')
          ? { status: 202 }
          : route.endsWith('/keep-alive')
            ? { status: 204 }
            : { status: 500, body: { code: 'no_answer_set' } });
      const type = answer.status >= 400 ? 'application/problem+json' : 'application/json';
      res.writeHead(answer.status, answer.body === undefined ? {} : { 'content-type': type });
      res.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    heard,
    answer: (route: string, answer: Answer) => answers.set(route, answer),
    reset() {
      heard.length = 0;
      answers.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function callOn(requestId: string, status: Call['status'] = 'ringing'): Call {
  const at = new Date().toISOString();
  return {
    id: randomUUID(),
    requestId,
    status,
    startedBy: { userId: 'tech-1', name: 'Tanya Nome', role: 'technician' },
    participants: [
      { userId: 'tech-1', name: 'Tanya Nome', role: 'technician', joinedAt: at, leftAt: null },
    ],
    startedAt: at,
    connectedAt: null,
    endedAt: null,
    endReason: null,
  };
}

/** A signal as a page sends it, meant for the other person's join (which the bff does not check). */
const addressed = (signal: unknown) => ({ toJoinedAt: '2026-06-01T10:00:00.000Z', signal });

const candidate = (n: number) => ({
  type: 'candidate',
  candidate: {
    candidate: `candidate:${n} 1 udp 2122260223 10.0.0.2 ${49152 + n} typ host`,
    sdpMid: '0',
    sdpMLineIndex: 0,
  },
});

/** Credentials that name the person, so a test sees whom they were minted for. */
const mintIceServers: MintIceServers = (userId) => [
  { urls: ['turn:turn.test:3478?transport=udp'], username: `minted:${userId}`, credential: 'x' },
];

const USER_WRITE_LIMIT = 5;

describe('the call routes of the bff', () => {
  let issuer: TestIssuer;
  let standIn: Awaited<ReturnType<typeof startCallsStandIn>>;
  let bff: RunningService;
  const person = randomUUID();
  let token: string;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    standIn = await startCallsStandIn();
    bff = await startBff(
      {
        KEYCLOAK_URL: new URL(issuer.issuer).origin,
        SERVICE_REQUEST_URL: standIn.url,
        USER_WRITE_RATE_LIMIT: String(USER_WRITE_LIMIT),
      },
      { mintIceServers },
    );
    token = tokenFor(issuer, person, ['technician']);
  });
  beforeEach(() => standIn?.reset());
  afterAll(async () => {
    await bff?.stop();
    await standIn?.close();
    await issuer?.close();
  });

  it('starts a call at service-request and adds the ICE servers minted for the caller', async () => {
    const requestId = randomUUID();
    const call = callOn(requestId);
    standIn.answer('POST /service-requests/:id/calls', { status: 201, body: { call } });

    const response = await api(bff.url, `/api/service-requests/${requestId}/calls`, {
      method: 'POST',
      token,
    });
    expect(response.status).toBe(201);
    expect((await response.json()) as CallWithIceServers).toEqual({
      call,
      iceServers: mintIceServers(person),
    });
    expect(standIn.heard).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/service-requests/${requestId}/calls`,
        authorization: `Bearer ${token}`,
      }),
    ]);
  });

  it('joins with ICE servers of its own, and passes on a full call as service-request words it', async () => {
    const call = callOn(randomUUID(), 'active');
    standIn.answer('POST /calls/:id/join', { status: 200, body: { call } });
    const joined = await api(bff.url, `/api/calls/${call.id}/join`, { method: 'POST', token });
    expect(joined.status).toBe(200);
    expect(((await joined.json()) as CallWithIceServers).iceServers).toEqual(
      mintIceServers(person),
    );

    standIn.answer('POST /calls/:id/join', {
      status: 409,
      body: {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        code: 'call_full',
        detail: messages.calls.full,
      },
    });
    const full = await api(bff.url, `/api/calls/${call.id}/join`, { method: 'POST', token });
    expect(full.status).toBe(409);
    expect((await full.json()) as Problem).toMatchObject({
      code: 'call_full',
      detail: 'This call is full.',
    });
  });

  it("gives a ringing call's page ICE servers only once service-request lets it see the job's calls", async () => {
    const requestId = randomUUID();
    const path = `/api/service-requests/${requestId}/calls/ice-servers`;
    standIn.answer('GET /service-requests/:id/calls', { status: 200, body: { items: [] } });
    const allowed = await api(bff.url, path, { token });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('cache-control')).toBe('no-store');
    expect(await allowed.json()).toEqual({ iceServers: mintIceServers(person) });
    expect(standIn.heard).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: `/service-requests/${requestId}/calls`,
        authorization: `Bearer ${token}`,
      }),
    ]);

    standIn.answer('GET /service-requests/:id/calls', {
      status: 403,
      body: {
        type: 'about:blank',
        title: 'Forbidden',
        status: 403,
        code: 'forbidden',
        detail: messages.calls.notAllowed,
      },
    });
    const refused = await api(bff.url, path, { token });
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('minted');
    const registrant = tokenFor(issuer, randomUUID(), []);
    expect((await api(bff.url, path, { token: registrant })).status).toBe(403);
  });

  it('answers a start on a job with an open call with that call, to join it instead', async () => {
    const requestId = randomUUID();
    const open = callOn(requestId);
    standIn.answer('POST /service-requests/:id/calls', {
      status: 409,
      body: {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        code: 'call_already_open',
        detail: messages.calls.alreadyOpen,
      },
    });
    standIn.answer('GET /service-requests/:id/calls', { status: 200, body: { items: [open] } });
    const response = await api(bff.url, `/api/service-requests/${requestId}/calls`, {
      method: 'POST',
      token,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'call_already_open', call: open });
  });

  it('never meets the per-user write limit with a burst of signals, which other writes still meet', async () => {
    const callId = randomUUID();
    // Someone who has written nothing yet: the whole budget is theirs.
    const token = tokenFor(issuer, randomUUID(), ['technician']);
    const burst = await Promise.all(
      Array.from({ length: 300 }, (_, n) =>
        api(bff.url, `/api/calls/${callId}/signals`, {
          method: 'POST',
          token,
          body: addressed(candidate(n)),
        }),
      ),
    );
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([202]));
    expect(standIn.heard.filter((heard) => heard.path.endsWith('/signals'))).toHaveLength(300);

    const keptAlive: number[] = [];
    for (let n = 0; n <= USER_WRITE_LIMIT; n += 1) {
      const response = await api(bff.url, `/api/calls/${callId}/keep-alive`, {
        method: 'POST',
        token,
      });
      keptAlive.push(response.status);
    }
    expect(keptAlive).toEqual([...Array(USER_WRITE_LIMIT).fill(204), 429]);
  });

  it("passes on the call's own budget being spent", async () => {
    standIn.answer('POST /calls/:id/signals', {
      status: 429,
      body: {
        type: 'about:blank',
        title: 'Too many',
        status: 429,
        code: 'call_signals_limited',
        detail: messages.calls.tooManySignals,
      },
    });
    const response = await api(bff.url, `/api/calls/${randomUUID()}/signals`, {
      method: 'POST',
      token: tokenFor(issuer, randomUUID(), ['company']),
      body: addressed({ type: 'restart' }),
    });
    expect(response.status).toBe(429);
    expect(((await response.json()) as Problem).code).toBe('call_signals_limited');
  });

  it('refuses a signal too large before it travels, naming the field', async () => {
    const response = await api(bff.url, `/api/calls/${randomUUID()}/signals`, {
      method: 'POST',
      token: tokenFor(issuer, randomUUID(), ['admin']),
      body: addressed({ type: 'offer', sdp: 'a'.repeat(16 * 1024 + 1) }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Problem).errors).toEqual([
      { field: 'signal.sdp', message: messages.calls.sdpTooLong(16 * 1024) },
    ]);
    expect(standIn.heard).toEqual([]);
  });

  it('forwards a hang-up and the list of calls', async () => {
    const call = { ...callOn(randomUUID()), status: 'ended' as const };
    standIn.answer('POST /calls/:id/hang-up', { status: 200, body: { call } });
    standIn.answer('GET /service-requests/:id/calls', { status: 200, body: { items: [call] } });
    const someone = tokenFor(issuer, randomUUID(), ['company']);
    const hungUp = await api(bff.url, `/api/calls/${call.id}/hang-up`, {
      method: 'POST',
      token: someone,
    });
    expect(hungUp.status).toBe(200);
    expect(await hungUp.json()).toEqual({ call });
    const listed = await api(bff.url, `/api/service-requests/${call.requestId}/calls`, {
      token: someone,
    });
    expect(await listed.json()).toEqual({ items: [call] });
    const registrant = tokenFor(issuer, randomUUID(), []);
    expect(
      (await api(bff.url, `/api/calls/${call.id}/hang-up`, { method: 'POST', token: registrant }))
        .status,
    ).toBe(403);
  });
});
