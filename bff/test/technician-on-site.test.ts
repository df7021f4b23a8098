import { messages, type Problem } from '@rha/contracts';
import { describe, expect, it } from 'vitest';
import {
  jobAnswer,
  logEntryAnswer,
  problem,
  requestId,
  useDispatchRelay,
  workDoneReport,
  expectRelayed,
} from './support/dispatch.js';
import { api } from './support/stack.js';

const relay = useDispatchRelay();

const jobPath = `/api/technicians/jobs/${requestId}`;
const servicePath = `/technicians/me/jobs/${requestId}`;
/** An hour ago: what the device saw is never in the future. */
const capturedAt = new Date(Date.now() - 60 * 60 * 1000).toISOString();
const location = { latitude: 65.26, longitude: -166.36, accuracyMeters: 12 };
const entry = {
  clientId: '0b6f1a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  capturedAt,
  text: 'Replaced the fuel filter.',
};
const onSiteJob = { ...jobAnswer('2027-06-14T18:00:00.000Z'), status: 'On site' as const };
const workDoneJob = { ...onSiteJob, status: 'Work done' as const, report: workDoneReport };

/** Each on-site action: what the browser sends, where the bff relays it and what comes back. */
const actions = [
  {
    name: 'check-in with the location',
    path: `${jobPath}/check-in`,
    servicePath: `${servicePath}/check-in`,
    body: { capturedAt, location },
    relayed: { capturedAt, location },
    status: 200,
    answer: onSiteJob,
  },
  {
    name: 'check-in without it',
    path: `${jobPath}/check-in`,
    servicePath: `${servicePath}/check-in`,
    // A technician who does not share the location sends none; the service hears null.
    body: { capturedAt: ` ${capturedAt} ` },
    relayed: { capturedAt, location: null },
    status: 200,
    answer: onSiteJob,
  },
  {
    name: 'a new log entry',
    path: `${jobPath}/log`,
    servicePath: `${servicePath}/log`,
    body: { ...entry, text: `  ${entry.text}  ` },
    relayed: entry,
    status: 201,
    answer: logEntryAnswer,
  },
  {
    name: 'a log entry sent again',
    path: `${jobPath}/log`,
    servicePath: `${servicePath}/log`,
    body: entry,
    relayed: entry,
    // The same clientId again: the service answers the stored entry, and so does the bff.
    status: 200,
    answer: logEntryAnswer,
  },
  {
    name: 'check-out',
    path: `${jobPath}/check-out`,
    servicePath: `${servicePath}/check-out`,
    body: { capturedAt, workSummary: 'The generator runs again.' },
    relayed: { capturedAt, workSummary: 'The generator runs again.' },
    status: 200,
    answer: workDoneJob,
  },
] as const;

async function problemOf(response: Response, status: number): Promise<Problem> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

describe('the technician on-site paths', () => {
  it.each(actions)(
    '$name relays path, body and token and answers $status as the service did',
    async ({ path, servicePath: relayedPath, body, relayed, status, answer }) => {
      await expectRelayed(relay, {
        role: 'technician',
        method: 'POST',
        path,
        servicePath: relayedPath,
        body,
        relayed,
        status,
        answer,
      });
    },
  );

  it.each(actions)(
    '$name answers 401 without a token and 403 to companies and admins, asking no one',
    async ({ path, body }) => {
      const anonymous = await api(relay.bff.url, path, { method: 'POST', body });
      expect((await problemOf(anonymous, 401)).code).toBe('unauthorized');
      for (const role of ['company', 'admin'] as const) {
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
    const token = relay.token('technician');
    const post = (path: string, body: unknown) =>
      api(relay.bff.url, path, { method: 'POST', token, body });

    const noTime = await post(`${jobPath}/check-in`, { location });
    expect((await problemOf(noTime, 400)).errors).toEqual([
      { field: 'capturedAt', message: messages.onSite.invalidCapturedAt },
    ]);
    const future = await post(`${jobPath}/check-in`, { capturedAt: '2999-01-01T00:00:00Z' });
    expect((await problemOf(future, 400)).errors).toEqual([
      { field: 'capturedAt', message: messages.onSite.capturedInFuture },
    ]);
    const noId = await post(`${jobPath}/log`, { ...entry, clientId: 'entry-1' });
    expect((await problemOf(noId, 400)).errors).toEqual([
      { field: 'clientId', message: messages.onSite.invalidClientId },
    ]);
    const blank = await post(`${jobPath}/log`, { ...entry, text: '   ' });
    expect((await problemOf(blank, 400)).errors).toEqual([
      { field: 'text', message: messages.onSite.logTextRequired },
    ]);
    const noSummary = await post(`${jobPath}/check-out`, { capturedAt });
    expect((await problemOf(noSummary, 400)).errors).toEqual([
      { field: 'workSummary', message: messages.onSite.workSummaryRequired },
    ]);
    const extra = await post(`${jobPath}/check-out`, {
      capturedAt,
      workSummary: 'Done.',
      technicianId: 'someone-else',
    });
    expect((await problemOf(extra, 400)).code).toBe('validation_failed');
    expect(relay.serviceRequest.calls).toEqual([]);
  });

  it("relays the service's refusals with their codes and messages", async () => {
    const token = relay.token('technician');
    const refusals = [
      {
        path: `${jobPath}/check-in`,
        body: { capturedAt },
        answer: problem(404, 'not_found', messages.lifecycle.requestNotFound),
      },
      {
        path: `${jobPath}/check-in`,
        body: { capturedAt },
        answer: problem(409, 'job_not_checkinable', messages.onSite.notCheckInable('Completed')),
      },
      {
        path: `${jobPath}/log`,
        body: entry,
        answer: problem(409, 'job_not_loggable', messages.onSite.notLoggable('Accepted')),
      },
      {
        path: `${jobPath}/log`,
        body: entry,
        answer: problem(409, 'log_full', messages.onSite.logFull(200)),
      },
      {
        path: `${jobPath}/check-out`,
        body: { capturedAt, workSummary: 'Done.' },
        answer: problem(409, 'job_not_checkoutable', messages.onSite.notCheckOutable('Accepted')),
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
