import type { EventHandler } from '@rha/kit';
import { cancellationEmails } from '../domain/service-request-cancellation-emails.js';
import type { EventHandlerDeps } from './deps.js';

export const SERVICE_REQUEST_CANCELLED = 'service-request.cancelled.v1';

/**
 * Tells support a request was cancelled so it stops any work on it. The inbox absorbs a redelivered
 * event; the e-mail's once-key absorbs the same cancellation published again under another id.
 */
export function onServiceRequestCancelled({
  emails,
  supportEmail,
}: EventHandlerDeps): EventHandler<typeof SERVICE_REQUEST_CANCELLED> {
  return async (cancellation, { trx, log }) => {
    const context = { ticketNumber: cancellation.ticketNumber, from: cancellation.from };
    const { support } = cancellationEmails(cancellation, { supportEmail });
    const supportEmailId = await emails.queueEmailOnce(trx, support.onceKey, support.email);
    if (supportEmailId) {
      log.info({ ...context, supportEmailId }, 'cancellation e-mail queued');
    } else {
      log.info(context, 'cancellation e-mail already queued for this request');
    }
  };
}
