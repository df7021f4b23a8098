import { messages, type Problem } from '@rha/contracts';
import { describe, expect, it } from 'vitest';
import {
  detailsAnswer,
  futureEta,
  inProgressAnswer,
  problem,
  queueAnswer,
  queueEntryAnswer,
  requestId,
  useDispatchRelay,
  technicianId,
  expectRelayed,
} from './support/dispatch.js';
import { api } from './support/stack.js';

const relay = useDispatchRelay();

const eta = futureEta();

const heldJobsAnswer = {
  jobs: [
    {
      requestId,
      ticketNumber: '20260601-0001',
      serviceType: 'remote-hands',
      community: 'Nome',
      companyName: 'Nome Utilities',
      status: 'On site',
      technicianId,
      technicianName: 'Nora Tech',
      vettingStatus: 'suspended',
      heldSince: '2026-06-01T09:00:00.000Z',
    },
  ],
};
const requestPath = `/api/admin/service-requests/${requestId}`;

/** Each admin move: what the browser sends, where the bff relays it and what the service answers. */
const moves = [
  {
    method: 'GET',
    path: '/api/admin/dispatch/queue',
    // The bff reads the query with the list's schema and passes it on with its defaults.
    servicePath: '/admin/dispatch/queue?limit=50&sort=oldest&q=',
    body: undefined,
    answer: queueAnswer,
  },
  {
    method: 'GET',
    path: '/api/admin/dispatch/in-progress',
    servicePath: '/admin/dispatch/in-progress',
    body: undefined,
    answer: inProgressAnswer,
  },
  {
    method: 'POST',
    path: `${requestPath}/offers`,
    servicePath: `/admin/service-requests/${requestId}/offers`,
    body: { technicianIds: [technicianId] },
    answer: queueEntryAnswer,
  },
  {
    method: 'POST',
    path: `${requestPath}/assign`,
    servicePath: `/admin/service-requests/${requestId}/assign`,
    body: { technicianId, eta },
    answer: detailsAnswer(eta),
  },
  {
    method: 'PUT',
    path: `${requestPath}/smart-dispatch`,
    servicePath: `/admin/service-requests/${requestId}/smart-dispatch`,
    body: { smartDispatch: false },
    answer: { ...queueEntryAnswer, smartDispatch: false, nextWaveAt: null },
  },
  {
    method: 'POST',
    path: `${requestPath}/hold`,
    servicePath: `/admin/service-requests/${requestId}/hold`,
    body: { reason: 'Freezing fog grounded the flights.', eta },
    answer: { ...detailsAnswer(eta), status: 'On hold' },
  },
  {
    method: 'POST',
    path: `${requestPath}/resume`,
    servicePath: `/admin/service-requests/${requestId}/resume`,
    body: undefined,
    answer: detailsAnswer(eta),
  },
  {
    method: 'GET',
    path: `/api/admin/held-jobs?technicianId=${technicianId}`,
    servicePath: `/admin/held-jobs?technicianId=${technicianId}`,
    body: undefined,
    answer: heldJobsAnswer,
  },
  {
    method: 'POST',
    path: `/api/admin/held-jobs/${requestId}/decision`,
    servicePath: `/admin/held-jobs/${requestId}/decision`,
    body: { decision: 'reassign' },
    answer: {
      requestId,
      decision: 'reassign',
      decidedAt: '2026-06-01T10:00:00.000Z',
      decidedBy: 'Ada Admin',
    },
  },
] as const;

async function problemOf(response: Response, status: number): Promise<Problem> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

