import type { Knex } from 'knex';
import {
  listAssignedByStatus,
  type ServiceRequestRow,
} from '../lifecycle/service-requests.repo.js';
import { latestHoldReasons } from '../lifecycle/timeline.repo.js';
import { isIn } from '../lifecycle/transitions.js';

/** The most requests the admin's in-progress list shows. */
const IN_PROGRESS_LIMIT = 200;

export interface InProgressEntry {
  request: ServiceRequestRow;
  /** Empty unless the request is On hold. */
  holdReason: string;
}

/** The requests a technician holds but has not reached yet, soonest preferred date first. */
export async function inProgressRequests(db: Knex): Promise<InProgressEntry[]> {
  const requests = await listAssignedByStatus(db, 'inProgress', IN_PROGRESS_LIMIT);
  const reasons = await latestHoldReasons(
    db,
    requests.filter(({ status }) => isIn('onHold', status)).map(({ id }) => id),
  );
  return requests.map((request) => ({ request, holdReason: reasons.get(request.id) ?? '' }));
}
