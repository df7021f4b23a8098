import type { EventHandler } from '@rha/kit';
import { offerNotice } from '../domain/notices.js';
import { offerEmails } from '../domain/service-request-offer-emails.js';
import type { EventHandlerDeps } from './deps.js';

export const SERVICE_REQUEST_DISPATCHED = 'service-request.dispatched.v1';

/**
 * Tells each technician offered the request about the new job offer. The inbox absorbs a
 * redelivered event; each offer's once-key absorbs the same move published again under another id.
 */
export function onServiceRequestDispatched({
  notifier,
  supportEmail,
  links,
}: EventHandlerDeps): EventHandler<typeof SERVICE_REQUEST_DISPATCHED> {
  return async (dispatch, { event, trx, log }) => {
    const context = { ticketNumber: dispatch.ticketNumber, source: dispatch.source };
    const notice = offerNotice(dispatch);
    let queued = 0;
    let unaddressed = 0;
    for (const offer of dispatch.offers) {
      const [email] = offerEmails({ ...dispatch, offers: [offer] }, { supportEmail, links });
      if (!email) unaddressed += 1;
      if (await notifier.notify(trx, event, { to: { id: offer.technicianId }, notice, email }))
        queued += 1;
    }
    if (unaddressed > 0) {
      log.warn(
        { ...context, unaddressed },
        'offer e-mails not sent: technicians without an address',
      );
    }
    log.info({ ...context, queued, offers: dispatch.offers.length }, 'offers told');
  };
}
