import {
  ALASKA_COMMUNITIES,
  ELECTRICAL_SKILLS,
  FIELDWORK_SKILLS,
  HANDYMAN_SKILLS,
  IT_SKILLS,
  RESPONSE_TIMES,
  TRAVEL_MODES,
  regionOf,
} from '@rha/contracts/reference';
import pg from 'pg';
import { benchNumberSql, benchTechnicianPattern } from './bench-technician-ids.js';

/** The technician service's schema in the stack's database. */
const technicianSchema = 'technician';
/** Communities each technician reaches beyond home. */
const reachPerTechnician = 3;

/**
 * Makes the directory bench's technicians dispatchable: Approved, their home placed in its
 * community and region as the location routes would, three reachable communities each, varied
 * skills, response times and availability, and one in twenty away on a period around today. Each
 * step is one set-based statement that writes the same rows on every run. Returns how many
 * technicians it covers; run seedBenchDirectory first.
 */
export async function seedDispatchBench(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const approved = await approve(client);
    await placeHomes(client);
    await addReach(client);
    await addTimeAway(client);
    await client.query('commit');
    // Planner statistics for the tables the ranking reads, as a settled database has them.
    await client.query(
      `analyze ${technicianSchema}.technicians, ${technicianSchema}.locations,
               ${technicianSchema}.reachable_communities, ${technicianSchema}.unavailable_periods`,
    );
    return approved;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

async function approve(client: pg.Client): Promise<number> {
  const result = await client.query(
    `update ${technicianSchema}.technicians
        set vetting_status = 'approved',
            completed_at = coalesce(completed_at, now()),
            coverage_saved_at = coalesce(coverage_saved_at, now()),
            metadata = metadata || jsonb_build_object(
              'handyman', to_jsonb(($1::text[])[1:${benchNumberSql} % 4]),
              'it', to_jsonb(($2::text[])[1:${benchNumberSql} % 5]),
              'electrical', to_jsonb(($3::text[])[1:${benchNumberSql} % 3]),
              'fieldwork', to_jsonb(($4::text[])[1:${benchNumberSql} % 6]),
              'responseTime', jsonb_build_array(($5::text[])[1 + ${benchNumberSql} % 5]),
              'availability', jsonb_build_object(
                'weekdays', ${benchNumberSql} % 2 = 0, 'weekends', ${benchNumberSql} % 3 = 0,
                'evenings', ${benchNumberSql} % 5 = 0, 'overnight', ${benchNumberSql} % 7 = 0))
      where keycloak_id like $6`,
    [
      HANDYMAN_SKILLS,
      IT_SKILLS,
      ELECTRICAL_SKILLS,
      FIELDWORK_SKILLS,
      RESPONSE_TIMES,
      benchTechnicianPattern,
    ],
  );
  return result.rowCount ?? 0;
}

/** The directory seed wrote the city only; dispatch finds homes by community and region. */
async function placeHomes(client: pg.Client): Promise<void> {
  const names = ALASKA_COMMUNITIES.map((community) => community.name);
  await client.query(
    `update ${technicianSchema}.locations l
        set community = placed.name, region = placed.region
       from unnest($1::text[], $2::text[]) as placed(name, region)
      where l.city = placed.name and l.technician_id like $3`,
    [names, names.map((name) => regionOf(name)?.id ?? null), benchTechnicianPattern],
  );
}

/** Communities spread over the whole list, each with its own travel mode and days. */
async function addReach(client: pg.Client): Promise<void> {
  await client.query(
    `insert into ${technicianSchema}.reachable_communities (technician_id, community, travel_mode, days)
     select t.keycloak_id, ($1::text[])[1 + (${benchNumberSql} * 7 + k * 131) % cardinality($1::text[])],
            ($2::text[])[1 + (${benchNumberSql} + k) % cardinality($2::text[])], k
       from ${technicianSchema}.technicians t
       join ${technicianSchema}.locations l on l.technician_id = t.keycloak_id
       cross join generate_series(1, $3::int) as k
      where t.keycloak_id like $4
        and l.city <> ($1::text[])[1 + (${benchNumberSql} * 7 + k * 131) % cardinality($1::text[])]
     on conflict (technician_id, community) do nothing`,
    [
      ALASKA_COMMUNITIES.map((community) => community.name),
      TRAVEL_MODES,
      reachPerTechnician,
      benchTechnicianPattern,
    ],
  );
}

async function addTimeAway(client: pg.Client): Promise<void> {
  await client.query(
    `insert into ${technicianSchema}.unavailable_periods (technician_id, from_date, to_date, reason)
     select keycloak_id, current_date - 3, current_date + 10, 'fish_camp'
       from ${technicianSchema}.technicians t
      where keycloak_id like $1 and ${benchNumberSql} % 20 = 0
        and not exists (
          select 1 from ${technicianSchema}.unavailable_periods p
           where p.technician_id = t.keycloak_id
        )`,
    [benchTechnicianPattern],
  );
}
