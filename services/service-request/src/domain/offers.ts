import {
  AWAITING_TECHNICIAN_STATUSES,
  type OfferSource,
  type ServiceRequestStatus,
} from '@rha/contracts';
import { createEvent, enqueueEvent, type SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { openOffers, type OfferedTechnician, type OfferRow } from '../db/offers.repo.js';
import {
  findById,
  findByIdForUpdate,
  updateRequest,
  type ServiceRequestRow,
} from '../db/service-requests.repo.js';
import { insertTimelineEntry } from '../db/timeline.repo.js';
import { checkedCandidates } from './candidates.js';
import { queueEntryOf, type QueueEntry } from './dispatch-queue.js';
import { minutesAfter, type DispatchSettings } from './dispatch-settings.js';
import { notDispatchable, requestNotFound } from './errors.js';
import { moverOf, type Mover } from './movers.js';
import { EVENT_SOURCE } from './service-requests.js';
import type { TechnicianDirectory } from './technician-directory.js';

export const SERVICE_REQUEST_DISPATCHED = 'service-request.dispatched.v1';

/** Why open offers close without an answer, as the admin reads it beside each offer. */
export const OFFER_CLOSE_REASONS = {
  taken: 'Taken by another technician',
  cancelled: 'Request cancelled',
  expired: 'No answer before the offer expired',
  suspended: 'Technician suspended',
  rejected: 'Technician no longer approved',
  reassigned: 'Reassigned by an admin',
} as const;

export function isAwaitingTechnician(status: ServiceRequestStatus): boolean {
  return AWAITING_TECHNICIAN_STATUSES.includes(status);
}

export interface OfferMove {
  technicians: readonly OfferedTechnician[];
  source: OfferSource;
  by: Mover;
  /** Offering again opens declined and expired offers anew (an admin's choice; waves never do). */
  reopen: boolean;
  now: Date;
  settings: DispatchSettings;
  correlationId: string;
}

export interface SentOffers {
  request: ServiceRequestRow;
  /** Only the offers this move opened; none means nothing changed. */
  opened: OfferRow[];
}

/**
 * In the transaction holding the request's row: opens the offers, moves the request to
 * Dispatching with a timeline entry, and lists the opened offers in one
 * `service-request.dispatched.v1`. Opening none changes nothing and tells nobody.
 */
export async function sendOffers(
  trx: Knex.Transaction,
  request: ServiceRequestRow,
  move: OfferMove,
): Promise<SentOffers> {
  const opened = await openOffers(
    trx,
    {
      requestId: request.id,
      technicians: move.technicians,
      source: move.source,
      offeredAt: move.now,
      expiresAt: minutesAfter(move.now, move.settings.offerExpiryMinutes),
    },
    { reopen: move.reopen },
  );
  if (opened.length === 0) return { request, opened };

  const dispatching = await updateRequest(trx, request.id, { status: 'Dispatching' });
  await insertTimelineEntry(trx, {
    requestId: request.id,
    from: request.status,
    to: dispatching.status,
    note: `Offered to ${opened.length} ${opened.length === 1 ? 'technician' : 'technicians'}`,
    by: move.by,
  });
  await enqueueEvent(
    trx,
    createEvent(
      SERVICE_REQUEST_DISPATCHED,
      {
        requestId: request.id,
        ticketNumber: request.ticket_number,
        serviceType: request.service_type,
        community: request.community ?? '',
        preferredDate: request.preferred_date,
        source: move.source,
        offers: opened.map((offer) => ({
          offerId: offer.id,
          technicianId: offer.technician_id,
          fullName: offer.technician_name,
          email: offer.technician_email,
          expiresAt: offer.expires_at.toISOString(),
        })),
        dispatchedAt: move.now.toISOString(),
      },
      { source: EVENT_SOURCE, correlationId: move.correlationId },
    ),
  );
  return { request: dispatching, opened };
}

export interface AdminOffers {
  id: string;
  technicianIds: readonly string[];
  correlationId: string;
}

/**
 * An admin offers a waiting request to technicians the technician service confirms as its
 * candidates. Asked before the row is locked; the status is checked again under the lock.
 */
export async function offerRequest(
  db: Knex,
  technicians: TechnicianDirectory,
  admin: SignedInUser,
  offers: AdminOffers,
  settings: DispatchSettings,
): Promise<QueueEntry> {
  const seen = await findById(db, offers.id);
  if (!seen) throw requestNotFound();
  if (!isAwaitingTechnician(seen.status)) throw notDispatchable(seen.status);
  const chosen = await checkedCandidates(technicians, seen, offers.technicianIds, 'technicianIds');

  const request = await db.transaction(async (trx) => {
    const locked = await findByIdForUpdate(trx, offers.id);
    if (!locked) throw requestNotFound();
    if (!isAwaitingTechnician(locked.status)) throw notDispatchable(locked.status);
    const sent = await sendOffers(trx, locked, {
      technicians: chosen,
      source: 'admin',
      by: moverOf('admin', admin),
      reopen: true,
      now: new Date(),
      settings,
      correlationId: offers.correlationId,
    });
    return sent.request;
  });
  return queueEntryOf(db, request);
}
