import type { EventData } from '@rha/contracts';
import type { Knex } from 'knex';
import { endPendingHoldsOf, holdJob, type HoldingStanding } from './held-jobs.repo.js';
import {
  closeOffer,
  countOpenOffers,
  findOffer,
  openOffersOfTechnician,
  type OfferRow,
} from '../dispatch/offers.repo.js';
import {
  findByIdForUpdate,
  listAssignedTo,
  type RequestChanges,
  type ServiceRequestRow,
} from '../lifecycle/service-requests.repo.js';
import { applyMove } from '../lifecycle/apply-move.js';
import { isIn } from '../lifecycle/transitions.js';
import { TECHNICIAN_VETTING } from '../lifecycle/movers.js';
import { OFFER_CLOSE_REASONS } from '../dispatch/offers.js';

export const TECHNICIAN_VETTING_CHANGED = 'technician.vetting.changed.v1';

type VettingChange = EventData<typeof TECHNICIAN_VETTING_CHANGED>;

/** More than any technician holds; the list is one technician's live jobs. */
const HELD_JOBS_MAX = 1_000;

function lostStanding(change: VettingChange): HoldingStanding | undefined {
  return change.to === 'suspended' || change.to === 'rejected' ? change.to : undefined;
}

/**
 * In the event's transaction: a technician who is suspended or rejected loses their open offers at
 * once, each request going back to dispatch with the reason in its timeline, and every job they hold
 * waits for an admin's decision. Lifting a suspension ends the waiting without a decision.
 */
export async function applyVettingChange(
  trx: Knex.Transaction,
  change: VettingChange,
  now: Date,
): Promise<{ withdrawn: number; held: number; lifted: number }> {
  const standing = lostStanding(change);
  if (standing) {
    const withdrawn = await withdrawOffersOf(trx, change, standing, now);
    const held = await holdJobsOf(trx, change, standing, now);
    return { withdrawn, held, lifted: 0 };
  }
  if (change.to !== 'approved') return { withdrawn: 0, held: 0, lifted: 0 };
  const lifted = await endPendingHoldsOf(trx, change.technicianId, {
    decision: 'lifted',
    byId: TECHNICIAN_VETTING.id,
    byName: TECHNICIAN_VETTING.name,
    at: now,
  });
  return { withdrawn: 0, held: 0, lifted };
}

/** Locks each offer's request (in request order, as the offers come) before closing the offer. */
async function withdrawOffersOf(
  trx: Knex.Transaction,
  change: VettingChange,
  standing: HoldingStanding,
  now: Date,
): Promise<number> {
  let withdrawn = 0;
  for (const seen of await openOffersOfTechnician(trx, change.technicianId)) {
    const request = await findByIdForUpdate(trx, seen.request_id);
    // An accept or a cancellation that held the lock first may have closed it meanwhile.
    const offer = await findOffer(trx, seen.id);
    if (!request || offer?.status !== 'offered') continue;
    await closeOffer(trx, offer.id, {
      status: 'withdrawn',
      reason: OFFER_CLOSE_REASONS[standing],
      respondedAt: null,
    });
    await backToDispatch(trx, { request, offer, standing, now });
    withdrawn += 1;
  }
  return withdrawn;
}

/**
 * With no offer left open, a Dispatching request waits again as Submitted and, unless an admin
 * took it over, smart dispatch's next wave is due at once.
 */
async function backToDispatch(
  trx: Knex.Transaction,
  move: {
    request: ServiceRequestRow;
    offer: OfferRow;
    standing: HoldingStanding;
    now: Date;
  },
): Promise<void> {
  const { request, offer, standing, now } = move;
  const noneOpen = (await countOpenOffers(trx, request.id)) === 0;
  const changes: RequestChanges = {};
  if (noneOpen && request.smart_dispatch && request.flagged_at === null) {
    changes.next_wave_at = now;
  }
  await applyMove(trx, {
    move: 'withdrawOffer',
    id: request.id,
    // With none left open, nobody is being asked any more.
    to: noneOpen ? 'Submitted' : request.status,
    by: TECHNICIAN_VETTING,
    note: `Offer to ${offer.technician_name} withdrawn: ${OFFER_CLOSE_REASONS[standing].toLowerCase()}`,
    changes: () => changes,
  });
}

async function holdJobsOf(
  trx: Knex.Transaction,
  change: VettingChange,
  standing: HoldingStanding,
  now: Date,
): Promise<number> {
  let held = 0;
  const jobs = await listAssignedTo(trx, change.technicianId, 'heldByTechnician', HELD_JOBS_MAX);
  for (const job of [...jobs].sort((a, b) => a.id.localeCompare(b.id))) {
    const request = await findByIdForUpdate(trx, job.id);
    if (
      !request ||
      request.assigned_technician_id !== change.technicianId ||
      !isIn('heldByTechnician', request.status)
    ) {
      continue;
    }
    await holdJob(trx, {
      requestId: request.id,
      technicianId: change.technicianId,
      technicianName: request.assigned_technician_name,
      standing,
      since: now,
    });
    held += 1;
  }
  return held;
}
