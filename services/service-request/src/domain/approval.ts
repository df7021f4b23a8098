import { WARRANTY_DAYS, WARRANTY_SERVICE_TYPES } from '@rha/contracts';
import { createEvent, enqueueEvent } from '@rha/kit';
import type { Knex } from 'knex';
import { updateRequest, type ServiceRequestRow } from '../db/service-requests.repo.js';
import { insertTimelineEntry } from '../db/timeline.repo.js';
import { notReviewable } from './errors.js';
import { lockVisibleRequest } from './job-access.js';
import { moverOf, type Mover } from './movers.js';
import { hoursAfter } from './on-site-settings.js';
import {
  detailsOf,
  visibleTo,
  type RequestActor,
  type RequestDetails,
} from './request-lifecycle.js';
import { EVENT_SOURCE } from './service-requests.js';

export const SERVICE_REQUEST_COMPLETED = 'service-request.completed.v1';

export interface Approval {
  id: string;
  correlationId: string;
}

/** When the warranty of work completed `at` ends, or null for a type that carries none. */
export function warrantyEndOf(request: ServiceRequestRow, at: Date): Date | null {
  return WARRANTY_SERVICE_TYPES.includes(request.service_type)
    ? hoursAfter(at, WARRANTY_DAYS * 24)
    : null;
}

/**
 * Completes locked finished work, approved by `by`: the completion (at the tick's clock when
 * given, else when the timeline records it), the warranty when the type has one, the timeline
 * entry and `service-request.completed.v1`.
 */
export async function completeWork(
  trx: Knex.Transaction,
  request: ServiceRequestRow,
  completion: { by: Mover; at?: Date; correlationId: string },
): Promise<ServiceRequestRow> {
  if (request.status !== 'Work done' || request.assigned_technician_id === null) {
    throw notReviewable(request.status);
  }
  const entry = await insertTimelineEntry(trx, {
    requestId: request.id,
    from: request.status,
    to: 'Completed',
    note: '',
    by: completion.by,
  });
  const completedAt = completion.at ?? entry.at;
  const warrantyUntil = warrantyEndOf(request, completedAt);
  const completed = await updateRequest(trx, request.id, {
    status: 'Completed',
    completed_at: completedAt,
    warranty_until: warrantyUntil,
    auto_approve_at: null,
  });
  await enqueueEvent(
    trx,
    createEvent(
      SERVICE_REQUEST_COMPLETED,
      {
        requestId: request.id,
        ticketNumber: request.ticket_number,
        serviceType: request.service_type,
        companyId: request.company_id,
        technicianId: request.assigned_technician_id,
        approvedBy: completion.by.role,
        warrantyUntil: warrantyUntil?.toISOString() ?? null,
        completedAt: completedAt.toISOString(),
      },
      { source: EVENT_SOURCE, correlationId: completion.correlationId },
    ),
  );
  return completed;
}

/** The company (or an admin) accepts the finished work. */
export async function approveWork(
  db: Knex,
  actor: RequestActor,
  approval: Approval,
): Promise<RequestDetails> {
  const visible = await visibleTo(actor);
  return db.transaction(async (trx) => {
    const request = await lockVisibleRequest(trx, visible, approval.id);
    const completed = await completeWork(trx, request, {
      by: moverOf(actor.role, actor.user),
      correlationId: approval.correlationId,
    });
    return detailsOf(trx, completed, actor.role);
  });
}
