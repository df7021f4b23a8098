import type { SignedInUser } from '@rha/kit';
import type { JobFileRow } from '../files/job-files.repo.js';
import type { ServiceRequestRow } from './service-requests.repo.js';
import type { CompanyDirectory } from './company-directory.js';

/** The sides of a job: its company, its assigned technician, and support (an admin). */
export type JobParty = JobFileRow['uploader_role'];

/** Whoever acts on a job; the company directory is bound to the caller's own token. */
export interface JobCaller {
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
export async function ownCompanyIdOf(caller: JobCaller): Promise<string | undefined> {
  const { roles } = caller.user;
  if (!roles.includes('company') || roles.includes('admin')) return undefined;
  return (await caller.company.ownCompany())?.id;
}

/** The caller's side of the job, or none for a stranger. */
export function partyOf(
  user: SignedInUser,
  request: ServiceRequestRow,
  ownCompanyId: string | undefined,
): JobParty | undefined {
  if (user.roles.includes('admin')) return 'admin';
  if (isAssignedTechnician(user, request)) return 'technician';
  if (user.roles.includes('company') && ownCompanyId === request.company_id) return 'company';
  return undefined;
}
