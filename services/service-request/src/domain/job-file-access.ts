import type { SignedInUser } from '@rha/kit';
import type { JobFileRow } from '../db/job-files.repo.js';
import type { ServiceRequestRow } from '../db/service-requests.repo.js';
import type { CompanyDirectory } from './company-directory.js';

/** The side a caller takes on a job's files: its company, its assigned technician, or support. */
export type FileParty = JobFileRow['uploader_role'];

/** Whoever asks about a job's files; the company directory is bound to the caller's own token. */
export interface FileCaller {
  user: SignedInUser;
  company: CompanyDirectory;
}

export function isAssignedTechnician(user: SignedInUser, request: ServiceRequestRow): boolean {
  return user.roles.includes('technician') && request.assigned_technician_id === user.subject;
}

/**
 * The caller's own company id, asked only of a caller who can be nothing but the company party:
 * an admin or the assigned technician is a party without it.
 */
export async function ownCompanyIdOf(caller: FileCaller): Promise<string | undefined> {
  const { roles } = caller.user;
  if (!roles.includes('company') || roles.includes('admin')) return undefined;
  return (await caller.company.ownCompany())?.id;
}

export function partyOf(
  user: SignedInUser,
  request: ServiceRequestRow,
  ownCompanyId: string | undefined,
): FileParty | undefined {
  if (user.roles.includes('admin')) return 'admin';
  if (isAssignedTechnician(user, request)) return 'technician';
  if (user.roles.includes('company') && ownCompanyId === request.company_id) return 'company';
  return undefined;
}

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
  caller: FileCaller,
  file: JobFileRow,
  request: ServiceRequestRow,
): Promise<boolean> {
  if (file.status === 'uploading') return stillUploader(caller.user, file, request);
  if (partyOf(caller.user, request, undefined)) return true;
  return partyOf(caller.user, request, await ownCompanyIdOf(caller)) !== undefined;
}
