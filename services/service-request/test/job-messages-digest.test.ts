import { randomUUID } from 'node:crypto';
import { parseEvent, type JobMessage } from '@rha/contracts';
import { describe, expect, it } from 'vitest';
import { runMessageDigests } from '../src/messages/message-digest.js';
import { useOnSiteService } from './support/on-site.js';

const { service, helpers, onSite } = useOnSiteService('service_request_message_digest');

const DELAY_MINUTES = 5;
const UNREAD = 'service-request.messages-unread.v1';

/** One digest pass, `minutes` from now on the test's clock. */
const tickIn = (minutes: number) =>
  runMessageDigests(
    { db: service.testDb.db, delayMinutes: DELAY_MINUTES, correlationId: randomUUID() },
    new Date(Date.now() + minutes * 60_000),
  );

async function post(token: string, requestId: string, text: string): Promise<JobMessage> {
  const response = await helpers.call('POST', `/service-requests/${requestId}/messages`, token, {
    clientId: randomUUID(),
    text,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as JobMessage;
}

async function digestsOf(requestId: string) {
  const events = await helpers.eventsOf(UNREAD, requestId);
  return events.map((event) => parseEvent(UNREAD, event));
}

describe('unread message e-mails', () => {
  it('tells each other side once per burst, after the delay, and not what it has read', async () => {
    const { requestId, company, technician } = await onSite.acceptedJob('Bethel');
    const ticket = (await helpers.requestRow(requestId)).ticket_number;

    const first = await post(company.token, requestId, 'Is the gate code still 4417?');
    const second = await post(company.token, requestId, 'And is the key under the mat?');

    await tickIn(DELAY_MINUTES - 1);
    expect(await digestsOf(requestId)).toEqual([]);

    await tickIn(DELAY_MINUTES + 1);
    const burst = await digestsOf(requestId);
    expect(burst).toHaveLength(2);
    expect(burst).toEqual(
      expect.arrayContaining([
        {
          requestId,
          ticketNumber: ticket,
          party: 'technician',
          recipientEmail: technician.email,
          unread: 2,
          firstUnreadAt: first.sentAt,
          lastMessageAt: second.sentAt,
        },
        expect.objectContaining({ party: 'support', recipientEmail: '', unread: 2 }),
      ]),
    );

    await tickIn(DELAY_MINUTES * 3);
    expect(await digestsOf(requestId)).toHaveLength(2);

    const third = await post(company.token, requestId, 'Never mind, found it.');
    const read = await helpers.call(
      'POST',
      `/service-requests/${requestId}/messages/read`,
      helpers.adminToken(),
      { through: third.id },
    );
    expect(read.status).toBe(204);

    await tickIn(DELAY_MINUTES + 1);
    const later = (await digestsOf(requestId)).slice(2);
    expect(later).toEqual([
      expect.objectContaining({
        party: 'technician',
        unread: 3,
        firstUnreadAt: first.sentAt,
        lastMessageAt: third.sentAt,
      }),
    ]);
  });

  it('e-mails the company about a reply it leaves unread, at its submitter’s address', async () => {
    const { requestId, company, technician } = await onSite.acceptedJob('Nome');
    const question = await post(company.token, requestId, 'When do you land?');
    const answer = await post(technician.token, requestId, 'At 2 PM.');
    expect(new Date(answer.sentAt) > new Date(question.sentAt)).toBe(true);

    await tickIn(DELAY_MINUTES + 1);

    const toCompany = (await digestsOf(requestId)).filter((event) => event.party === 'company');
    expect(toCompany).toEqual([
      expect.objectContaining({ recipientEmail: company.email, unread: 1 }),
    ]);
    // The technician answered, so the question counts as read on their side.
    expect((await digestsOf(requestId)).filter((event) => event.party === 'technician')).toEqual(
      [],
    );
  });

  it('leaves a request a post holds locked for the next tick', async () => {
    const { requestId, company } = await onSite.acceptedJob('Kotzebue');
    await post(company.token, requestId, 'Anyone there?');

    const held = await service.testDb.db.transaction();
    try {
      await held('service_requests').where({ id: requestId }).forUpdate().first();
      await tickIn(DELAY_MINUTES + 1);
      expect(await digestsOf(requestId)).toEqual([]);
    } finally {
      await held.rollback();
    }

    await tickIn(DELAY_MINUTES + 1);
    expect(await digestsOf(requestId)).toHaveLength(2);
  });
});
