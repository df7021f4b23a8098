import type { DispatchRank, TravelMode } from '@rha/contracts/reference';
import type { Availability } from '@rha/contracts/schemas';
import type { Knex } from 'knex';
import { RATING_SUMMARY_JOIN, type RatingSummaryColumns } from './ratings-received.repo.js';

/**
 * An Approved technician who covers a community, with what the ranking weighs. `travel_mode` and
 * `days` are those of their reach entry for the community; null unless they reach it from a home
 * elsewhere.
 */
export interface CandidateRow extends RatingSummaryColumns {
  keycloak_id: string;
  full_name: string;
  /** Identity's copy; empty until identity has told us. */
  email: string;
  home_community: string;
  home_region: string;
  travel_mode: TravelMode | null;
  days: number | null;
  handyman: unknown;
  it: unknown;
  electrical: unknown;
  fieldwork: unknown;
  response_time: unknown;
  availability: Partial<Availability> | null;
}

export interface CoverageLookup {
  community: string;
  region: string;
  date: string;
  /** Only these technicians; everyone covering when absent. */
  technicianIds?: readonly string[];
}

/*
 * Who covers the community at each rank, with their home (community, region) and, for a reach,
 * how they get there. The sets do not overlap, so they add up without removing duplicates. Each is
 * an index lookup by community or region; a reach entry's home is probed by the technician's id
 * (`offset 0` keeps the planner from hashing every location for a few dozen entries), so the cost
 * follows the technicians found, not the directory's size.
 */
const COVERING: Readonly<Record<DispatchRank, string>> = {
  lives_there: `
    select l.technician_id, l.community, l.region, null::text as travel_mode, null::int as days
      from locations l
     where l.community = :community`,
  reaches_directly: `
    select r.technician_id, home.community, home.region, r.travel_mode, r.days
      from reachable_communities r
     cross join lateral (
       select l.community, l.region from locations l
        where l.technician_id = r.technician_id
       offset 0
     ) home
     where r.community = :community and home.community <> :community`,
  same_region: `
    select l.technician_id, l.community, l.region, null::text, null::int
      from locations l
     where l.region = :region and l.community <> :community
       and not exists (
         select 1 from reachable_communities r
          where r.technician_id = l.technician_id and r.community = :community
       )`,
};

/**
 * The Approved technicians who cover the community at the given ranks, minus those away on the
 * date. A technician without a placed home has no community to be ranked from and is left out.
 */
export async function findCoveringTechnicians(
  db: Knex,
  ranks: readonly DispatchRank[],
  lookup: CoverageLookup,
): Promise<CandidateRow[]> {
  if (ranks.length === 0) return [];
  const covering = ranks.map((rank) => COVERING[rank]).join('\n union all');
  const result = await db.raw<{ rows: CandidateRow[] }>(
    `select t.keycloak_id, t.full_name, t.email,
            c.community as home_community, c.region as home_region,
            c.travel_mode, c.days,
            t.metadata -> 'handyman' as handyman,
            t.metadata -> 'it' as it,
            t.metadata -> 'electrical' as electrical,
            t.metadata -> 'fieldwork' as fieldwork,
            t.metadata -> 'responseTime' as response_time,
            t.metadata -> 'availability' as availability,
            r.rating_average, r.rating_count
       from (${covering}) as c (technician_id, community, region, travel_mode, days)
       join technicians t on t.keycloak_id = c.technician_id
       ${RATING_SUMMARY_JOIN}
      where t.vetting_status = 'approved'
        and not exists (
          select 1 from unavailable_periods up
           where up.technician_id = t.keycloak_id
             and up.from_date <= cast(:date as date) and up.to_date >= cast(:date as date)
        )
        and (cast(:technicianIds as text[]) is null or t.keycloak_id = any(:technicianIds))`,
    {
      community: lookup.community,
      region: lookup.region,
      date: lookup.date,
      technicianIds: lookup.technicianIds ?? null,
    },
  );
  return result.rows;
}
