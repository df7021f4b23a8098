import { messages, WARRANTY_DAYS, WARRANTY_SERVICE_TYPES } from '@rha/contracts';
import { DomainError } from '@rha/kit';
import type { Knex } from 'knex';
import type { ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import { applyMove } from '../lifecycle/apply-move.js';
import { checkMove, TRANSITIONS } from '../lifecycle/transitions.js';
import { lockVisibleRequest } from '../lifecycle/job-access.js';
import { moverOf } from '../lifecycle/movers.js';
import {
  detailsOf,
  visibleTo,
  type RequestActor,
  type RequestDetails,
} from '../lifecycle/request-lifecycle.js';

export interface WarrantyReopenMove {
  id: string;
  reason: string;
  correlationId: string;
}

/** The company's own request, in any status; the status is checked under the lock. */
export type CompanyActor = RequestActor & { role: 'company' };

function checkReopenable(request: ServiceRequestRow, now: Date): string {
  checkMove('reopen', request.status);
  if (
    !WARRANTY_SERVICE_TYPES.includes(request.service_type) ||
    request.assigned_technician_id === null
  ) {
    throw TRANSITIONS.reopen.refusal();
  }
  if (request.warranty_until === null || now > request.warranty_until) {
    throw new DomainError('conflict', {
      code: 'warranty_expired',
      message: messages.onSite.warrantyExpired(WARRANTY_DAYS),
    });
  }
  return request.assigned_technician_id;
}

/**
 * The company reopens a completed job within its warranty: it goes back to the same technician
 * as Accepted, the reason on the timeline. The finished work's times are cleared, as the job is
 * to be done and reviewed again.
 */
export async function reopenUnderWarranty(
  db: Knex,
  actor: CompanyActor,
  move: WarrantyReopenMove,
): Promise<RequestDetails> {
  const visible = await visibleTo(actor);
  return db.transaction(async (trx) => {
    const request = await lockVisibleRequest(trx, visible, move.id);
    const technicianId = checkReopenable(request, new Date());
    const { request: reopened } = await applyMove(trx, {
      move: 'reopen',
      id: request.id,
      by: moverOf(actor.role, actor.user),
      note: move.reason,
      changes: () => ({ completed_at: null, work_done_at: null, work_done_captured_at: null }),
      event: (_, entry) => ({
        requestId: request.id,
        ticketNumber: request.ticket_number,
        technicianId,
        reason: move.reason,
        reopenedAt: entry.at.toISOString(),
      }),
      correlationId: move.correlationId,
    });
    return detailsOf(trx, reopened, actor.role);
  });
}
