import {
  DISPATCH_CANDIDATE_LIMIT,
  alaskaCommunityByName,
  regionOf,
} from '@rha/contracts/reference';
import type {
  DispatchCandidate,
  DispatchCandidates,
  DispatchCandidatesQuery,
} from '@rha/contracts/schemas';
import type { Knex } from 'knex';
import {
  findNearTechnicians,
  findRegionalTechnicians,
  type CandidateRow,
} from '../db/dispatch.repo.js';
import { compareCandidates, scoreCandidate, type DispatchNeed } from './dispatch-ranking.js';

/**
 * The best candidates for work in a community: the database narrows the directory to those who
 * cover it, and the finer ordering, which reads the questionnaire's answers, runs on that set.
 */
export async function rankDispatchCandidates(
  db: Knex,
  query: DispatchCandidatesQuery,
): Promise<DispatchCandidates> {
  // The query schema admitted only communities of the reference list, each in a region.
  const community = alaskaCommunityByName(query.community)?.name ?? query.community;
  const region = regionOf(community);
  if (!region) throw new Error(`Community without a region: ${community}`);
  const need: DispatchNeed = {
    community,
    region,
    serviceType: query.serviceType,
    date: query.date,
    timeRange: query.timeRange,
  };
  const lookup = { community, region: region.id, date: query.date };
  const near = rank(await findNearTechnicians(db, lookup), need);
  // The rest of the region ranks after everyone nearer, so it is read only when they leave room.
  const candidates =
    near.length >= DISPATCH_CANDIDATE_LIMIT
      ? near
      : [...near, ...rank(await findRegionalTechnicians(db, lookup), need)].slice(
          0,
          DISPATCH_CANDIDATE_LIMIT,
        );
  return {
    community,
    region: region.name,
    serviceType: query.serviceType,
    date: query.date,
    candidates,
  };
}

function rank(rows: CandidateRow[], need: DispatchNeed): DispatchCandidate[] {
  return rows
    .map((row) => scoreCandidate(row, need))
    .sort(compareCandidates)
    .slice(0, DISPATCH_CANDIDATE_LIMIT);
}
