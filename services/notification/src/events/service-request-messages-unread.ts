import type { EventHandler } from '@rha/kit';
import { unreadMessagesEmail } from '../domain/service-request-message-emails.js';
import { unreadMessagesNotice } from '../domain/notices.js';
import type { EventHandlerDeps } from './deps.js';

export const SERVICE_REQUEST_MESSAGES_UNREAD = 'service-request.messages-unread.v1';

/**
 * E-mails one side of a job's thread about the messages it left unread. The inbox absorbs a
 * redelivered event; the once-key absorbs the same burst published again under another id.
 */
export function onServiceRequestMessagesUnread({
  emails,
  notifier,
  supportEmail,
  links,
}: EventHandlerDeps): EventHandler<typeof SERVICE_REQUEST_MESSAGES_UNREAD> {
  return async (unread, { event, trx, log }) => {
    const context = { ticketNumber: unread.ticketNumber, party: unread.party };
    const notice = unreadMessagesEmail(unread, { supportEmail, links });
    if (!notice) {
      log.warn(context, 'unread-messages e-mail not sent: the recipient has no address');
      return;
    }
    const inApp = unreadMessagesNotice(unread);
    const emailId = inApp
      ? await notifier.notify(trx, event, {
          to: { email: notice.email.to },
          notice: inApp,
          email: notice,
        })
      : await emails.queueEmailOnce(trx, notice.onceKey, notice.email);
    log.info(
      { ...context, emailId },
      emailId ? 'unread-messages e-mail queued' : 'unread-messages e-mail already queued',
    );
  };
}
