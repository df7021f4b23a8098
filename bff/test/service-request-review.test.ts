import { messages, WARRANTY_DAYS, type Problem } from '@rha/contracts';
import { describe, expect, it } from 'vitest';
import {
  detailsAnswer,
  problem,
  requestId,
  useDispatchRelay,
  workDoneReport,
  expectRelayed,
} from './support/dispatch.js';
import { api } from './support/stack.js';

const relay = useDispatchRelay();

const requestPath = `/api/service-requests/${requestId}`;
const servicePath = `/service-requests/${requestId}`;
const eta = '2027-06-14T18:00:00.000Z';
const completed = {
  ...detailsAnswer(eta),
  serviceType: 'remote-hands' as const,
  status: 'Completed' as const,
  report: {
    ...workDoneReport,
    autoApproveAt: null,
    completedAt: '2027-06-15T17:00:00.000Z',
    warrantyUntil: '2027-06-22T17:00:00.000Z',
  },
};
const sendBack = { to: 'On site', reason: 'The generator stopped again.' } as const;
const reopen = { reason: 'The switch failed again.' };

/** Each review action: who may call it, what the browser sends and what the service answers. */
const actions = [
  {
    path: `${requestPath}/approve`,
    servicePath: `${servicePath}/approve`,
    body: undefined,
    roles: ['company', 'admin'],
    refused: ['technician'],
    answer: completed,
  },
  {
    path: `${requestPath}/send-back`,
    servicePath: `${servicePath}/send-back`,
    body: sendBack,
    roles: ['company', 'admin'],
    refused: ['technician'],
    answer: { ...detailsAnswer(eta), status: 'On site' as const, report: workDoneReport },
  },
  {
    path: `${requestPath}/reopen`,
    servicePath: `${servicePath}/reopen`,
    body: reopen,
    roles: ['company'],
    refused: ['technician', 'admin'],
    answer: { ...completed, status: 'Accepted' as const },
  },
] as const;

async function problemOf(response: Response, status: number): Promise<Problem> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

describe("the company's review of the work done", () => {
  it.each(actions)(
    'POST $path relays body and token for $roles and answers as the service did',
    async ({ path, servicePath: relayedPath, body, roles, answer }) => {
      for (const role of roles) {
        await expectRelayed(relay, {
          role,
          method: 'POST',
          path,
          servicePath: relayedPath,
          body,
          status: 200,
          answer,
        });
      }
    },
  );

  it.each(actions)(
    'POST $path answers 401 without a token and 403 to $refused, asking no one',
    async ({ path, body, refused }) => {
      const anonymous = await api(relay.bff.url, path, { method: 'POST', body });
      expect((await problemOf(anonymous, 401)).code).toBe('unauthorized');
      for (const role of refused) {
        const response = await api(relay.bff.url, path, {
          method: 'POST',
          body,
          token: relay.token(role),
        });
        expect((await problemOf(response, 403)).code).toBe('forbidden');
      }
      expect(relay.serviceRequest.calls).toEqual([]);
    },
  );

  it('refuses bad bodies with the shared messages before calling the service', async () => {
    const token = relay.token('company');
    const post = (path: string, body: unknown) =>
      api(relay.bff.url, path, { method: 'POST', token, body });

    const nowhere = await post(`${requestPath}/send-back`, { to: 'Dispatching', reason: 'No.' });
    expect((await problemOf(nowhere, 400)).errors).toEqual([
      { field: 'to', message: messages.onSite.sendBackTargetRequired },
    ]);
    const silent = await post(`${requestPath}/send-back`, { to: 'Accepted', reason: ' ' });
    expect((await problemOf(silent, 400)).errors).toEqual([
      { field: 'reason', message: messages.onSite.sendBackReasonRequired },
    ]);
    const vague = await post(`${requestPath}/reopen`, {});
    expect((await problemOf(vague, 400)).errors).toEqual([
      { field: 'reason', message: messages.onSite.warrantyReasonRequired },
    ]);
    expect(relay.serviceRequest.calls).toEqual([]);
  });

  it("relays the service's refusals with their codes and messages", async () => {
    const token = relay.token('company');
    const refusals = [
      {
        path: `${requestPath}/approve`,
        body: undefined,
        answer: problem(404, 'not_found', messages.lifecycle.requestNotFound),
      },
      {
        path: `${requestPath}/approve`,
        body: undefined,
        answer: problem(409, 'request_not_reviewable', messages.onSite.notReviewable('On site')),
      },
      {
        path: `${requestPath}/send-back`,
        body: sendBack,
        answer: problem(409, 'request_not_reviewable', messages.onSite.notReviewable('Completed')),
      },
      {
        path: `${requestPath}/reopen`,
        body: reopen,
        answer: problem(409, 'warranty_not_applicable', messages.onSite.warrantyNotApplicable),
      },
      {
        path: `${requestPath}/reopen`,
        body: reopen,
        answer: problem(409, 'warranty_expired', messages.onSite.warrantyExpired(WARRANTY_DAYS)),
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
