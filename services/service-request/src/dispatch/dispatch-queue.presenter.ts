import type { DispatchOffer, DispatchQueueEntry, JobPay } from '@rha/contracts';
import type { components } from '@rha/contracts/generated/service-request';
import type { OfferRow } from './offers.repo.js';
import type { QueueEntry } from './dispatch-queue.js';
import { payOf } from '../pay/request-pay.js';
import { presentCounterOffer } from '../pay/counter-offer.presenter.js';
import { presentQuote } from '../quotes/quote.presenter.js';

type Schemas = components['schemas'];

/** `requestPay` stands in on offers made before offers carried their pay. */
export function presentOffer(
  row: OfferRow,
  requestPay: JobPay,
): DispatchOffer & Schemas['DispatchOffer'] {
  return {
    id: row.id,
    technician: {
      id: row.technician_id,
      fullName: row.technician_name,
      community: row.technician_community,
    },
    source: row.source,
    status: row.status,
    reason: row.reason,
    offeredAt: row.offered_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    respondedAt: row.responded_at?.toISOString() ?? null,
    pay: row.pay ?? requestPay,
  };
}

export function presentQueueEntry({
  request,
  offers,
  counters,
  quote,
}: QueueEntry): DispatchQueueEntry & Schemas['DispatchQueueEntry'] {
  return {
    id: request.id,
    serviceTicketNumber: request.ticket_number,
    serviceType: request.service_type,
    status: request.status,
    companyName: request.company_name,
    community: request.community,
    region: request.region,
    preferredDate: request.preferred_date,
    preferredTimeRange: request.preferred_time_range,
    createdAt: request.created_at.toISOString(),
    smartDispatch: request.smart_dispatch,
    wave: request.dispatch_wave,
    nextWaveAt: request.next_wave_at?.toISOString() ?? null,
    flaggedAt: request.flagged_at?.toISOString() ?? null,
    pay: payOf(request),
    paySetByAdmin: request.pay !== null,
    counterOffers: counters.map(presentCounterOffer),
    offers: offers.map((offer) => presentOffer(offer, payOf(request))),
    quote: presentQuote(quote),
  };
}
