import { messages, type DispatchCandidate } from '@rha/contracts';
import { DomainError } from '@rha/kit';
import type { OfferedTechnician } from './offers.repo.js';
import type { ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import type { CandidateQuery, TechnicianDirectory } from './technician-directory.js';

export function offeredTechnician({ technician }: DispatchCandidate): OfferedTechnician {
  return {
    id: technician.id,
    fullName: technician.fullName,
    community: technician.community,
    email: technician.email,
  };
}

/** The ranking's question for this request; undefined when its location matched no community. */
export function candidateQueryOf(
  request: ServiceRequestRow,
  filter: Pick<CandidateQuery, 'rank' | 'technicianIds'>,
): CandidateQuery | undefined {
  if (request.community === null) return undefined;
  return {
    community: request.community,
    serviceType: request.service_type,
    date: request.preferred_date,
    timeRange: request.preferred_time_range,
    ...filter,
  };
}

/** The named technicians among the request's candidates, by id (wherever they rank). */
async function candidatesNamed(
  technicians: TechnicianDirectory,
  request: ServiceRequestRow,
  ids: readonly string[],
): Promise<Map<string, DispatchCandidate>> {
  const query = candidateQueryOf(request, { technicianIds: ids.map((id) => id.toLowerCase()) });
  const found = query ? await technicians.candidates(query) : [];
  return new Map(found.map((candidate) => [candidate.technician.id, candidate]));
}

function picked(
  found: Map<string, DispatchCandidate>,
  id: string,
  field: string,
): OfferedTechnician {
  const candidate = found.get(id.toLowerCase());
  if (!candidate) {
    throw DomainError.invalidFields([{ field, message: messages.dispatch.notCandidate }]);
  }
  return offeredTechnician(candidate);
}

/**
 * The technicians an admin named, as the technician service knows them, when every one of them is
 * a candidate for the request; a field error on `field` otherwise.
 */
export async function checkedCandidates(
  technicians: TechnicianDirectory,
  request: ServiceRequestRow,
  ids: readonly string[],
  field: string,
): Promise<OfferedTechnician[]> {
  const found = await candidatesNamed(technicians, request, ids);
  return ids.map((id) => picked(found, id, field));
}

/** As checkedCandidates, for one technician. */
export async function checkedCandidate(
  technicians: TechnicianDirectory,
  request: ServiceRequestRow,
  id: string,
  field: string,
): Promise<OfferedTechnician> {
  return picked(await candidatesNamed(technicians, request, [id]), id, field);
}
