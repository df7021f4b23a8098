import type { EventHandler } from '@rha/kit';
import { assignedTechnician } from '../domain/assignments.js';
import { completionEmails } from '../domain/service-request-completion-emails.js';
import type { EventHandlerDeps } from './deps.js';

export const SERVICE_REQUEST_COMPLETED = 'service-request.completed.v1';

/**
 * Tells the assigned technician and support the job is complete. The technician's address is the
 * one their acceptance carried; a technician the acceptance did not name is told nothing. The inbox
 * absorbs a redelivered event; the once-keys absorb the same completion published again.
 */
export function onServiceRequestCompleted({
  emails,
  supportEmail,
  links,
}: EventHandlerDeps): EventHandler<typeof SERVICE_REQUEST_COMPLETED> {
  return async (completion, { trx, log }) => {
    const context = { ticketNumber: completion.ticketNumber, approvedBy: completion.approvedBy };
    const assignment = await assignedTechnician(trx, completion.requestId, completion.technicianId);
    const { technician, support } = completionEmails(completion, assignment, {
      supportEmail,
      links,
    });

    const supportEmailId = await emails.queueEmailOnce(trx, support.onceKey, support.email);
    const technicianEmailId = technician
      ? await emails.queueEmailOnce(trx, technician.onceKey, technician.email)
      : undefined;
    if (!technician) {
      log.warn(
        { ...context, technicianId: completion.technicianId, recorded: assignment !== undefined },
        'completion e-mail not sent to the technician: no recorded address',
      );
    }
    log.info({ ...context, supportEmailId, technicianEmailId }, 'completion e-mails queued');
  };
}
