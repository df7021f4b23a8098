import type { SendBackTarget } from '@rha/contracts';
import type { Knex } from 'knex';
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

export interface SendBackMove {
  id: string;
  /** On site while the technician is still there, Accepted when another visit is needed. */
  to: SendBackTarget;
  reason: string;
  correlationId: string;
}

/**
 * The company (or an admin) returns the finished work to the technician with the reason; the
 * check-out and its automatic approval are called off until the technician checks out again.
 */
export async function sendBack(
  db: Knex,
  actor: RequestActor,
  move: SendBackMove,
): Promise<RequestDetails> {
  const visible = await visibleTo(actor);
  return db.transaction(async (trx) => {
    const request = await lockVisibleRequest(trx, visible, move.id);
    const technicianId = request.assigned_technician_id;
    checkMove('sendBack', request.status);
    if (technicianId === null) throw TRANSITIONS.sendBack.refusal(request.status);
    const { request: returned } = await applyMove(trx, {
      move: 'sendBack',
      id: request.id,
      to: move.to,
      by: moverOf(actor.role, actor.user),
      note: move.reason,
      changes: () => ({ work_done_at: null, work_done_captured_at: null, auto_approve_at: null }),
      event: (_, entry) => ({
        requestId: request.id,
        ticketNumber: request.ticket_number,
        technicianId,
        to: move.to,
        reason: move.reason,
        sentBackAt: entry.at.toISOString(),
      }),
      correlationId: move.correlationId,
    });
    return detailsOf(trx, returned, actor.role);
  });
}
