import { messages, type HeldJobDecision } from '@rha/contracts';
import { DomainError, type SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import {
  decideHold,
  pendingHold,
  pendingHolds,
  type HeldJobListRow,
  type HeldJobRow,
} from './held-jobs.repo.js';
import { withdrawAcceptedOffer } from '../dispatch/offers.repo.js';
import { findByIdForUpdate, type ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import { applyMove } from '../lifecycle/apply-move.js';
import { checkMove } from '../lifecycle/transitions.js';
import { requestNotFound } from '../lifecycle/errors.js';
import { moverOf } from '../lifecycle/movers.js';
import { OFFER_CLOSE_REASONS } from '../dispatch/offers.js';

/**
 * Refuses the technician's write on a job that waits for an admin's decision since they were
 * suspended or rejected. Asked under the job's row lock, so a decision and a write never cross.
 */
export async function refuseWhileHeld(
  trx: Knex.Transaction,
  request: ServiceRequestRow,
  technicianId: string,
): Promise<void> {
  if (await pendingHold(trx, request.id, technicianId)) {
    throw new DomainError('forbidden', {
      code: 'job_awaiting_decision',
      message: messages.heldJobs.awaitingDecision,
    });
  }
}

export function listHeldJobs(db: Knex, technicianId?: string): Promise<HeldJobListRow[]> {
  return pendingHolds(db, {
    statuses: 'heldByTechnician',
    ...(technicianId !== undefined && { technicianId }),
  });
}

export interface HeldJobChoice {
  requestId: string;
  decision: HeldJobDecision;
}

/**
 * An admin decides a held job: reassigning sends it back to dispatch without its technician, whose
 * accepted offer is withdrawn; letting them finish lifts the block on their writes. The decision is
 * kept with who made it.
 */
export function decideHeldJob(
  db: Knex,
  admin: SignedInUser,
  choice: HeldJobChoice,
): Promise<HeldJobRow> {
  const now = new Date();
  return db.transaction(async (trx) => {
    const request = await findByIdForUpdate(trx, choice.requestId);
    if (!request) throw requestNotFound();
    const hold =
      request.assigned_technician_id === null
        ? undefined
        : await pendingHold(trx, request.id, request.assigned_technician_id);
    if (!hold) {
      throw new DomainError('conflict', {
        code: 'held_job_not_pending',
        message: messages.heldJobs.notPending,
      });
    }
    if (choice.decision === 'reassign') await reassign(trx, request, hold, admin, now);
    return decideHold(trx, hold.id, {
      decision: choice.decision,
      byId: admin.subject,
      byName: admin.fullName,
      at: now,
    });
  });
}

async function reassign(
  trx: Knex.Transaction,
  request: ServiceRequestRow,
  hold: HeldJobRow,
  admin: SignedInUser,
  now: Date,
): Promise<void> {
  checkMove('reassign', request.status);
  await withdrawAcceptedOffer(trx, {
    requestId: request.id,
    technicianId: hold.technician_id,
    reason: OFFER_CLOSE_REASONS.reassigned,
  });
  await applyMove(trx, {
    move: 'reassign',
    id: request.id,
    by: moverOf('admin', admin),
    note: `Reassigned: ${hold.technician_name} was ${hold.vetting_status}`,
    changes: () => ({
      assigned_technician_id: null,
      assigned_technician_name: '',
      assigned_technician_community: '',
      assigned_technician_email: '',
      eta: null,
      checked_in_at: null,
      check_in_captured_at: null,
      check_in_location: null,
      dispatch_wave: null,
      flagged_at: null,
      // Smart dispatch starts over with its first wave; an admin who turned it off offers by hand.
      next_wave_at: request.smart_dispatch ? now : null,
    }),
  });
}
