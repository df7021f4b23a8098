import type { ServiceRequestStatus } from '@rha/contracts';
import type { Knex } from 'knex';
import { listAssignedByStatus, type ServiceRequestRow } from '../db/service-requests.repo.js';
import { latestHoldReasons } from '../db/timeline.repo.js';

/** The most requests the admin's in-progress list shows. */
const IN_PROGRESS_LIMIT = 200;

/** What the admin follows after dispatch, until the technician is on site. */
const IN_PROGRESS_STATUSES: readonly ServiceRequestStatus[] = ['Accepted', 'On hold'];

export interface InProgressEntry {
  request: ServiceRequestRow;
  /** Empty unless the request is On hold. */
  holdReason: string;
}

/** The requests a technician holds but has not reached yet, soonest preferred date first. */
export async function inProgressRequests(db: Knex): Promise<InProgressEntry[]> {
  const requests = await listAssignedByStatus(db, IN_PROGRESS_STATUSES, IN_PROGRESS_LIMIT);
  const reasons = await latestHoldReasons(
    db,
    requests.filter(({ status }) => status === 'On hold').map(({ id }) => id),
  );
  return requests.map((request) => ({ request, holdReason: reasons.get(request.id) ?? '' }));
}
