import type { EventHandler } from '@rha/kit';
import { checkedInEmail } from '../domain/service-request-on-site-emails.js';
import { checkedInNotice } from '../domain/notices.js';
import type { EventHandlerDeps } from './deps.js';

export const SERVICE_REQUEST_CHECKED_IN = 'service-request.checked-in.v1';

/**
 * Tells the company its technician is on site. The inbox absorbs a redelivered event; the
 * once-key absorbs the same check-in published again under another id.
 */
export function onServiceRequestCheckedIn({
  notifier,
  supportEmail,
  links,
}: EventHandlerDeps): EventHandler<typeof SERVICE_REQUEST_CHECKED_IN> {
  return async (checkIn, { event, trx, log }) => {
    const context = { ticketNumber: checkIn.ticketNumber };
    const notice = checkedInEmail(checkIn, { supportEmail, links });
    if (!notice) {
      log.warn(context, 'check-in e-mail not sent: the company has no address');
      return;
    }
    const emailId = await notifier.notify(trx, event, {
      to: { email: notice.email.to },
      notice: checkedInNotice(checkIn),
      email: notice,
    });
    log.info(
      { ...context, emailId },
      emailId ? 'check-in e-mail queued' : 'check-in e-mail already queued',
    );
  };
}