describe('the admin dispatch moves', () => {
  it.each(moves)(
    '$method $path relays method, path, body and token and answers as the service did',
    async ({ method, path, servicePath, body, answer }) => {
      await expectRelayed(relay, {
        role: 'admin',
        method,
        path,
        servicePath,
        body,
        status: 200,
        answer,
      });
    },
  );

  it.each([
    { path: '/api/admin/dispatch/queue', answer: queueAnswer },
    { path: '/api/admin/dispatch/in-progress', answer: inProgressAnswer },
    { path: '/api/admin/held-jobs', answer: heldJobsAnswer },
  ])('keeps $path out of caches', async ({ path, answer }) => {
    relay.serviceRequest.answerNext(200, answer);

    const response = await api(relay.bff.url, path, { token: relay.token('admin') });

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each(moves)(
    '$method $path answers 401 without a token and 403 to companies and technicians, asking no one',
    async ({ method, path, body }) => {
      expect((await problemOf(await api(relay.bff.url, path, { method, body }), 401)).code).toBe(
        'unauthorized',
      );
      for (const role of ['company', 'technician'] as const) {
        const response = await api(relay.bff.url, path, { method, body, token: relay.token(role) });
        expect((await problemOf(response, 403)).code).toBe('forbidden');
      }
      expect(relay.serviceRequest.calls).toEqual([]);
    },
  );

  it('refuses bad bodies with the shared messages before calling the service', async () => {
    const token = relay.token('admin');
    const offers = await api(relay.bff.url, `${requestPath}/offers`, {
      method: 'POST',
      token,
      body: { technicianIds: [] },
    });
    expect((await problemOf(offers, 400)).errors).toEqual([
      { field: 'technicianIds', message: messages.dispatch.technicianRequired },
    ]);

    const hold = await api(relay.bff.url, `${requestPath}/hold`, {
      method: 'POST',
      token,
      body: { reason: ' ', eta: '2020-01-01T09:00:00Z' },
    });
    expect((await problemOf(hold, 400)).errors).toEqual([
      { field: 'reason', message: messages.dispatch.holdReasonRequired },
      { field: 'eta', message: messages.dispatch.etaInPast },
    ]);

    const decision = await api(relay.bff.url, `/api/admin/held-jobs/${requestId}/decision`, {
      method: 'POST',
      token,
      body: { decision: 'fire' },
    });
    expect((await problemOf(decision, 400)).errors).toEqual([
      { field: 'decision', message: messages.heldJobs.decisionRequired },
    ]);

    const assign = await api(relay.bff.url, `${requestPath}/assign`, {
      method: 'POST',
      token,
      body: { technicianId, eta, technicianName: 'Nora' },
    });
    expect(assign.status).toBe(400);
    expect(relay.serviceRequest.calls).toEqual([]);
  });

  it("relays the service's refusals with their codes, messages and field errors", async () => {
    const token = relay.token('admin');
    const notCandidate = problem(400, 'validation_failed', 'Some fields are invalid.', [
      { field: 'technicianIds', message: messages.dispatch.notCandidate },
    ]);
    const refusals = [
      { status: 400, answer: notCandidate },
      {
        status: 404,
        answer: problem(404, 'not_found', messages.lifecycle.requestNotFound),
      },
      {
        status: 409,
        answer: problem(
          409,
          'request_not_dispatchable',
          messages.dispatch.notDispatchable('Accepted'),
        ),
      },
    ];
    for (const { status, answer } of refusals) {
      relay.serviceRequest.answerNext(status, answer);
      const response = await api(relay.bff.url, `${requestPath}/offers`, {
        method: 'POST',
        token,
        body: { technicianIds: [technicianId] },
      });
      expect(await problemOf(response, status)).toMatchObject({
        code: answer.code,
        detail: answer.detail,
        ...(answer.errors ? { errors: answer.errors } : {}),
      });
    }
  });

  it('answers 502 when the service fails in a way the browser cannot act on', async () => {
    relay.serviceRequest.answerNext(500, problem(500, 'internal_error', 'Boom'));

    const response = await api(relay.bff.url, `${requestPath}/resume`, {
      method: 'POST',
      token: relay.token('admin'),
    });

    const body = await problemOf(response, 502);
    expect(body.detail).not.toContain('Boom');
  });
});
