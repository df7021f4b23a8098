import type { EventHandler } from '@rha/kit';
import { unplacedNotice } from '../domain/notices.js';
import { flagEmail } from '../domain/service-request-flag-emails.js';
import type { EventHandlerDeps } from './deps.js';

export const SERVICE_REQUEST_FLAGGED = 'service-request.flagged.v1';

/**
 * Asks support to dispatch by hand a request smart dispatch could not place, and tells every admin
 * in the app. The inbox absorbs a redelivered event; the once-key absorbs the same flag published
 * again under another id.
 */
export function onServiceRequestFlagged({
  emails,
  supportEmail,
  links,
  notifier,
}: EventHandlerDeps): EventHandler<typeof SERVICE_REQUEST_FLAGGED> {
  return async (flag, { event, trx, log }) => {
    await notifier.notifyAdmins(trx, event, unplacedNotice(flag));
    const context = { ticketNumber: flag.ticketNumber, offersSent: flag.offersSent };
    const { onceKey, email } = flagEmail(flag, { supportEmail, links });
    const emailId = await emails.queueEmailOnce(trx, onceKey, email);
    if (emailId) {
      log.info({ ...context, emailId }, 'flagged-request e-mail queued');
    } else {
      log.info(context, 'flagged-request e-mail already queued for this request');
    }
  };
}
