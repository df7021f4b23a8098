import type {
  DispatchCandidate,
  DispatchRank,
  ServiceType,
  TimeRange,
  VettingStatus,
} from '@rha/contracts';

/** Where, when and what the work is, as the ranking reads it. */
export interface CandidateQuery {
  community: string;
  serviceType: ServiceType;
  date: string;
  timeRange: TimeRange | '';
  /** Only the candidates of this rank: one wave. */
  rank?: DispatchRank;
  /** Only these technicians: an admin's choice, checked wherever they rank. */
  technicianIds?: readonly string[];
}

/**
 * What the technician service tells about who can take a request: Approved technicians covering
 * its community and not away on its date, best first; and whether one may still take work.
 */
export interface TechnicianDirectory {
  candidates(query: CandidateQuery): Promise<DispatchCandidate[]>;
  /** The technician's vetting status as committed at the moment of asking. */
  standing(technicianId: string): Promise<VettingStatus>;
}
