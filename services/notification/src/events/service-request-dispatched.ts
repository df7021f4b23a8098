import type { EventHandler } from '@rha/kit';
import { offerEmails } from '../domain/service-request-offer-emails.js';
import type { EventHandlerDeps } from './deps.js';

export const SERVICE_REQUEST_DISPATCHED = 'service-request.dispatched.v1';

/**
 * Tells each technician offered the request about the new job offer. The inbox absorbs a
 * redelivered event; each offer's once-key absorbs the same move published again under another id.
 */
export function onServiceRequestDispatched({
  emails,
  supportEmail,
  links,
}: EventHandlerDeps): EventHandler<typeof SERVICE_REQUEST_DISPATCHED> {
  return async (dispatch, { trx, log }) => {
    const context = { ticketNumber: dispatch.ticketNumber, source: dispatch.source };
    const offers = offerEmails(dispatch, { supportEmail, links });
    const unaddressed = dispatch.offers.length - offers.length;
    if (unaddressed > 0) {
      log.warn(
        { ...context, unaddressed },
        'offer e-mails not sent: technicians without an address',
      );
    }
    let queued = 0;
    for (const { onceKey, email } of offers) {
      if (await emails.queueEmailOnce(trx, onceKey, email)) queued += 1;
    }
    log.info({ ...context, queued, repeated: offers.length - queued }, 'offer e-mails queued');
  };
}
