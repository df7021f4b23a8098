import type { EventHandler } from '@rha/kit';
import { workDoneEmail } from '../domain/service-request-on-site-emails.js';
import { workDoneNotice } from '../domain/notices.js';
import type { EventHandlerDeps } from './deps.js';

export const SERVICE_REQUEST_WORK_DONE = 'service-request.work-done.v1';

/**
 * Asks the company to review the work done, before silence approves it. The inbox absorbs a
 * redelivered event; the once-key absorbs the same check-out published again under another id.
 */
export function onServiceRequestWorkDone({
  notifier,
  supportEmail,
  links,
}: EventHandlerDeps): EventHandler<typeof SERVICE_REQUEST_WORK_DONE> {
  return async (workDone, { event, trx, log }) => {
    const context = { ticketNumber: workDone.ticketNumber };
    const notice = workDoneEmail(workDone, { supportEmail, links });
    if (!notice) {
      log.warn(context, 'review e-mail not sent: the company has no address');
      return;
    }
    const emailId = await notifier.notify(trx, event, {
      to: { email: notice.email.to },
      notice: workDoneNotice(workDone),
      email: notice,
    });
    log.info(
      { ...context, emailId },
      emailId ? 'review e-mail queued' : 'review e-mail already queued',
    );
  };
}
