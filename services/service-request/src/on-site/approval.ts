import { WARRANTY_DAYS, WARRANTY_SERVICE_TYPES } from '@rha/contracts';
import type { Knex } from 'knex';
import type { ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import { applyMove } from '../lifecycle/apply-move.js';
import { checkMove, TRANSITIONS } from '../lifecycle/transitions.js';
import { lockVisibleRequest } from '../lifecycle/job-access.js';
import { moverOf, type Mover } from '../lifecycle/movers.js';
import { hoursAfter } from './on-site-settings.js';
import { completedWorkOf } from '../site-costs/site-costs.js';
import {
  detailsOf,
  visibleTo,
  type RequestActor,
  type RequestDetails,
} from '../lifecycle/request-lifecycle.js';

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
 * Completes finished work, approved by `by`: the completion (at the tick's clock when given, else
 * when the timeline records it), the warranty when the type has one, the timeline entry and
 * `service-request.completed.v1`.
 */
export async function completeWork(
  trx: Knex.Transaction,
  request: ServiceRequestRow,
  completion: { by: Mover; at?: Date; correlationId: string },
): Promise<ServiceRequestRow> {
  checkMove('approve', request.status);
  const technicianId = request.assigned_technician_id;
  if (technicianId === null) throw TRANSITIONS.approve.refusal(request.status);
  // Read before the move: the check-out has closed every stretch on site already.
  const work = await completedWorkOf(trx, request, completion.at ?? new Date());
  const { request: completed } = await applyMove(trx, {
    move: 'approve',
    id: request.id,
    by: completion.by,
    note: '',
    changes: (at) => {
      const completedAt = completion.at ?? at;
      return {
        completed_at: completedAt,
        warranty_until: warrantyEndOf(request, completedAt),
        auto_approve_at: null,
      };
    },
    event: (moved, entry) => ({
      requestId: request.id,
      ticketNumber: request.ticket_number,
      serviceType: request.service_type,
      companyId: request.company_id,
      technicianId,
      approvedBy: completion.by.role,
      warrantyUntil: moved.warranty_until?.toISOString() ?? null,
      work,
      completedAt: (moved.completed_at ?? entry.at).toISOString(),
    }),
    correlationId: completion.correlationId,
  });
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
