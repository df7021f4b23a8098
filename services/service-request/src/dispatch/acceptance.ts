import type { JobPay } from '@rha/contracts';
import type { SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import {
  acceptedOffer,
  closeOffer,
  findOffer,
  withdrawOpenOffers,
  type OfferedTechnician,
  type OfferRow,
} from './offers.repo.js';
import {
  findById,
  findByIdForUpdate,
  type ServiceRequestRow,
} from '../lifecycle/service-requests.repo.js';
import { applyMove } from '../lifecycle/apply-move.js';
import { allows, checkMove, isIn } from '../lifecycle/transitions.js';
import { checkedCandidate } from './candidates.js';
import {
  jobTaken,
  notApprovedToAccept,
  offerClosed,
  offerNotFound,
  requestNotFound,
} from '../lifecycle/errors.js';
import { firstNameOf, moverOf, type Mover } from '../lifecycle/movers.js';
import { OFFER_CLOSE_REASONS } from './offers.js';
import { detailsOf, type RequestDetails } from '../lifecycle/request-lifecycle.js';
import type { TechnicianDirectory } from './technician-directory.js';
import { payOf } from '../pay/request-pay.js';
import { withdrawOpenCounters } from '../pay/counter-offers.repo.js';

export interface Taking {
  technician: OfferedTechnician;
  eta: Date;
  /** The agreed pay: it becomes the request's and travels in the event. */
  pay: JobPay;
  by: Mover;
  /** The timeline's words for how it was agreed; empty for a plain accept. */
  note?: string;
  correlationId: string;
}

/**
 * In the transaction holding the request's row, once its offer to the technician is accepted:
 * the request becomes Accepted with its technician and arrival, the other open offers are
 * withdrawn, smart dispatch stops, and `service-request.accepted.v1` tells the company.
 */
export async function takeRequest(
  trx: Knex.Transaction,
  request: ServiceRequestRow,
  taking: Taking,
): Promise<ServiceRequestRow> {
  const { technician } = taking;
  const { request: accepted } = await applyMove(trx, {
    move: 'accept',
    id: request.id,
    by: taking.by,
    note: taking.note ?? '',
    changes: () => ({
      assigned_technician_id: technician.id,
      assigned_technician_name: technician.fullName,
      assigned_technician_community: technician.community,
      assigned_technician_email: technician.email,
      eta: taking.eta,
      next_wave_at: null,
      pay: taking.pay,
    }),
    event: (_, entry) => ({
      requestId: request.id,
      ticketNumber: request.ticket_number,
      serviceType: request.service_type,
      community: request.community ?? '',
      companyId: request.company_id,
      companyEmail: request.submitter_email,
      technician: {
        id: technician.id,
        fullName: technician.fullName,
        firstName: firstNameOf(technician.fullName),
        community: technician.community,
        email: technician.email,
      },
      eta: taking.eta.toISOString(),
      acceptedBy: taking.by.role,
      acceptedAt: entry.at.toISOString(),
      pay: taking.pay,
    }),
    correlationId: taking.correlationId,
  });
  await withdrawOpenOffers(trx, request.id, OFFER_CLOSE_REASONS.taken);
  await withdrawOpenCounters(trx, { requestId: request.id }, new Date());
  return accepted;
}

/**
 * Locks the request of the caller's offer and answers both as they are under the lock, when the
 * offer is still open: another technician's offer is unknown to the caller, and a request taken
 * meanwhile by someone else says so.
 */
export async function lockOpenOffer(
  trx: Knex.Transaction,
  technician: SignedInUser,
  offerId: string,
  now: Date,
): Promise<{ request: ServiceRequestRow; offer: OfferRow }> {
  const seen = await findOffer(trx, offerId);
  if (!seen || seen.technician_id !== technician.subject) throw offerNotFound();
  const request = await findByIdForUpdate(trx, seen.request_id);
  // Read again under the lock: an accept that held it before us may have closed this offer.
  const offer = await findOffer(trx, offerId);
  if (!request || !offer) throw offerNotFound();
  if (!allows('accept', request.status)) {
    const takenByAnother =
      isIn('assigned', request.status) && request.assigned_technician_id !== technician.subject;
    throw takenByAnother ? jobTaken() : offerClosed();
  }
  if (offer.status !== 'offered' || offer.expires_at.getTime() <= now.getTime()) {
    throw offerClosed();
  }
  return { request, offer };
}

export interface Acceptance {
  offerId: string;
  eta: string;
  correlationId: string;
}

/**
 * A technician accepts their open offer, when the technician service still counts them approved.
 * Accepts of one request queue on its row, so the first wins and every later one finds the
 * request taken.
 */
export function acceptOffer(
  db: Knex,
  technicians: TechnicianDirectory,
  technician: SignedInUser,
  acceptance: Acceptance,
): Promise<ServiceRequestRow> {
  const now = new Date();
  return db.transaction(async (trx) => {
    const { request, offer } = await lockOpenOffer(trx, technician, acceptance.offerId, now);
    // Asked under the lock on purpose: a suspension committed before this answer is seen here,
    // and one committed after it finds the job held and waits for an admin's decision on it.
    if ((await technicians.standing(technician.subject)) !== 'approved') {
      throw notApprovedToAccept();
    }
    await closeOffer(trx, offer.id, { status: 'accepted', reason: '', respondedAt: now });
    return takeRequest(trx, request, {
      technician: {
        id: offer.technician_id,
        fullName: offer.technician_name,
        community: offer.technician_community,
        email: offer.technician_email,
      },
      eta: new Date(acceptance.eta),
      pay: offer.pay ?? payOf(request),
      by: moverOf('technician', technician),
      correlationId: acceptance.correlationId,
    });
  });
}

export interface Decline {
  offerId: string;
  reason: string;
  /** Empty when none was given. */
  note: string;
}

/** A technician turns their open offer down; the request waits on for others. */
export async function declineOffer(
  db: Knex,
  technician: SignedInUser,
  decline: Decline,
): Promise<void> {
  const now = new Date();
  await db.transaction(async (trx) => {
    const { offer } = await lockOpenOffer(trx, technician, decline.offerId, now);
    await closeOffer(trx, offer.id, {
      status: 'declined',
      reason: decline.note ? `${decline.reason} — ${decline.note}` : decline.reason,
      respondedAt: now,
    });
    await withdrawOpenCounters(trx, { offerId: offer.id }, now);
  });
}

export interface Assignment {
  id: string;
  technicianId: string;
  eta: string;
  correlationId: string;
}

/**
 * An admin gives a waiting request to one candidate directly, as if they had accepted it: their
 * offer (made now when there was none) is written as accepted.
 */
export async function assignRequest(
  db: Knex,
  technicians: TechnicianDirectory,
  admin: SignedInUser,
  assignment: Assignment,
): Promise<RequestDetails> {
  const seen = await findById(db, assignment.id);
  if (!seen) throw requestNotFound();
  checkMove('accept', seen.status);
  const technician = await checkedCandidate(
    technicians,
    seen,
    assignment.technicianId,
    'technicianId',
  );

  return db.transaction(async (trx) => {
    const locked = await findByIdForUpdate(trx, assignment.id);
    if (!locked) throw requestNotFound();
    checkMove('accept', locked.status);
    const pay = payOf(locked);
    await acceptedOffer(trx, { requestId: locked.id, technician, at: new Date(), pay });
    const request = await takeRequest(trx, locked, {
      technician,
      eta: new Date(assignment.eta),
      pay,
      by: moverOf('admin', admin),
      correlationId: assignment.correlationId,
    });
    return detailsOf(trx, request, 'admin');
  });
}
