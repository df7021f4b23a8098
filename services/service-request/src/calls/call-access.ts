import { messages } from '@rha/contracts';
import { DomainError } from '@rha/kit';
import type { TechnicianDirectory } from '../dispatch/technician-directory.js';
import { isAssignedTechnician, ownCompanyIdOf, type JobCaller } from '../lifecycle/job-parties.js';
import type { ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import type { Person } from './calls.repo.js';

/** Whoever starts or joins a call: the caller, and where to ask for a technician's standing. */
export interface CallCaller extends JobCaller {
  technicians: Pick<TechnicianDirectory, 'standing'>;
}

export function callNotAllowed(): DomainError {
  return new DomainError('forbidden', { message: messages.calls.notAllowed });
}

/**
 * The caller as a person of the job's call: its own technician while in good standing, a user of
 * its company, or an admin (as our expert). Anyone else, a suspended technician included, may not.
 */
export async function callPersonOf(
  caller: CallCaller,
  request: ServiceRequestRow,
): Promise<Person> {
  const { user } = caller;
  const person = (role: Person['role']): Person => ({
    userId: user.subject,
    name: user.fullName,
    role,
  });
  if (user.roles.includes('admin')) return person('admin');
  if (isAssignedTechnician(user, request)) {
    // Asked on each start and join: a suspension takes effect on the next call, not the next deploy.
    if ((await caller.technicians.standing(user.subject)) !== 'approved') throw callNotAllowed();
    return person('technician');
  }
  if ((await ownCompanyIdOf(caller)) === request.company_id) return person('company');
  throw callNotAllowed();
}
