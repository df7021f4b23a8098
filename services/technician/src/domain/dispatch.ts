import {
  DISPATCH_CANDIDATE_LIMIT,
  alaskaCommunityByName,
  regionOf,
  type DispatchRank,
} from '@rha/contracts/reference';
import type {
  DispatchCandidate,
  DispatchCandidates,
  DispatchCandidatesQuery,
} from '@rha/contracts/schemas';
import type { Knex } from 'knex';
import {
  findCoveringTechnicians,
  type CandidateRow,
  type CoverageLookup,
} from '../db/dispatch.repo.js';
import {
  compareCandidates,
  neededSlots,
  scoreCandidate,
  type DispatchNeed,
} from './dispatch-ranking.js';

/** The ranks nearer than the rest of the region. */
const NEAR_RANKS: readonly DispatchRank[] = ['lives_there', 'reaches_directly'];

/** What an internal caller narrows the ranking to: one rank, or the technicians it names. */
export interface CandidateFilter {
  rank?: DispatchRank;
  technicianIds?: readonly string[];
}

/**
 * The best candidates for work in a community: the database narrows the directory to those who
 * cover it (and to the filter's rank or technicians, so the limit cuts only what the filter kept),
 * and the finer ordering, which reads the questionnaire's answers, runs on that set.
 */
export async function rankDispatchCandidates(
  db: Knex,
  query: DispatchCandidatesQuery,
  filter: CandidateFilter = {},
): Promise<DispatchCandidates> {
  // The query schema admitted only communities of the reference list, each in a region.
  const community = alaskaCommunityByName(query.community)?.name ?? query.community;
  const region = regionOf(community);
  if (!region) throw new Error(`Community without a region: ${community}`);
  const need: DispatchNeed = {
    community,
    region,
    serviceType: query.serviceType,
    slots: neededSlots(query.date, query.timeRange),
  };
  const lookup: CoverageLookup = {
    community,
    region: region.id,
    date: query.date,
    ...(filter.technicianIds && { technicianIds: filter.technicianIds }),
  };
  const candidates = filter.rank
    ? rank(await findCoveringTechnicians(db, [filter.rank], lookup), need)
    : await nearestFirst(db, lookup, need);
  return {
    community,
    region: region.name,
    serviceType: query.serviceType,
    date: query.date,
    candidates,
  };
}

/**
 * Everyone living in the community or reaching it, then the rest of the region, who rank after
 * them all and so are read only when the nearer ones leave room.
 */
async function nearestFirst(
  db: Knex,
  lookup: CoverageLookup,
  need: DispatchNeed,
): Promise<DispatchCandidate[]> {
  const near = rank(await findCoveringTechnicians(db, NEAR_RANKS, lookup), need);
  if (near.length >= DISPATCH_CANDIDATE_LIMIT) return near;
  const rest = rank(await findCoveringTechnicians(db, ['same_region'], lookup), need);
  return [...near, ...rest].slice(0, DISPATCH_CANDIDATE_LIMIT);
}

function rank(rows: CandidateRow[], need: DispatchNeed): DispatchCandidate[] {
  return rows
    .map((row) => scoreCandidate(row, need))
    .sort(compareCandidates)
    .slice(0, DISPATCH_CANDIDATE_LIMIT);
}
