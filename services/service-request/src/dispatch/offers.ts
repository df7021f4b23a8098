import type { OfferSource } from '@rha/contracts';
import type { SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { openOffers, type OfferedTechnician, type OfferRow } from './offers.repo.js';
import {
  findById,
  findByIdForUpdate,
  type ServiceRequestRow,
} from '../lifecycle/service-requests.repo.js';
import { applyMove } from '../lifecycle/apply-move.js';
import { checkMove } from '../lifecycle/transitions.js';
import { checkedCandidates } from './candidates.js';
import { queueEntryOf, type QueueEntry } from './dispatch-queue.js';
import { minutesAfter, type DispatchSettings } from './dispatch-settings.js';
import { requestNotFound } from '../lifecycle/errors.js';
import { payOf } from '../pay/request-pay.js';
import { moverOf, type Mover } from '../lifecycle/movers.js';
import type { TechnicianDirectory } from './technician-directory.js';

/** Why open offers close without an answer, as the admin reads it beside each offer. */
export const OFFER_CLOSE_REASONS = {
  taken: 'Taken by another technician',
  cancelled: 'Request cancelled',
  expired: 'No answer before the offer expired',
  suspended: 'Technician suspended',
  rejected: 'Technician no longer approved',
  reassigned: 'Reassigned by an admin',
} as const;

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
      pay: payOf(request),
    },
    { reopen: move.reopen },
  );
  if (opened.length === 0) return { request, opened };

  const { request: dispatching } = await applyMove(trx, {
    move: 'offer',
    id: request.id,
    by: move.by,
    note: `Offered to ${opened.length} ${opened.length === 1 ? 'technician' : 'technicians'}`,
    event: () => ({
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
    }),
    correlationId: move.correlationId,
  });
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
  checkMove('offer', seen.status);
  const chosen = await checkedCandidates(technicians, seen, offers.technicianIds, 'technicianIds');

  const request = await db.transaction(async (trx) => {
    const locked = await findByIdForUpdate(trx, offers.id);
    if (!locked) throw requestNotFound();
    checkMove('offer', locked.status);
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
