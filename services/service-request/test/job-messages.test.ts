import { randomUUID } from 'node:crypto';
import {
  MESSAGE_LIMITS,
  messages,
  type JobMessage,
  type JobMessageThread,
  type UnreadMessages,
} from '@rha/contracts';
import { describe, expect, it } from 'vitest';
import { problemOf } from './support/dispatch.js';
import { useOnSiteService } from './support/on-site.js';

const { service, helpers, onSite } = useOnSiteService('service_request_job_messages');

const threadPath = (requestId: string) => `/service-requests/${requestId}/messages`;

const post = (token: string | undefined, requestId: string, body: object = {}) =>
  helpers.call('POST', threadPath(requestId), token, {
    clientId: randomUUID(),
    text: 'Is the gate code still 4417?',
    ...body,
  });

async function threadOf(token: string, requestId: string): Promise<JobMessageThread> {
  const response = await helpers.call('GET', threadPath(requestId), token);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as JobMessageThread;
}

async function unreadOf(token: string): Promise<UnreadMessages> {
  const response = await helpers.call('GET', '/messages/unread', token);
  expect(response.status).toBe(200);
  return (await response.json()) as UnreadMessages;
}

const markRead = (token: string, requestId: string, through: string) =>
  helpers.call('POST', `${threadPath(requestId)}/read`, token, { through });

async function posted(response: Response): Promise<JobMessage> {
  expect(response.status).toBe(201);
  return (await response.json()) as JobMessage;
}

/** A stored attachment of the request, as the files routes leave one. */
async function storedAttachment(requestId: string, uploaderId: string, uploaderRole: string) {
  const [row] = (await service.testDb
    .db('job_files')
    .insert({
      request_id: requestId,
      kind: 'attachment',
      status: 'stored',
      client_id: randomUUID(),
      uploader_id: uploaderId,
      uploader_role: uploaderRole,
      file_name: 'invoice.pdf',
      content_type: 'application/pdf',
      size: 1234,
      keep_location: false,
      captured_at: new Date(),
      received_at: new Date(),
    })
    .returning('id')) as { id: string }[];
  return row!.id;
}

