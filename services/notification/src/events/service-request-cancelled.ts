import type { EventHandler } from '@rha/kit';
import { recordCancellation } from '../domain/assignments.js';
import {
  cancellationEmails,
  technicianCancellationEmail,
} from '../domain/service-request-cancellation-emails.js';
import { cancellationNotice } from '../domain/notices.js';
import type { EventHandlerDeps } from './deps.js';

export const SERVICE_REQUEST_CANCELLED = 'service-request.cancelled.v1';

/**
 * Tells support a request was cancelled so it stops any work on it, and the assigned technician,
 * if there is one, so they do not travel for it. The inbox absorbs a redelivered event; the
 * e-mails' once-keys absorb the same cancellation published again under another id.
 */
export function onServiceRequestCancelled({
  emails,
  notifier,
  supportEmail,
  links,
}: EventHandlerDeps): EventHandler<typeof SERVICE_REQUEST_CANCELLED> {
  return async (cancellation, { event, trx, log }) => {
    const context = { ticketNumber: cancellation.ticketNumber, from: cancellation.from };
    const { assignedTechnicianId } = cancellation;
    const notice =
      assignedTechnicianId === null
        ? undefined
        : await recordCancellation(trx, { ...cancellation, assignedTechnicianId });

    const { support } = cancellationEmails(cancellation, { supportEmail });
    const supportEmailId = await emails.queueEmailOnce(trx, support.onceKey, support.email);
    if (supportEmailId) {
      log.info({ ...context, supportEmailId }, 'cancellation e-mail queued');
    } else {
      log.info(context, 'cancellation e-mail already queued for this request');
    }

    if (assignedTechnicianId === null) return;
    if (!notice) {
      log.info(
        { ...context, assignedTechnicianId },
        'no acceptance by the assigned technician recorded yet: told once it arrives',
      );
      return;
    }
    const technicianEmail = technicianCancellationEmail(notice, { supportEmail, links });
    if (!technicianEmail) {
      log.warn(context, 'cancellation e-mail not sent to the technician: no address');
    }
    const technicianEmailId = await notifier.notify(trx, event, {
      to: { id: assignedTechnicianId },
      notice: cancellationNotice(cancellation),
      email: technicianEmail,
    });
    log.info({ ...context, technicianEmailId }, 'cancellation e-mail to the technician queued');
  };
}
