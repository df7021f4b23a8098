import type { NotificationKind } from '@rha/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { adminTechniciansQueryKey } from './adminTechnicians';
import { attentionQueryKey } from './attention';
import { dispatchQueueQueryKey, inProgressQueryKey } from './dispatch';
import { jobThreadsQueryKey, unreadMessagesQueryKey } from './jobMessages';
import { serviceRequestDetailsQueryKey, serviceRequestsQueryKey } from './serviceRequests';
import { technicianJobsQueryKey, technicianOffersQueryKey } from './technicianJobs';
import { technicianMetadataQueryKey } from './technicianMetadata';
import { userQueryKey } from './useUser';

/**
 * A move of a request shows on its details and in every list that holds it, whichever side the
 * reader is on. A notice names its request only through its link, so every request's details are
 * marked stale: only the ones on screen are read again.
 */
const REQUEST_MOVED: readonly QueryKey[] = [
  serviceRequestDetailsQueryKey,
  serviceRequestsQueryKey,
  technicianJobsQueryKey,
  technicianOffersQueryKey,
  dispatchQueueQueryKey,
  inProgressQueryKey,
  attentionQueryKey,
];

/**
 * What each kind of notice changes on the reader's screens. The strip above the tabs also carries
 * the tabs' counts, so every kind that adds or settles something waiting names it.
 */
export const NOTICE_CONCERNS: Readonly<Record<NotificationKind, readonly QueryKey[]>> = {
  'offer-received': [technicianOffersQueryKey, technicianJobsQueryKey, attentionQueryKey],
  'job-accepted': REQUEST_MOVED,
  'checked-in': REQUEST_MOVED,
  'work-done': REQUEST_MOVED,
  'sent-back': REQUEST_MOVED,
  reopened: REQUEST_MOVED,
  'on-hold': REQUEST_MOVED,
  resumed: REQUEST_MOVED,
  cancellation: REQUEST_MOVED,
  message: [jobThreadsQueryKey, unreadMessagesQueryKey, attentionQueryKey],
  'vetting-decision': [technicianMetadataQueryKey, userQueryKey, attentionQueryKey],
  'request-unplaced': [dispatchQueueQueryKey, attentionQueryKey],
  'applicant-waiting': [adminTechniciansQueryKey, attentionQueryKey],
};

/** Reads again, where shown, what a notice of this kind changed; the rest is read when next shown. */
export function refreshNoticeConcerns(queryClient: QueryClient, kind: NotificationKind): void {
  for (const queryKey of NOTICE_CONCERNS[kind]) void queryClient.invalidateQueries({ queryKey });
}
