import type { ServiceType, TimelineRole } from '@rha/contracts';
import type { Knex } from 'knex';

/** The technician a request was assigned to, as its acceptance named them. */
export interface Assignment {
  requestId: string;
  technicianId: string;
  /** Empty when the technician has no address on file. */
  email: string;
  firstName: string;
  serviceType: ServiceType;
  community: string;
}

/** A cancellation of a request that had a technician assigned. */
export interface AssignedCancellation {
  requestId: string;
  ticketNumber: string;
  assignedTechnicianId: string;
  cancelledBy: TimelineRole;
  reason: string;
  cancelledAt: string;
}

interface AssignmentRow {
  request_id: string;
  technician_id: string;
  technician_email: string;
  technician_first_name: string;
  service_type: ServiceType;
  community: string;
}

interface CancellationRow {
  request_id: string;
  ticket_number: string;
  assigned_technician_id: string;
  cancelled_by: TimelineRole;
  reason: string;
  cancelled_at: Date;
}

/**
 * Holds the request's notices until the transaction ends, so the acceptance and the cancellation
 * of one request, handled at the same time, each see what the other wrote.
 */
export async function lockRequestNotices(trx: Knex.Transaction, requestId: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [
    `notification.request:${requestId}`,
  ]);
}

export async function saveAssignment(trx: Knex.Transaction, assignment: Assignment): Promise<void> {
  await trx('request_assignments')
    .insert({
      request_id: assignment.requestId,
      technician_id: assignment.technicianId,
      technician_email: assignment.email,
      technician_first_name: assignment.firstName,
      service_type: assignment.serviceType,
      community: assignment.community,
    })
    .onConflict('request_id')
    .merge();
}

export async function findAssignment(
  trx: Knex.Transaction,
  requestId: string,
): Promise<Assignment | undefined> {
  const row: AssignmentRow | undefined = await trx('request_assignments')
    .where({ request_id: requestId })
    .first();
  return (
    row && {
      requestId: row.request_id,
      technicianId: row.technician_id,
      email: row.technician_email,
      firstName: row.technician_first_name,
      serviceType: row.service_type,
      community: row.community,
    }
  );
}

export async function saveCancellation(
  trx: Knex.Transaction,
  cancellation: AssignedCancellation,
): Promise<void> {
  await trx('request_cancellations')
    .insert({
      request_id: cancellation.requestId,
      ticket_number: cancellation.ticketNumber,
      assigned_technician_id: cancellation.assignedTechnicianId,
      cancelled_by: cancellation.cancelledBy,
      reason: cancellation.reason,
      cancelled_at: cancellation.cancelledAt,
    })
    .onConflict('request_id')
    .ignore();
}

export async function findCancellation(
  trx: Knex.Transaction,
  requestId: string,
): Promise<AssignedCancellation | undefined> {
  const row: CancellationRow | undefined = await trx('request_cancellations')
    .where({ request_id: requestId })
    .first();
  return (
    row && {
      requestId: row.request_id,
      ticketNumber: row.ticket_number,
      assignedTechnicianId: row.assigned_technician_id,
      cancelledBy: row.cancelled_by,
      reason: row.reason,
      cancelledAt: row.cancelled_at.toISOString(),
    }
  );
}
