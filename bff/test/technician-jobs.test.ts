import { messages, type Problem } from '@rha/contracts';
import { describe, expect, it } from 'vitest';
import {
  detailsAnswer,
  futureEta,
  jobAnswer,
  jobsAnswer,
  offersAnswer,
  offerId,
  problem,
  requestId,
  useDispatchRelay,
  expectRelayed,
} from './support/dispatch.js';
import { api } from './support/stack.js';

const relay = useDispatchRelay();

const eta = futureEta();
const hold = { reason: 'Freezing fog grounded the flights.', eta };

/** Each Jobs tab action: what the browser sends, where the bff relays it and what comes back. */
const actions = [
  {
    method: 'GET',
    path: '/api/technicians/jobs',
    servicePath: '/technicians/me/jobs?limit=50&sort=upcoming&q=',
    body: undefined,
    relayed: undefined,
    status: 200,
    answer: jobsAnswer,
  },
  {
    method: 'GET',
    path: '/api/technicians/offers',
    servicePath: '/technicians/me/offers?limit=50&sort=oldest&q=',
    body: undefined,
    relayed: undefined,
    status: 200,
    answer: offersAnswer,
  },
  {
    method: 'POST',
    path: `/api/technicians/offers/${offerId}/accept`,
    servicePath: `/technicians/me/offers/${offerId}/accept`,
    body: { eta: ` ${eta} ` },
    relayed: { eta },
    status: 200,
    answer: jobAnswer(eta),
  },
  {
    method: 'POST',
    path: `/api/technicians/offers/${offerId}/decline`,
    servicePath: `/technicians/me/offers/${offerId}/decline`,
    body: { reason: 'Too far to travel' },
    // The note the browser may leave out reaches the service as the schema's default.
    relayed: { reason: 'Too far to travel', note: '' },
    status: 204,
    answer: undefined,
  },
  {
    method: 'POST',
    path: `/api/technicians/jobs/${requestId}/hold`,
    servicePath: `/technicians/me/jobs/${requestId}/hold`,
    body: hold,
    relayed: hold,
    status: 200,
    answer: { ...jobAnswer(eta), status: 'On hold' },
  },
  {
    method: 'POST',
    path: `/api/technicians/jobs/${requestId}/resume`,
    servicePath: `/technicians/me/jobs/${requestId}/resume`,
    body: undefined,
    relayed: undefined,
    status: 200,
    answer: jobAnswer(eta),
  },
] as const;

async function problemOf(response: Response, status: number): Promise<Problem> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

describe('the technician Jobs tab paths', () => {
  it.each(actions)(
    '$method $path relays method, path, body and token and answers as the service did',
    async ({ method, path, servicePath, body, relayed, status, answer }) => {
      await expectRelayed(relay, {
        role: 'technician',
        method,
        path,
        servicePath,
        body,
        relayed,
        status,
        answer,
      });
    },
  );

  it('keeps the jobs out of caches', async () => {
    relay.serviceRequest.answerNext(200, jobsAnswer);

    const response = await api(relay.bff.url, '/api/technicians/jobs', {
      token: relay.token('technician'),
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each(actions)(
    '$method $path answers 401 without a token and 403 to companies and admins, asking no one',
    async ({ method, path, body }) => {
      expect((await problemOf(await api(relay.bff.url, path, { method, body }), 401)).code).toBe(
        'unauthorized',
      );
      for (const role of ['company', 'admin'] as const) {
        const response = await api(relay.bff.url, path, { method, body, token: relay.token(role) });
        expect((await problemOf(response, 403)).code).toBe('forbidden');
      }
      expect(relay.serviceRequest.calls).toEqual([]);
    },
  );

  it('refuses bad bodies with the shared messages before calling the service', async () => {
    const token = relay.token('technician');
    const acceptPath = `/api/technicians/offers/${offerId}/accept`;
    const late = await api(relay.bff.url, acceptPath, {
      method: 'POST',
      token,
      body: { eta: '2020-01-01T09:00:00-09:00' },
    });
    expect((await problemOf(late, 400)).errors).toEqual([
      { field: 'eta', message: messages.dispatch.etaInPast },
    ]);
    const vague = await api(relay.bff.url, acceptPath, {
      method: 'POST',
      token,
      body: { eta: 'tomorrow' },
    });
    expect((await problemOf(vague, 400)).errors).toContainEqual({
      field: 'eta',
      message: messages.dispatch.invalidEta,
    });

    const decline = await api(relay.bff.url, `/api/technicians/offers/${offerId}/decline`, {
      method: 'POST',
      token,
      body: { reason: 'Busy' },
    });
    expect((await problemOf(decline, 400)).errors).toEqual([
      { field: 'reason', message: messages.dispatch.declineReasonRequired },
    ]);

    const held = await api(relay.bff.url, `/api/technicians/jobs/${requestId}/hold`, {
      method: 'POST',
      token,
      body: { eta },
    });
    expect((await problemOf(held, 400)).errors).toEqual([
      { field: 'reason', message: messages.dispatch.holdReasonRequired },
    ]);
    expect(relay.serviceRequest.calls).toEqual([]);
  });

  it('relays a lost race as 409 job_taken with its message', async () => {
    relay.serviceRequest.answerNext(409, problem(409, 'job_taken', messages.dispatch.jobTaken));

    const response = await api(relay.bff.url, `/api/technicians/offers/${offerId}/accept`, {
      method: 'POST',
      token: relay.token('technician'),
      body: { eta },
    });

    expect(await problemOf(response, 409)).toMatchObject({
      code: 'job_taken',
      detail: messages.dispatch.jobTaken,
    });
  });

  it("relays the service's other refusals with their codes and messages", async () => {
    const token = relay.token('technician');
    const refusals = [
      {
        path: `/api/technicians/offers/${offerId}/decline`,
        body: { reason: 'Other', note: 'Out of town' },
        answer: problem(404, 'offer_not_found', messages.dispatch.offerNotFound),
      },
      {
        path: `/api/technicians/offers/${offerId}/decline`,
        body: { reason: 'Other' },
        answer: problem(409, 'offer_closed', messages.dispatch.offerClosed),
      },
      {
        path: `/api/technicians/jobs/${requestId}/hold`,
        body: hold,
        answer: problem(404, 'not_found', messages.lifecycle.requestNotFound),
      },
      {
        path: `/api/technicians/jobs/${requestId}/resume`,
        body: undefined,
        answer: problem(409, 'request_not_resumable', messages.dispatch.notResumable('Accepted')),
      },
    ];
    for (const { path, body, answer } of refusals) {
      relay.serviceRequest.answerNext(answer.status, answer);
      const response = await api(relay.bff.url, path, { method: 'POST', token, body });
      expect(await problemOf(response, answer.status)).toMatchObject({
        code: answer.code,
        detail: answer.detail,
      });
    }
  });
});

describe('GET /api/service-requests/{id}', () => {
  it('answers the assigned technician and the ETA as the service gives them', async () => {
    const token = relay.token('company');
    const answer = detailsAnswer(eta);
    relay.serviceRequest.answerNext(200, answer);

    const response = await api(relay.bff.url, `/api/service-requests/${requestId}`, { token });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(answer);
    expect(relay.serviceRequest.calls).toMatchObject([
      {
        method: 'GET',
        path: `/service-requests/${requestId}`,
        headers: { authorization: `Bearer ${token}` },
      },
    ]);
  });
});
