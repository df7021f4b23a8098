import type { SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { findByIdForUpdate, type ServiceRequestRow } from './service-requests.repo.js';
import { requestNotFound } from './errors.js';
import { refuseWhileHeld } from '../held-jobs/held-jobs.js';

/** Who works a job: its own technician, or an admin for any. */
export interface JobActor {
  role: 'technician' | 'admin';
  user: SignedInUser;
}

/**
 * Locks the job for a move; another technician's job is answered like an unknown one, and its own
 * technician may not move it while it waits for an admin's decision on their suspension.
 */
export async function lockJob(
  trx: Knex.Transaction,
  actor: JobActor,
  id: string,
): Promise<ServiceRequestRow> {
  const request = await findByIdForUpdate(trx, id);
  if (!request) throw requestNotFound();
  if (actor.role === 'technician') {
    if (request.assigned_technician_id !== actor.user.subject) throw requestNotFound();
    await refuseWhileHeld(trx, request, actor.user.subject);
  }
  return request;
}

/** Locks a job of the signed-in technician's own. */
export function lockOwnJob(
  trx: Knex.Transaction,
  technician: SignedInUser,
  id: string,
): Promise<ServiceRequestRow> {
  return lockJob(trx, { role: 'technician', user: technician }, id);
}

/**
 * Locks a request for a company's or an admin's move; one the caller may not see is answered like
 * an unknown one. `visible` is asked before the lock, so no other service's answer holds the row.
 */
export async function lockVisibleRequest(
  trx: Knex.Transaction,
  visible: (request: ServiceRequestRow) => boolean,
  id: string,
): Promise<ServiceRequestRow> {
  const request = await findByIdForUpdate(trx, id);
  if (!request || !visible(request)) throw requestNotFound();
  return request;
}
