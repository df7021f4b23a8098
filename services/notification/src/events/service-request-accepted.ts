import type { EventHandler } from '@rha/kit';
import { recordAssignment } from '../domain/assignments.js';
import { acceptanceEmails } from '../domain/service-request-acceptance-emails.js';
import { technicianCancellationEmail } from '../domain/service-request-cancellation-emails.js';
import { acceptedNotice, cancellationNotice } from '../domain/notices.js';
import type { EventHandlerDeps } from './deps.js';

export const SERVICE_REQUEST_ACCEPTED = 'service-request.accepted.v1';

/**
 * Tells the company and support who took the request and when they arrive, and keeps who took it
 * for a later cancellation. A cancellation handled before this acceptance is told to the
 * technician now. The inbox absorbs a redelivered event; the once-keys absorb the same acceptance
 * published again under another id.
 */
export function onServiceRequestAccepted({
  emails,
  notifier,
  supportEmail,
  links,
}: EventHandlerDeps): EventHandler<typeof SERVICE_REQUEST_ACCEPTED> {
  return async (acceptance, { event, trx, log }) => {
    const context = { ticketNumber: acceptance.ticketNumber, acceptedBy: acceptance.acceptedBy };
    const owedNotice = await recordAssignment(trx, acceptance);
    const { company, support } = acceptanceEmails(acceptance, { supportEmail, links });

    const supportEmailId = await emails.queueEmailOnce(trx, support.onceKey, support.email);
    const companyEmailId = company
      ? await notifier.notify(trx, event, {
          to: { email: acceptance.companyEmail },
          notice: acceptedNotice(acceptance),
          email: company,
        })
      : undefined;
    if (!company) log.warn(context, 'acceptance e-mail not sent to the company: no address');
    log.info({ ...context, supportEmailId, companyEmailId }, 'acceptance e-mails queued');

    if (!owedNotice) return;
    const notice = technicianCancellationEmail(owedNotice, { supportEmail, links });
    if (!notice) log.warn(context, 'cancellation e-mail not sent to the technician: no address');
    const noticeEmailId = await notifier.notify(trx, event, {
      to: { id: owedNotice.assignment.technicianId },
      notice: cancellationNotice(owedNotice.cancellation),
      email: notice,
    });
    log.info(
      { ...context, noticeEmailId },
      'request was cancelled before its acceptance arrived: technician told now',
    );
  };
}
