import type { EventHandler } from '@rha/kit';
import { resumptionEmail } from '../domain/service-request-resumption-emails.js';
import { resumedNotice } from '../domain/notices.js';
import type { EventHandlerDeps } from './deps.js';

export const SERVICE_REQUEST_RESUMED = 'service-request.resumed.v1';

/**
 * Tells the company its held job is back on, with the ETA. The inbox absorbs a redelivered event;
 * the once-key absorbs the same resumption published again under another id.
 */
export function onServiceRequestResumed({
  notifier,
  supportEmail,
  links,
}: EventHandlerDeps): EventHandler<typeof SERVICE_REQUEST_RESUMED> {
  return async (resumption, { event, trx, log }) => {
    const context = { ticketNumber: resumption.ticketNumber, resumedBy: resumption.resumedBy };
    const notice = resumptionEmail(resumption, { supportEmail, links });
    if (!notice) {
      log.warn(context, 'resumption e-mail not sent: the company has no address');
      return;
    }
    const emailId = await notifier.notify(trx, event, {
      to: { email: notice.email.to },
      notice: resumedNotice(resumption),
      email: notice,
    });
    if (emailId) {
      log.info({ ...context, emailId }, 'resumption e-mail queued');
    } else {
      log.info(context, 'resumption e-mail already queued for this resumption');
    }
  };
}
