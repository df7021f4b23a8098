import type { EventHandler } from '@rha/kit';
import { assignedTechnician } from '../domain/assignments.js';
import { reopenEmails } from '../domain/service-request-reopen-emails.js';
import { reopenedNotice } from '../domain/notices.js';
import type { EventHandlerDeps } from './deps.js';

export const SERVICE_REQUEST_REOPENED = 'service-request.reopened.v1';

/**
 * Tells the assigned technician and support a completed job was reopened under the warranty. The
 * technician's address is the one their acceptance carried; a technician the acceptance did not
 * name is told nothing. The inbox absorbs a redelivered event; the once-keys absorb the same reopen
 * published again.
 */
export function onServiceRequestReopened({
  emails,
  notifier,
  supportEmail,
  links,
}: EventHandlerDeps): EventHandler<typeof SERVICE_REQUEST_REOPENED> {
  return async (reopen, { event, trx, log }) => {
    const context = { ticketNumber: reopen.ticketNumber };
    const assignment = await assignedTechnician(trx, reopen.requestId, reopen.technicianId);
    const { technician, support } = reopenEmails(reopen, assignment, { supportEmail, links });

    const supportEmailId = await emails.queueEmailOnce(trx, support.onceKey, support.email);
    // Only the technician the acceptance named is told, in the app as by e-mail.
    const technicianEmailId = assignment
      ? await notifier.notify(trx, event, {
          to: { id: reopen.technicianId },
          notice: reopenedNotice(reopen),
          email: technician,
        })
      : undefined;
    if (!technician) {
      log.warn(
        { ...context, technicianId: reopen.technicianId, recorded: assignment !== undefined },
        'reopen e-mail not sent to the technician: no recorded address',
      );
    }
    log.info({ ...context, supportEmailId, technicianEmailId }, 'reopen e-mails queued');
  };
}
