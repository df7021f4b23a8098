import { ALASKA_COMMUNITIES } from '@rha/contracts/reference';
import pg from 'pg';

/** The company service's schema in the stack's database. */
const companySchema = 'company';
/** Owners of bench companies, so a later run finds and keeps them. */
const ownerPrefix = 'bench-company-owner-';

const PLACES = ['Kuskokwim', 'Yukon', 'Nunivak', 'Kobuk', 'Tanana', 'Chena', 'Aleut', 'Copper'];
const KINDS = ['Clinic', 'Store', 'Lodge', 'Air', 'Water Plant', 'School', 'Fisheries', 'Telecom'];

/**
 * `count` companies in the company service, made on the first run and kept: the admin's company
 * list bench pages and searches through them. Each has an owner's contact, and every other one a
 * location in an Alaskan community, so the with / without locations filter splits them.
 */
export async function seedBenchCompanies(databaseUrl: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const present = await client.query<{ count: string }>(
      `select count(*) from ${companySchema}.companies where owner_keycloak_id like $1`,
      [`${ownerPrefix}%`],
    );
    if (Number(present.rows[0]?.count ?? 0) < count) await insertCompanies(client, count);
    // Planner statistics as a settled database has them.
    await client.query(
      `analyze ${companySchema}.companies, ${companySchema}.locations, ${companySchema}.owner_contacts`,
    );
    return count;
  } finally {
    await client.end();
  }
}

async function insertCompanies(client: pg.Client, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, index) => {
    const place = PLACES[index % PLACES.length] ?? 'Bench';
    const kind = KINDS[Math.floor(index / PLACES.length) % KINDS.length] ?? 'Company';
    const community = ALASKA_COMMUNITIES[index % ALASKA_COMMUNITIES.length];
    return {
      owner: `${ownerPrefix}${index + 1}`,
      name: `${place} ${kind} ${index + 1}`,
      city: community?.name ?? 'Bethel',
      zipCode: community?.zipCodes[0] ?? '99559',
      located: index % 2 === 0,
    };
  });
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
  try {
    await client.query('begin');
    await client.query(
      `insert into ${companySchema}.companies (owner_keycloak_id, company_name, website, created_at)
       select owner, name, 'https://example.com', now() - (n || ' hours')::interval
         from unnest($1::text[], $2::text[]) with ordinality as seed(owner, name, n)
       on conflict (owner_keycloak_id) do nothing`,
      [column('owner'), column('name')],
    );
    await client.query(
      `insert into ${companySchema}.owner_contacts (keycloak_id, full_name, email, phone, changed_at)
       select owner, 'Bench Owner ' || n, owner || '@example.com', '9075550100', now()
         from unnest($1::text[]) with ordinality as seed(owner, n)
       on conflict (keycloak_id) do nothing`,
      [column('owner')],
    );
    await client.query(
      `insert into ${companySchema}.locations (company_id, address, city, state, zip_code)
       select c.id, '1 Front Street', seed.city, 'Alaska', seed.zip_code
         from unnest($1::text[], $2::text[], $3::text[], $4::boolean[])
           as seed(owner, city, zip_code, located)
         join ${companySchema}.companies c on c.owner_keycloak_id = seed.owner
        where seed.located
          and not exists (select 1 from ${companySchema}.locations l where l.company_id = c.id)`,
      [column('owner'), column('city'), column('zipCode'), column('located')],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
