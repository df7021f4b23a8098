import type { EventData } from '@rha/contracts';
import { alaskaMoment, MESSAGE_PARTY_LABELS } from '@rha/contracts';
import type { OnceEmail } from './emails.js';
import type { WebLinks } from './web-links.js';

export type UnreadServiceRequestMessages = EventData<'service-request.messages-unread.v1'>;

export interface MessageEmailOptions {
  /** SUPPORT_EMAIL: support's side of every thread, and where the others' answers go. */
  supportEmail: string;
  links: WebLinks;
}

/** Where each side reads the thread: the company on its request page, the others on their tab. */
function threadUrl(unread: UnreadServiceRequestMessages, links: WebLinks): string {
  if (unread.party === 'company') return links.serviceRequest(unread.requestId);
  if (unread.party === 'technician') return links.technicianJobs;
  return links.adminDispatch;
}

/**
 * Tells one side of a job's thread that messages wait for it. service-request publishes one event
 * per burst; the key names the newest message covered, so the same burst published again is
 * e-mailed once. Undefined when the side has no address on file.
 */
export function unreadMessagesEmail(
  unread: UnreadServiceRequestMessages,
  { supportEmail, links }: MessageEmailOptions,
): OnceEmail<'service-request-messages-unread'> | undefined {
  const support = unread.party === 'support';
  const to = support ? supportEmail : unread.recipientEmail;
  if (to === '') return undefined;
  return {
    onceKey: `service-request-messages-unread:${unread.party}:${unread.requestId}:${unread.lastMessageAt}`,
    email: {
      to,
      ...(support
        ? {}
        : { replyTo: { address: supportEmail, name: MESSAGE_PARTY_LABELS.support } }),
      template: 'service-request-messages-unread',
      data: {
        ticketNumber: unread.ticketNumber,
        unread: unread.unread,
        messagesLabel: unread.unread === 1 ? 'message' : 'messages',
        firstUnreadAt: alaskaMoment(new Date(unread.firstUnreadAt)),
        threadUrl: threadUrl(unread, links),
      },
    },
  };
}
