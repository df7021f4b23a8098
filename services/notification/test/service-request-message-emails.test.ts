import { randomUUID } from 'node:crypto';
import type { EventData } from '@rha/contracts';
import { describe, expect, it } from 'vitest';
import { unreadMessagesEmail } from '../src/domain/service-request-message-emails.js';
import { webLinks } from '../src/domain/web-links.js';
import { loadEmailTemplates } from '../src/mail/templates.js';
import { useEventMailHarness } from './support/event-mail.js';
import { event, uniqueEmail } from './support/events.js';
import { publicWebUrl, supportEmail } from './support/service.js';
import { bodiesOf, waitUntil } from './support/smtp-server.js';

type UnreadMessages = EventData<'service-request.messages-unread.v1'>;

const UNREAD = 'service-request.messages-unread.v1';

/** Three messages the company left unread since 9:30 AM Alaska time on 20 June 2030. */
function unreadMessages(overrides: Partial<UnreadMessages> = {}): UnreadMessages {
  return {
    requestId: randomUUID(),
    ticketNumber: `20300620-${String(Math.floor(Math.random() * 9000) + 1000)}`,
    party: 'company',
    recipientEmail: uniqueEmail('sam'),
    unread: 3,
    firstUnreadAt: '2030-06-20T17:30:00.000Z',
    lastMessageAt: '2030-06-20T17:33:00.000Z',
    ...overrides,
  };
}

const options = {
  supportEmail: 'support@remote-hands.test',
  links: webLinks('https://remote-hands.test'),
};

describe('unread-messages e-mail', () => {
  it('links each side to where it reads the thread, once per burst', () => {
    const unread = unreadMessages();

    expect(unreadMessagesEmail(unread, options)).toEqual({
      onceKey: `service-request-messages-unread:company:${unread.requestId}:${unread.lastMessageAt}`,
      email: {
        to: unread.recipientEmail,
        replyTo: { address: 'support@remote-hands.test', name: 'Remote Hands Alaska support' },
        template: 'service-request-messages-unread',
        data: {
          ticketNumber: unread.ticketNumber,
          unread: 3,
          messagesLabel: 'messages',
          firstUnreadAt: 'Thu, Jun 20, 2030, 9:30 AM AKDT',
          threadUrl: `https://remote-hands.test/dashboard/requests/${unread.requestId}`,
        },
      },
    });
    const technician = unreadMessagesEmail(unreadMessages({ party: 'technician' }), options);
    expect(technician?.email.data.threadUrl).toBe('https://remote-hands.test/dashboard?tab=jobs');

    const support = unreadMessagesEmail(
      unreadMessages({ party: 'support', recipientEmail: '' }),
      options,
    );
    expect(support?.email.to).toBe('support@remote-hands.test');
    expect(support?.email.replyTo).toBeUndefined();
    expect(support?.email.data.threadUrl).toBe('https://remote-hands.test/admin?tab=dispatch');

    expect(unreadMessagesEmail(unreadMessages({ recipientEmail: '' }), options)).toBeUndefined();
  });

  it('renders the count, the moment and the link, and one message in the singular', async () => {
    const templates = await loadEmailTemplates();
    const unread = unreadMessages({ unread: 1 });
    const { email } = unreadMessagesEmail(unread, options)!;

    const { subject, text, html } = templates.render(email.template, email.data);

    expect(subject).toBe(`1 unread message on service request ${unread.ticketNumber}`);
    expect(text).toContain('Waiting since: Thu, Jun 20, 2030, 9:30 AM AKDT');
    expect(text).toContain(`Read the messages: ${email.data.threadUrl}`);
    expect(html).toContain(`href="${email.data.threadUrl}"`);
  });
});

describe('service-request.messages-unread.v1', () => {
  const harness = useEventMailHarness('notification_message_events');
  const { mailTo, supportMail, receivedBy, quietPeriod, inboxHas, deadLettered } = harness;

  it('e-mails the side once, however often the burst is published', async () => {
    const unread = unreadMessages();
    const first = event(UNREAD, unread);
    const republished = event(UNREAD, unread);

    await Promise.all([harness.transport.publish(first), harness.transport.publish(first)]);
    await harness.transport.publish(republished);

    const [mail] = await receivedBy(unread.recipientEmail);
    expect(mail?.headers.subject).toBe(
      `3 unread messages on service request ${unread.ticketNumber}`,
    );
    expect(bodiesOf(mail!).text).toContain(
      `${publicWebUrl}/dashboard/requests/${unread.requestId}`,
    );
    await waitUntil(() => inboxHas(first.id, republished.id));
    await quietPeriod();
    expect(mailTo(unread.recipientEmail)).toHaveLength(1);
    expect(deadLettered(first.id, republished.id)).toBe(false);
  });

  it("sends support's e-mail to the support mailbox", async () => {
    const unread = unreadMessages({ party: 'support', recipientEmail: '' });
    const published = event(UNREAD, unread);

    await harness.transport.publish(published);

    await waitUntil(() => supportMail(unread.ticketNumber).length > 0);
    await waitUntil(() => inboxHas(published.id));
    await quietPeriod();
    const [mail] = supportMail(unread.ticketNumber);
    expect(mail?.headers.to).toBe(supportEmail);
    expect(bodiesOf(mail!).text).toContain(`${publicWebUrl}/admin?tab=dispatch`);
    expect(supportMail(unread.ticketNumber)).toHaveLength(1);
  });
});
