import type { SendBackTarget } from '@rha/contracts';
import { createEvent, enqueueEvent } from '@rha/kit';
import type { Knex } from 'knex';
import { updateRequest } from '../db/service-requests.repo.js';
import { insertTimelineEntry } from '../db/timeline.repo.js';
import { notReviewable } from './errors.js';
import { lockVisibleRequest } from './job-access.js';
import { moverOf } from './movers.js';
import {
  detailsOf,
  visibleTo,
  type RequestActor,
  type RequestDetails,
} from './request-lifecycle.js';
import { EVENT_SOURCE } from './service-requests.js';

export const SERVICE_REQUEST_SENT_BACK = 'service-request.sent-back.v1';

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
    if (request.status !== 'Work done' || request.assigned_technician_id === null) {
      throw notReviewable(request.status);
    }
    const returned = await updateRequest(trx, request.id, {
      status: move.to,
      work_done_at: null,
      work_done_captured_at: null,
      auto_approve_at: null,
    });
    const entry = await insertTimelineEntry(trx, {
      requestId: request.id,
      from: request.status,
      to: returned.status,
      note: move.reason,
      by: moverOf(actor.role, actor.user),
    });
    await enqueueEvent(
      trx,
      createEvent(
        SERVICE_REQUEST_SENT_BACK,
        {
          requestId: request.id,
          ticketNumber: request.ticket_number,
          technicianId: request.assigned_technician_id,
          to: move.to,
          reason: move.reason,
          sentBackAt: entry.at.toISOString(),
        },
        { source: EVENT_SOURCE, correlationId: move.correlationId },
      ),
    );
    return detailsOf(trx, returned, actor.role);
  });
}
