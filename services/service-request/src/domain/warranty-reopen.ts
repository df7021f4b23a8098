import { messages, WARRANTY_DAYS, WARRANTY_SERVICE_TYPES } from '@rha/contracts';
import { createEvent, DomainError, enqueueEvent } from '@rha/kit';
import type { Knex } from 'knex';
import { updateRequest, type ServiceRequestRow } from '../db/service-requests.repo.js';
import { insertTimelineEntry } from '../db/timeline.repo.js';
import { lockVisibleRequest } from './job-access.js';
import { moverOf } from './movers.js';
import {
  detailsOf,
  visibleTo,
  type RequestActor,
  type RequestDetails,
} from './request-lifecycle.js';
import { EVENT_SOURCE } from './service-requests.js';

export const SERVICE_REQUEST_REOPENED = 'service-request.reopened.v1';

export interface WarrantyReopenMove {
  id: string;
  reason: string;
  correlationId: string;
}

/** The company's own request, in any status; the status is checked under the lock. */
export type CompanyActor = RequestActor & { role: 'company' };

function checkReopenable(request: ServiceRequestRow, now: Date): string {
  if (
    request.status !== 'Completed' ||
    !WARRANTY_SERVICE_TYPES.includes(request.service_type) ||
    request.assigned_technician_id === null
  ) {
    throw new DomainError('conflict', {
      code: 'warranty_not_applicable',
      message: messages.onSite.warrantyNotApplicable,
    });
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
    const reopened = await updateRequest(trx, request.id, {
      status: 'Accepted',
      completed_at: null,
      work_done_at: null,
      work_done_captured_at: null,
    });
    const entry = await insertTimelineEntry(trx, {
      requestId: request.id,
      from: request.status,
      to: reopened.status,
      note: move.reason,
      by: moverOf(actor.role, actor.user),
    });
    await enqueueEvent(
      trx,
      createEvent(
        SERVICE_REQUEST_REOPENED,
        {
          requestId: request.id,
          ticketNumber: request.ticket_number,
          technicianId,
          reason: move.reason,
          reopenedAt: entry.at.toISOString(),
        },
        { source: EVENT_SOURCE, correlationId: move.correlationId },
      ),
    );
    return detailsOf(trx, reopened, actor.role);
  });
}
