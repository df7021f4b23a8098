import {
  COVERAGE_LIMITS,
  alaskaCommunityByName,
  regionOf,
  type TravelMode,
} from '@rha/contracts/reference';
import type {
  CoveredCommunity,
  TechnicianCoverage,
  TechnicianCoverageInput,
} from '@rha/contracts/schemas';
import type { Knex } from 'knex';
import {
  findCoverageSavedAt,
  listReach,
  markCoverageSaved,
  replaceReach,
  type ReachFields,
} from '../db/coverage.repo.js';
import { findLocation } from '../db/locations.repo.js';
import { ensureTechnician, findTechnician } from '../db/technicians.repo.js';
import { homeInReach } from './errors.js';
import { metadataWithDefaults } from './metadata.js';
import { communitiesNamedIn } from './travel-answer.js';

/* A technician's service area is keyed by the token subject alone, like the rest of their record. */

/** What an unsaved list suggests for each community the travel answer names. */
const SEEDED_TRAVEL: { travelMode: TravelMode; days: number } = {
  travelMode: 'small_plane',
  days: 1,
};

export async function getOwnCoverage(db: Knex, subject: string): Promise<TechnicianCoverage> {
  const [home, savedAt] = await Promise.all([
    homeOf(db, subject),
    findCoverageSavedAt(db, subject),
  ]);
  if (savedAt === null) {
    return { home, reach: await seededReach(db, subject, home), saved: false };
  }
  const rows = await listReach(db, subject);
  return {
    home,
    reach: rows.map((row) => ({
      ...covered(row.community),
      travelMode: row.travel_mode,
      days: row.days,
    })),
    saved: true,
  };
}

/** The list given replaces the stored one; home is always covered and so cannot be listed. */
export async function replaceOwnCoverage(
  db: Knex,
  subject: string,
  input: TechnicianCoverageInput,
): Promise<TechnicianCoverage> {
  const reach: ReachFields[] = input.reach.map((entry) => ({
    ...entry,
    community: canonicalName(entry.community),
  }));
  await db.transaction(async (trx) => {
    await ensureTechnician(trx, subject);
    await markCoverageSaved(trx, subject);
    const home = await homeOf(trx, subject);
    const index = reach.findIndex((entry) => entry.community === home?.community);
    if (index >= 0) throw homeInReach(index);
    await replaceReach(trx, subject, reach);
  });
  return getOwnCoverage(db, subject);
}

/**
 * The home community with its region. A service location whose city is not in the reference list
 * cannot be placed in a region, so it reads as no home yet.
 */
async function homeOf(db: Knex | Knex.Transaction, subject: string) {
  const location = await findLocation(db, subject);
  const community = location && alaskaCommunityByName(location.city);
  return community ? covered(community.name) : null;
}

async function seededReach(db: Knex, subject: string, home: CoveredCommunity | null) {
  const record = await findTechnician(db, subject);
  const { hasTravel, travelResponse } = metadataWithDefaults(record?.metadata);
  if (!hasTravel) return [];
  return communitiesNamedIn(travelResponse)
    .filter((community) => community !== home?.community)
    .slice(0, COVERAGE_LIMITS.reachableCommunities)
    .map((community) => ({ ...covered(community), ...SEEDED_TRAVEL }));
}

function canonicalName(community: string): string {
  return alaskaCommunityByName(community)?.name ?? community;
}

/** Only reference-list names reach here, and the contracts' tests place each in a region. */
function covered(community: string): CoveredCommunity {
  const region = regionOf(community);
  if (!region) throw new Error(`${community} has no region`);
  return { community, region: region.id, hub: region.hub };
}
