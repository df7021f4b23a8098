import { canMoveVetting, needsApprovalChecks, VETTING_CHECKS } from '@rha/contracts/reference';
import type { VettingChange } from '@rha/contracts/schemas';
import { createEvent, DomainError, enqueueEvent, type SignedInUser } from '@rha/kit';
import { messages } from '@rha/contracts/schemas';
import type { Knex } from 'knex';
import { lockAdminTechnician, setVettingStatus } from '../db/admin-technicians.repo.js';
import { insertVettingChange } from '../db/vetting-changes.repo.js';
import { adminActor } from './admin-actor.js';
import { getTechnicianDetails, type TechnicianDetails } from './admin-technicians.js';
import { technicianNotFound, vettingMoveNotAllowed } from './errors.js';

export const VETTING_CHANGED = 'technician.vetting.changed.v1';
const SOURCE = 'technician';

export interface VettingMove {
  admin: SignedInUser;
  technicianId: string;
  change: VettingChange;
  /** Ties the event to the request that caused it. */
  correlationId: string;
}

/**
 * Moves a technician to the status asked for when the shared transitions allow it from the
 * current one; an applicant's approval needs every check of the checklist confirmed. The new status, its history entry and the event that tells the technician are
 * written in one transaction. The technician's row is locked first, so of two admins moving the
 * same technician at once the second sees the first one's result and is judged against it.
 */
export async function moveTechnicianVetting(
  db: Knex,
  move: VettingMove,
): Promise<TechnicianDetails> {
  const { change, technicianId } = move;
  return db.transaction(async (trx) => {
    const technician = await lockAdminTechnician(trx, technicianId);
    if (!technician) throw technicianNotFound();
    const from = technician.vetting_status;
    if (!canMoveVetting(from, change.status)) throw vettingMoveNotAllowed(from, change.status);
    const checked = needsApprovalChecks(from, change.status);
    if (checked && VETTING_CHECKS.some((check) => !change.checks.includes(check))) {
      throw DomainError.invalidFields([
        { field: 'checks', message: messages.admin.approvalChecksRequired },
      ]);
    }
    await setVettingStatus(trx, technicianId, change.status);
    // Only a rejection tells the technician why; a reason sent with another move is not kept.
    const reason = change.status === 'rejected' ? change.reason : '';
    const recorded = await insertVettingChange(trx, {
      technicianId,
      from,
      to: change.status,
      note: change.note,
      reason,
      // Kept only where the checklist was asked for, in the pipeline's order.
      checks: checked ? VETTING_CHECKS : [],
      changedBy: adminActor(move.admin),
    });
    await enqueueEvent(
      trx,
      createEvent(
        VETTING_CHANGED,
        {
          changeId: recorded.id,
          technicianId,
          fullName: technician.full_name,
          email: technician.email,
          from,
          to: change.status,
          reason,
          changedAt: recorded.changed_at.toISOString(),
        },
        { source: SOURCE, correlationId: move.correlationId },
      ),
    );
    return getTechnicianDetails(trx, technicianId);
  });
}
