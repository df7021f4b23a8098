import type { Knex } from 'knex';
import type { JobFileRow } from './job-files.repo.js';
import { storedDocumentsOf } from './request-documents.repo.js';
import { findById } from '../lifecycle/service-requests.repo.js';
import { requestNotFound } from '../lifecycle/errors.js';
import { ownCompanyIdOf, partyOf, type JobCaller } from '../lifecycle/job-parties.js';

/**
 * The documents a company supplied with its request, for the parties of the job: the company, the
 * technician it is assigned to and support. A technician only offered the job does not see them,
 * and neither does anyone else; to them the request does not exist.
 */
export async function requestDocuments(
  db: Knex,
  caller: JobCaller,
  requestId: string,
): Promise<JobFileRow[]> {
  const request = await findById(db, requestId);
  if (!request) throw requestNotFound();
  const party =
    partyOf(caller.user, request, undefined) ??
    partyOf(caller.user, request, await ownCompanyIdOf(caller));
  if (!party) throw requestNotFound();
  return storedDocumentsOf(db, request.id);
}
