import type { SignedInUser } from '@rha/kit';
import type { JobFileRow } from './job-files.repo.js';
import type { ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import {
  isAssignedTechnician,
  ownCompanyIdOf,
  partyOf,
  type JobCaller,
} from '../lifecycle/job-parties.js';

/**
 * Whether the uploader still holds the side they uploaded from: a technician whose job went to
 * someone else may not finish a photo on it.
 */
export function stillUploader(
  user: SignedInUser,
  file: JobFileRow,
  request: ServiceRequestRow,
): boolean {
  if (file.uploader_id !== user.subject) return false;
  if (file.uploader_role === 'technician') return isAssignedTechnician(user, request);
  if (file.uploader_role === 'admin') return user.roles.includes('admin');
  return user.roles.includes('company');
}

/** Stored files are read by every party of the job; an unfinished upload only by its uploader. */
export async function mayRead(
  caller: JobCaller,
  file: JobFileRow,
  request: ServiceRequestRow,
): Promise<boolean> {
  if (file.status === 'uploading') return stillUploader(caller.user, file, request);
  if (partyOf(caller.user, request, undefined)) return true;
  return partyOf(caller.user, request, await ownCompanyIdOf(caller)) !== undefined;
}
