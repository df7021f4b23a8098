import type { EventHandler } from '@rha/kit';
import { serviceRequestEmails } from '../domain/service-request-emails.js';
import type { EventHandlerDeps } from './deps.js';

export const SERVICE_REQUEST_SUBMITTED = 'service-request.submitted.v1';

/**
 * Tells support about a new request (every answer) and confirms it to the company user. Both
 * e-mails are queued in the inbox transaction: the event causes both or, on failure, neither.
 */
export function onServiceRequestSubmitted({
  emails,
  supportEmail,
  links,
}: EventHandlerDeps): EventHandler<typeof SERVICE_REQUEST_SUBMITTED> {
  return async (request, { trx, log }) => {
    const { support, confirmation } = serviceRequestEmails(request, { supportEmail, links });
    const supportEmailId = await emails.queueEmail(trx, support);
    const confirmationEmailId = await emails.queueEmail(trx, confirmation);
    log.info(
      { ticketNumber: request.ticketNumber, supportEmailId, confirmationEmailId },
      'service request e-mails queued',
    );
  };
}
