import type { ServiceRequestStatus } from '@rha/contracts/reference';
import type { StatusTone } from '@rha/design-system';

/**
 * What each status means to the people following a job: someone must act on it (find a
 * technician, review the work), work is under way, it is done, or it stopped short.
 */
const STATUS_TONES: Record<ServiceRequestStatus, StatusTone> = {
  'Quote needed': 'action',
  Quoted: 'action',
  Submitted: 'action',
  Dispatching: 'progress',
  Accepted: 'progress',
  'On hold': 'problem',
  'On site': 'progress',
  'Work done': 'action',
  Completed: 'done',
  Cancelled: 'problem',
};

export function statusTone(status: ServiceRequestStatus): StatusTone {
  return STATUS_TONES[status];
}
