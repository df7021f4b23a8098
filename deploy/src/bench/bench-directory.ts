import { ALASKA_COMMUNITIES } from '@rha/contracts/reference';
import pg from 'pg';
import { benchTechnicianId, benchTechnicianPattern } from './bench-technician-ids.js';

/** The technician service's schema in the stack's database. */
const technicianSchema = 'technician';

const FIRST_NAMES = [
  'Aiyana',
  'Ben',
  'Carla',
  'Dmitri',
  'Elena',
  'Frank',
  'Grace',
  'Henry',
  'Iris',
  'Jonah',
  'Kiana',
  'Liam',
  'Maya',
  'Nathan',
  'Olga',
  'Peter',
  'Qannik',
  'Rosa',
  'Sam',
  'Tanya',
];
const LAST_NAMES = [
  'Anderson',
  'Beans',
  'Charles',
  'Demientieff',
  'Evans',
  'Frankson',
  'Gregory',
  'Hanson',
  'Ivanoff',
  'Johnson',
  'Kameroff',
  'Larson',
  'Moses',
  'Nicholai',
  'Olson',
  'Peterson',
  'Quinn',
  'Riley',
  'Sam',
  'Tom',
];

/**
 * `count` technicians in the technician service's directory, made on the first run and kept: the
 * admin directory bench pages and searches through them. They are vetting applicants with a name,
 * e-mail, phone and a service location in an Alaskan community; no account signs in as them.
 * Written in one statement each, straight into the service's tables, as a seed would be.
 */
export async function seedBenchDirectory(databaseUrl: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Runs before 2026-11-25 seeded subjects that are no UUIDs, which dispatch cannot offer requests to.
    await client.query(
      `delete from ${technicianSchema}.technicians where keycloak_id like 'bench-directory-%'`,
    );
    const present = await client.query<{ count: string }>(
      `select count(*) from ${technicianSchema}.technicians where keycloak_id like $1`,
      [benchTechnicianPattern],
    );
    if (Number(present.rows[0]?.count ?? 0) < count) await insertTechnicians(client, count);
    // Planner statistics as a settled database has them, not those of the near-empty tables
    // autovacuum last saw.
    await client.query(`analyze ${technicianSchema}.technicians, ${technicianSchema}.locations`);
    return count;
  } finally {
    await client.end();
  }
}

async function insertTechnicians(client: pg.Client, count: number): Promise<void> {
  try {
    const rows = Array.from({ length: count }, (_, index) => {
      const first = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Bench';
      const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length] ?? '';
      const community = ALASKA_COMMUNITIES[index % ALASKA_COMMUNITIES.length];
      return {
        id: benchTechnicianId(index + 1),
        fullName: `${first} ${last} ${index + 1}`,
        email: `bench-directory-${index + 1}@example.com`,
        phone: `907555${String(index % 10_000).padStart(4, '0')}`,
        city: community?.name ?? 'Bethel',
        zipCode: community?.zipCodes[0] ?? '99559',
      };
    });
    const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
    await client.query('begin');
    await client.query(
      `insert into ${technicianSchema}.technicians
         (keycloak_id, full_name, email, phone, signed_up_at, completed_at, vetting_status)
       select id, full_name, email, phone, now() - (n || ' hours')::interval, now(), 'applied'
         from unnest($1::text[], $2::text[], $3::text[], $4::text[]) with ordinality
           as seed(id, full_name, email, phone, n)
       on conflict (keycloak_id) do nothing`,
      [column('id'), column('fullName'), column('email'), column('phone')],
    );
    await client.query(
      `insert into ${technicianSchema}.locations (technician_id, city, state, zip_code)
       select id, city, 'Alaska', zip_code
         from unnest($1::text[], $2::text[], $3::text[]) as seed(id, city, zip_code)
       on conflict (technician_id) do nothing`,
      [column('id'), column('city'), column('zipCode')],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