describe('a job thread', () => {
  it('carries messages between the company, the technician and support, oldest first', async () => {
    const { requestId, company, technician } = await onSite.acceptedJob('Bethel');

    const question = await posted(await post(company.token, requestId));
    const answer = await posted(
      await post(technician.token, requestId, { text: 'Yes, and I land at 2 PM.' }),
    );
    const support = await posted(
      await post(helpers.adminToken(), requestId, { text: 'Noted on our side.' }),
    );

    expect(question).toMatchObject({
      party: 'company',
      authorName: 'Mary Alexie',
      mine: true,
      text: 'Is the gate code still 4417?',
      attachments: [],
    });
    expect(answer).toMatchObject({ party: 'technician', authorName: technician.fullName });
    expect(support).toMatchObject({ party: 'support', authorName: 'Ada Admin' });

    const asTechnician = await threadOf(technician.token, requestId);
    expect(asTechnician.party).toBe('technician');
    expect(asTechnician.messages.map((message) => [message.id, message.mine])).toEqual([
      [question.id, false],
      [answer.id, true],
      [support.id, false],
    ]);
    // Answering counts as having read what came before; support's note came after.
    expect(asTechnician.unread).toBe(1);
    expect((await threadOf(company.token, requestId)).unread).toBe(2);
    expect((await threadOf(helpers.adminToken(), requestId)).party).toBe('support');
  });

  it('counts unread messages per request for each side, until read', async () => {
    const { requestId, company, technician } = await onSite.acceptedJob('Nome');
    const ticket = (await helpers.requestRow(requestId)).ticket_number;

    await posted(await post(company.token, requestId));
    const second = await posted(await post(company.token, requestId, { text: 'And the key?' }));

    const technicianUnread = await unreadOf(technician.token);
    expect(technicianUnread).toEqual({
      total: 2,
      requests: [
        {
          requestId,
          serviceTicketNumber: ticket,
          unread: 2,
          lastMessageAt: second.sentAt,
        },
      ],
    });
    expect((await unreadOf(company.token)).requests).toEqual([]);
    const forSupport = await unreadOf(helpers.adminToken());
    expect(forSupport.requests.find((entry) => entry.requestId === requestId)?.unread).toBe(2);

    expect((await markRead(technician.token, requestId, second.id)).status).toBe(204);
    expect(await unreadOf(technician.token)).toEqual({ total: 0, requests: [] });

    const reply = await posted(await post(technician.token, requestId, { text: 'Got it.' }));
    expect(await unreadOf(company.token)).toMatchObject({ total: 1 });
    expect((await markRead(company.token, requestId, reply.id)).status).toBe(204);
    expect(await unreadOf(company.token)).toEqual({ total: 0, requests: [] });
  });

  it('never moves the read mark back, and refuses a message of another thread', async () => {
    const { requestId, company, technician } = await onSite.acceptedJob('Kotzebue');
    const other = await onSite.acceptedJob('Kotzebue');
    const first = await posted(await post(company.token, requestId));
    const second = await posted(await post(company.token, requestId, { text: 'Second.' }));
    const elsewhere = await posted(await post(other.company.token, other.requestId));

    expect((await markRead(technician.token, requestId, second.id)).status).toBe(204);
    expect((await markRead(technician.token, requestId, first.id)).status).toBe(204);
    expect((await threadOf(technician.token, requestId)).unread).toBe(0);

    const foreign = await markRead(technician.token, requestId, elsewhere.id);
    expect(foreign.status).toBe(400);
    expect((await problemOf(foreign)).errors).toEqual([
      { field: 'through', message: messages.jobMessages.invalidThrough },
    ]);
  });

  it('posts a message sent again with the same clientId once, answering the stored one', async () => {
    const { requestId, technician } = await onSite.acceptedJob('Bethel');
    const clientId = randomUUID();

    const first = await posted(await post(technician.token, requestId, { clientId }));
    const again = await post(technician.token, requestId, { clientId, text: 'Changed on retry' });

    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    expect((await threadOf(technician.token, requestId)).messages).toHaveLength(1);
  });

  it('takes the caller’s own stored attachments of the request, and nothing else', async () => {
    const { requestId, company, technician } = await onSite.acceptedJob('Bethel');
    const own = await storedAttachment(requestId, company.sub, 'company');
    const theirs = await storedAttachment(requestId, technician.id, 'technician');

    const withFile = await posted(
      await post(company.token, requestId, { text: '', attachmentIds: [own] }),
    );
    expect(withFile.attachments).toEqual([
      expect.objectContaining({ id: own, fileName: 'invoice.pdf', kind: 'attachment' }),
    ]);
    expect((await threadOf(technician.token, requestId)).messages[0]?.attachments).toHaveLength(1);

    for (const attachmentIds of [[theirs], [randomUUID()], [own, randomUUID()]]) {
      const refused = await post(company.token, requestId, { attachmentIds });
      expect(refused.status).toBe(400);
      expect((await problemOf(refused)).errors).toEqual([
        { field: 'attachmentIds', message: messages.jobMessages.attachmentNotFound },
      ]);
    }
    expect((await threadOf(company.token, requestId)).messages).toHaveLength(1);
  });

  it('refuses an empty message and one past the thread’s limit', async () => {
    const { requestId, company } = await onSite.acceptedJob('Nome');
    const empty = await post(company.token, requestId, { text: '' });
    expect(empty.status).toBe(400);
    expect((await problemOf(empty)).errors).toEqual([
      { field: 'text', message: messages.jobMessages.textRequired },
    ]);

    const clientIds = Array.from({ length: MESSAGE_LIMITS.messagesMax }, () => randomUUID());
    await service.testDb.db('job_messages').insert(
      clientIds.map((clientId) => ({
        request_id: requestId,
        client_id: clientId,
        party: 'company',
        author_id: company.sub,
        text: 'Filler.',
      })),
    );

    const full = await post(company.token, requestId);
    expect(full.status).toBe(409);
    expect(await problemOf(full)).toMatchObject({
      code: 'thread_full',
      detail: messages.jobMessages.threadFull(MESSAGE_LIMITS.messagesMax),
    });
    const resent = await post(company.token, requestId, { clientId: clientIds[0] });
    expect(resent.status).toBe(200);
  });
});

describe('who may use a thread', () => {
  it('answers 404 to anyone outside it and for unknown ids, 401 without a token', async () => {
    const { requestId, company, technician } = await onSite.acceptedJob('Bethel');
    const message = await posted(await post(company.token, requestId));
    const otherCompany = helpers.companyIn('Bethel');
    const otherTechnician = helpers.technicianFor('Bethel');

    const attempts = (token: string | undefined, id: string) => [
      helpers.call('GET', threadPath(id), token),
      post(token, id),
      markRead(token as string, id, message.id),
    ];

    for (const response of await Promise.all(attempts(undefined, requestId))) {
      expect(response.status).toBe(401);
    }
    for (const [token, id] of [
      [otherCompany.token, requestId],
      [otherTechnician.token, requestId],
      [technician.token, randomUUID()],
      [helpers.adminToken(), randomUUID()],
      [company.token, 'not-an-id'],
    ] as const) {
      for (const response of await Promise.all(attempts(token, id))) {
        expect(response.status).toBe(404);
        expect((await problemOf(response)).code).toBe('not_found');
      }
    }
    expect(await unreadOf(otherTechnician.token)).toEqual({ total: 0, requests: [] });
    expect(await unreadOf(otherCompany.token)).toEqual({ total: 0, requests: [] });
    expect((await threadOf(technician.token, requestId)).messages).toHaveLength(1);
  });
});
