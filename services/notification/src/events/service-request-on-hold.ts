import type { EventHandler } from '@rha/kit';
import { holdEmail } from '../domain/service-request-hold-emails.js';
import { onHoldNotice } from '../domain/notices.js';
import type { EventHandlerDeps } from './deps.js';

export const SERVICE_REQUEST_ON_HOLD = 'service-request.on-hold.v1';

/**
 * Tells the company its job is on hold, with the reason and the new ETA. The inbox absorbs a
 * redelivered event; the once-key absorbs the same hold published again under another id.
 */
export function onServiceRequestOnHold({
  notifier,
  supportEmail,
  links,
}: EventHandlerDeps): EventHandler<typeof SERVICE_REQUEST_ON_HOLD> {
  return async (hold, { event, trx, log }) => {
    const context = { ticketNumber: hold.ticketNumber, heldBy: hold.heldBy };
    const notice = holdEmail(hold, { supportEmail, links });
    if (!notice) {
      log.warn(context, 'hold e-mail not sent: the company has no address');
      return;
    }
    const emailId = await notifier.notify(trx, event, {
      to: { email: notice.email.to },
      notice: onHoldNotice(hold),
      email: notice,
    });
    if (emailId) {
      log.info({ ...context, emailId }, 'hold e-mail queued');
    } else {
      log.info(context, 'hold e-mail already queued for this hold');
    }
  };
}
