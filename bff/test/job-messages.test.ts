import { messages, type Problem } from '@rha/contracts';
import type { components } from '@rha/contracts/generated/bff';
import { describe, expect, it } from 'vitest';
import { problem, requestId, useDispatchRelay, expectRelayed } from './support/dispatch.js';
import { api } from './support/stack.js';

type Schemas = components['schemas'];

const relay = useDispatchRelay();

const threadPath = `/api/service-requests/${requestId}/messages`;
const servicePath = `/service-requests/${requestId}/messages`;
const clientId = '6f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const message: Schemas['JobMessage'] = {
  id: '7a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  clientId,
  party: 'company',
  authorName: 'Nora Nome',
  mine: true,
  text: 'Is the gate code still 4417?',
  attachments: [],
  sentAt: '2030-06-20T17:30:00.000Z',
};
const thread: Schemas['JobMessageThread'] = {
  requestId,
  party: 'company',
  messages: [message],
  unread: 0,
};
const unread: Schemas['UnreadMessages'] = {
  total: 2,
  requests: [
    {
      requestId,
      serviceTicketNumber: '20300620-1001',
      unread: 2,
      lastMessageAt: '2030-06-20T17:30:00.000Z',
    },
  ],
};

/** Each call: what the browser sends, where the bff relays it and what comes back. */
const calls = [
  {
    name: 'the thread',
    method: 'GET',
    path: threadPath,
    servicePath,
    body: undefined,
    relayed: undefined,
    status: 200,
    answer: thread,
  },
  {
    name: 'a new message',
    method: 'POST',
    path: threadPath,
    servicePath,
    body: { clientId, text: `  ${message.text}  ` },
    relayed: { clientId, text: message.text, attachmentIds: [] },
    status: 201,
    answer: message,
  },
  {
    name: 'a message sent again',
    method: 'POST',
    path: threadPath,
    servicePath,
    body: { clientId, text: message.text },
    relayed: { clientId, text: message.text, attachmentIds: [] },
    status: 200,
    answer: message,
  },
  {
    name: 'the read mark',
    method: 'POST',
    path: `${threadPath}/read`,
    servicePath: `${servicePath}/read`,
    body: { through: message.id },
    relayed: { through: message.id },
    status: 204,
    answer: undefined,
  },
  {
    name: 'the unread counts',
    method: 'GET',
    path: '/api/messages/unread',
    servicePath: '/messages/unread',
    body: undefined,
    relayed: undefined,
    status: 200,
    answer: unread,
  },
] as const;

async function problemOf(response: Response, status: number): Promise<Problem> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

describe('the message paths', () => {
  it.each(calls)(
    '$name relays path, body and token for every party and answers $status as the service did',
    async ({ method, path, servicePath: relayedPath, body, relayed, status, answer }) => {
      for (const role of ['company', 'technician', 'admin'] as const) {
        await expectRelayed(relay, {
          role,
          method,
          path,
          servicePath: relayedPath,
          body,
          relayed,
          status,
          answer,
        });
      }
    },
  );

  it.each(calls)(
    '$name answers 401 without a token, asking no one',
    async ({ method, path, body }) => {
      const anonymous = await api(relay.bff.url, path, { method, body });
      expect((await problemOf(anonymous, 401)).code).toBe('unauthorized');
      expect(relay.serviceRequest.calls).toEqual([]);
    },
  );

  it('refuses bad bodies with the shared messages before calling the service', async () => {
    const token = relay.token('company');
    const post = (path: string, body: unknown) =>
      api(relay.bff.url, path, { method: 'POST', token, body });

    const empty = await post(threadPath, { clientId, text: '   ' });
    expect((await problemOf(empty, 400)).errors).toEqual([
      { field: 'text', message: messages.jobMessages.textRequired },
    ]);
    const tooMany = await post(threadPath, {
      clientId,
      text: 'Six files.',
      attachmentIds: Array.from({ length: 6 }, () => message.id),
    });
    expect((await problemOf(tooMany, 400)).errors).toEqual([
      { field: 'attachmentIds', message: messages.jobMessages.tooManyAttachments(5) },
    ]);
    const noThrough = await post(`${threadPath}/read`, { through: 'last' });
    expect((await problemOf(noThrough, 400)).errors).toEqual([
      { field: 'through', message: messages.jobMessages.invalidThrough },
    ]);
    const author = await post(threadPath, { clientId, text: 'Hi.', party: 'support' });
    expect((await problemOf(author, 400)).code).toBe('validation_failed');
    expect(relay.serviceRequest.calls).toEqual([]);
  });

  it("relays the service's refusals with their codes and messages", async () => {
    const token = relay.token('technician');
    const refusals = [
      {
        method: 'GET',
        body: undefined,
        answer: problem(404, 'not_found', 'Service request not found'),
      },
      {
        method: 'POST',
        body: { clientId, text: 'Hi.' },
        answer: problem(409, 'thread_full', messages.jobMessages.threadFull(1000)),
      },
      {
        method: 'POST',
        body: { clientId, text: 'Hi.', attachmentIds: [message.id] },
        answer: problem(400, 'validation_failed', 'The request has invalid fields.', [
          { field: 'attachmentIds', message: messages.jobMessages.attachmentNotFound },
        ]),
      },
    ] as const;
    for (const { method, body, answer } of refusals) {
      relay.serviceRequest.answerNext(answer.status, answer);
      const response = await api(relay.bff.url, threadPath, { method, token, body });
      expect(await problemOf(response, answer.status)).toMatchObject({
        code: answer.code,
        detail: answer.detail,
        ...('errors' in answer ? { errors: answer.errors } : {}),
      });
    }
  });
});
