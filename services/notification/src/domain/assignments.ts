import type { Knex } from 'knex';
import {
  findAssignment,
  findCancellation,
  lockRequestNotices,
  saveAssignment,
  saveCancellation,
  type AssignedCancellation,
  type Assignment,
} from '../db/request-assignments.repo.js';
import type { AcceptedServiceRequest } from './service-request-acceptance-emails.js';

export type { AssignedCancellation, Assignment };

/** A cancellation's assigned technician, once both the acceptance and the cancellation are known. */
export interface AssignedTechnicianNotice {
  assignment: Assignment;
  cancellation: AssignedCancellation;
}

/**
 * Keeps who took the request. Returns the cancellation notice still owed to this technician when
 * the request's cancellation was handled before its acceptance.
 */
export async function recordAssignment(
  trx: Knex.Transaction,
  acceptance: AcceptedServiceRequest,
): Promise<AssignedTechnicianNotice | undefined> {
  await lockRequestNotices(trx, acceptance.requestId);
  const assignment: Assignment = {
    requestId: acceptance.requestId,
    technicianId: acceptance.technician.id,
    email: acceptance.technician.email,
    firstName: acceptance.technician.firstName,
    serviceType: acceptance.serviceType,
    community: acceptance.community,
  };
  await saveAssignment(trx, assignment);
  return noticeFor(assignment, await findCancellation(trx, acceptance.requestId));
}

/**
 * Keeps a cancellation that names an assigned technician. Returns the notice owed to them when
 * their acceptance is known; otherwise recording the acceptance later returns it.
 */
export async function recordCancellation(
  trx: Knex.Transaction,
  cancellation: AssignedCancellation,
): Promise<AssignedTechnicianNotice | undefined> {
  await lockRequestNotices(trx, cancellation.requestId);
  await saveCancellation(trx, cancellation);
  return noticeFor(await findAssignment(trx, cancellation.requestId), cancellation);
}

/** Only the technician the cancellation names is told, whatever else was recorded. */
function noticeFor(
  assignment: Assignment | undefined,
  cancellation: AssignedCancellation | undefined,
): AssignedTechnicianNotice | undefined {
  if (!assignment || !cancellation) return undefined;
  if (assignment.technicianId !== cancellation.assignedTechnicianId) return undefined;
  return { assignment, cancellation };
}

/**
 * The technician an event about the job names, when it is the one whose acceptance was recorded:
 * their address comes from that acceptance. Undefined for anyone else, or before any acceptance.
 */
export async function assignedTechnician(
  trx: Knex.Transaction,
  requestId: string,
  technicianId: string,
): Promise<Assignment | undefined> {
  const assignment = await findAssignment(trx, requestId);
  return assignment?.technicianId === technicianId ? assignment : undefined;
}
