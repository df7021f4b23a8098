import type { TravelMode } from '@rha/contracts/reference';
import type { Availability } from '@rha/contracts/schemas';
import type { Knex } from 'knex';

/**
 * An Approved technician who covers a community, with what the ranking weighs. `travel_mode` and
 * `days` are those of their reach entry for the community; null when they have none.
 */
export interface CandidateRow {
  keycloak_id: string;
  full_name: string;
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
}

/*
 * Each covering set is one or two index lookups (locations by community or region, reach entries
 * by community), so the cost follows the technicians found, not the directory's size.
 */
const NEAR = `
  select technician_id from locations where community = :community
  union
  select technician_id from reachable_communities where community = :community`;

const REST_OF_REGION = `
  select l.technician_id from locations l
   where l.region = :region and l.community <> :community
     and not exists (
       select 1 from reachable_communities r
        where r.technician_id = l.technician_id and r.community = :community
     )`;

async function findCovering(
  db: Knex,
  covering: string,
  lookup: CoverageLookup,
): Promise<CandidateRow[]> {
  const result = await db.raw<{ rows: CandidateRow[] }>(
    `with covering as (${covering})
     select t.keycloak_id, t.full_name,
            l.community as home_community, l.region as home_region,
            rc.travel_mode, rc.days,
            t.metadata -> 'handyman' as handyman,
            t.metadata -> 'it' as it,
            t.metadata -> 'electrical' as electrical,
            t.metadata -> 'fieldwork' as fieldwork,
            t.metadata -> 'responseTime' as response_time,
            t.metadata -> 'availability' as availability
       from covering c
       join technicians t on t.keycloak_id = c.technician_id
       join locations l on l.technician_id = t.keycloak_id
       left join reachable_communities rc
         on rc.technician_id = t.keycloak_id and rc.community = :community
      where t.vetting_status = 'approved'
        and l.community is not null
        and not exists (
          select 1 from unavailable_periods up
           where up.technician_id = t.keycloak_id
             and up.from_date <= cast(:date as date) and up.to_date >= cast(:date as date)
        )`,
    { ...lookup },
  );
  return result.rows;
}

/**
 * The Approved technicians living in the community or reaching it, minus those away on the date.
 * A technician without a placed home has no community to be ranked from and is left out.
 */
export function findNearTechnicians(db: Knex, lookup: CoverageLookup): Promise<CandidateRow[]> {
  return findCovering(db, NEAR, lookup);
}

/** As findNearTechnicians, for those who live elsewhere in the region and do not reach it. */
export function findRegionalTechnicians(db: Knex, lookup: CoverageLookup): Promise<CandidateRow[]> {
  return findCovering(db, REST_OF_REGION, lookup);
}
