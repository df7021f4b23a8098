import type { DispatchOffer, DispatchQueueEntry } from '@rha/contracts';
import type { components } from '@rha/contracts/generated/service-request';
import type { OfferRow } from './offers.repo.js';
import type { QueueEntry } from './dispatch-queue.js';
import { presentQuote } from '../quotes/quote.presenter.js';

type Schemas = components['schemas'];

export function presentOffer(row: OfferRow): DispatchOffer & Schemas['DispatchOffer'] {
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
  };
}

export function presentQueueEntry({
  request,
  offers,
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
    offers: offers.map(presentOffer),
    quote: presentQuote(quote),
  };
}
