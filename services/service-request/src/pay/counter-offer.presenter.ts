import type { CounterOffer } from '@rha/contracts';
import type { CounterOfferRow } from './counter-offers.repo.js';

export function presentCounterOffer(row: CounterOfferRow): CounterOffer {
  return {
    id: row.id,
    offerId: row.offer_id,
    requestId: row.request_id,
    technician: { id: row.technician_id, fullName: row.technician_name },
    pay: row.pay,
    arrivalAt: row.arrival_at?.toISOString() ?? null,
    reason: row.reason,
    status: row.status,
    decisionReason: row.decision_reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}
