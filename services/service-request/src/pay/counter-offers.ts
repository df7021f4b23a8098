import {
  alaskaInstant,
  alaskaMoment,
  describePay,
  type CounterOfferProposal,
} from '@rha/contracts';
import type { SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { acceptedOffer, findOffer } from '../dispatch/offers.repo.js';
import { lockOpenOffer, takeRequest } from '../dispatch/acceptance.js';
import type { TechnicianDirectory } from '../dispatch/technician-directory.js';
import { findByIdForUpdate, type ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import { insertTimelineEntry } from '../lifecycle/timeline.repo.js';
import { isIn } from '../lifecycle/transitions.js';
import { jobTaken, notApprovedToAccept } from '../lifecycle/errors.js';
import { moverOf } from '../lifecycle/movers.js';
import {
  decideCounterOffer,
  findCounterOffer,
  insertCounterOffer,
  openCounterOfOffer,
  type CounterOfferRow,
} from './counter-offers.repo.js';
import { counterOfferClosed, counterOfferNotFound, counterOfferOpen } from './pay-errors.js';
import { payOf } from './request-pay.js';

/** What a counter asks, in the words the timeline keeps. */
function proposalText(counter: Pick<CounterOfferRow, 'pay' | 'arrival_at'>): string {
  return [
    counter.pay ? `pay ${describePay(counter.pay)}` : '',
    counter.arrival_at ? `arrival ${alaskaMoment(counter.arrival_at)}` : '',
  ]
    .filter(Boolean)
    .join(' and ');
}

/**
 * The offered technician, while approved, counters their open offer. The offer stays open; a
 * second counter waits until the first is answered.
 */
export async function counterOffer(
  db: Knex,
  technicians: TechnicianDirectory,
  technician: SignedInUser,
  counter: { offerId: string } & CounterOfferProposal,
): Promise<CounterOfferRow> {
  const now = new Date();
  return db.transaction(async (trx) => {
    const { request, offer } = await lockOpenOffer(trx, technician, counter.offerId, now);
    if ((await technicians.standing(technician.subject)) !== 'approved') {
      throw notApprovedToAccept();
    }
    if (await openCounterOfOffer(trx, offer.id)) throw counterOfferOpen();
    const row = await insertCounterOffer(trx, {
      offerId: offer.id,
      requestId: request.id,
      technicianId: offer.technician_id,
      technicianName: offer.technician_name,
      pay: counter.pay ?? null,
      arrivalAt: counter.arrivalAt ? new Date(counter.arrivalAt) : null,
      reason: counter.reason,
    });
    await insertTimelineEntry(trx, {
      requestId: request.id,
      from: request.status,
      to: request.status,
      note: `Counter-offer: asks for ${proposalText(row)}. Reason: ${row.reason}`,
      by: moverOf('technician', technician),
    });
    return row;
  });
}

/**
 * Locks the request of an open counter and answers both as they are under the lock, when the
 * request still waits for a technician.
 */
async function lockOpenCounter(
  trx: Knex.Transaction,
  counterId: string,
): Promise<{ request: ServiceRequestRow; counter: CounterOfferRow }> {
  const seen = await findCounterOffer(trx, counterId);
  if (!seen) throw counterOfferNotFound();
  const request = await findByIdForUpdate(trx, seen.request_id);
  const counter = await findCounterOffer(trx, counterId);
  if (!request || !counter) throw counterOfferNotFound();
  if (counter.status !== 'open') throw counterOfferClosed();
  if (!isIn('awaitingTechnician', request.status)) throw jobTaken();
  return { request, counter };
}

/** Business hours start at 8 on Alaska's clock; a counter naming no arrival is met then. */
const DAY_START = '08:00';

/** The arrival of a counter that moved only the pay: the preferred day's start, or now if past. */
function defaultArrival(request: ServiceRequestRow, now: Date): Date {
  const start = alaskaInstant(request.preferred_date, DAY_START);
  const at = start ? new Date(start) : now;
  return at.getTime() > now.getTime() ? at : now;
}

/**
 * An admin accepts a counter: in one transaction the job becomes its technician's on the
 * countered terms, the way an admin's direct assignment gives it.
 */
export async function acceptCounterOffer(
  db: Knex,
  technicians: TechnicianDirectory,
  admin: SignedInUser,
  decision: { counterId: string; correlationId: string },
): Promise<CounterOfferRow> {
  const now = new Date();
  return db.transaction(async (trx) => {
    const { request, counter } = await lockOpenCounter(trx, decision.counterId);
    if ((await technicians.standing(counter.technician_id)) !== 'approved') {
      throw notApprovedToAccept();
    }
    const offer = await findOffer(trx, counter.offer_id);
    if (!offer) throw counterOfferNotFound();
    const technician = {
      id: offer.technician_id,
      fullName: offer.technician_name,
      community: offer.technician_community,
      email: offer.technician_email,
    };
    const pay = counter.pay ?? offer.pay ?? payOf(request);
    const accepted = await decideCounterOffer(trx, counter.id, {
      status: 'accepted',
      reason: '',
      at: now,
    });
    await acceptedOffer(trx, { requestId: request.id, technician, at: now, pay });
    await takeRequest(trx, request, {
      technician,
      eta: counter.arrival_at ?? defaultArrival(request, now),
      pay,
      by: moverOf('admin', admin),
      note: `Counter-offer from ${counter.technician_name} accepted: ${proposalText(counter)}`,
      correlationId: decision.correlationId,
    });
    return accepted;
  });
}

/** An admin declines a counter; the offer stays open on its first terms. */
export async function declineCounterOffer(
  db: Knex,
  admin: SignedInUser,
  decision: { counterId: string; reason: string },
): Promise<CounterOfferRow> {
  const now = new Date();
  return db.transaction(async (trx) => {
    const { request, counter } = await lockOpenCounter(trx, decision.counterId);
    const declined = await decideCounterOffer(trx, counter.id, {
      status: 'declined',
      reason: decision.reason,
      at: now,
    });
    await insertTimelineEntry(trx, {
      requestId: request.id,
      from: request.status,
      to: request.status,
      note: `Counter-offer from ${counter.technician_name} declined${
        decision.reason ? `: ${decision.reason}` : ''
      }`,
      by: moverOf('admin', admin),
    });
    return declined;
  });
}
