import type { EventHandler } from '@rha/kit';
import { assignedTechnician } from '../domain/assignments.js';
import { sentBackEmail } from '../domain/service-request-send-back-emails.js';
import { sentBackNotice } from '../domain/notices.js';
import type { EventHandlerDeps } from './deps.js';

export const SERVICE_REQUEST_SENT_BACK = 'service-request.sent-back.v1';

/**
 * Tells the assigned technician the company sent the work back, and why. Their address is the one
 * their acceptance carried; a technician the acceptance did not name is told nothing. The inbox
 * absorbs a redelivered event; the once-key absorbs the same send-back published again.
 */
export function onServiceRequestSentBack({
  notifier,
  supportEmail,
  links,
}: EventHandlerDeps): EventHandler<typeof SERVICE_REQUEST_SENT_BACK> {
  return async (sendBack, { event, trx, log }) => {
    const context = {
      ticketNumber: sendBack.ticketNumber,
      to: sendBack.to,
      technicianId: sendBack.technicianId,
    };
    const assignment = await assignedTechnician(trx, sendBack.requestId, sendBack.technicianId);
    if (!assignment) {
      log.warn(context, 'send-back e-mail not sent: no acceptance by this technician recorded');
      return;
    }
    const notice = sentBackEmail(sendBack, assignment, { supportEmail, links });
    if (!notice) log.warn(context, 'send-back e-mail not sent: the technician has no address');
    const emailId = await notifier.notify(trx, event, {
      to: { id: sendBack.technicianId },
      notice: sentBackNotice(sendBack),
      email: notice,
    });
    log.info(
      { ...context, emailId },
      emailId ? 'send-back e-mail queued' : 'send-back e-mail already queued',
    );
  };
}
