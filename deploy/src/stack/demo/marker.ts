import pg from 'pg';

/** The launcher's own note in the stack's database that the demo data is there. */
const table = 'demo_data.seeded';

export async function demoSeeded(databaseUrl: string): Promise<boolean> {
  return onDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query<{ found: string | null }>(
      `select to_regclass('${table}') as found`,
    );
    if (!rows[0]?.found) return false;
    const seeded = await client.query(`select 1 from ${table}`);
    return (seeded.rowCount ?? 0) > 0;
  });
}

/** Written last, so a seed that failed half-way is not taken for done. */
export async function markDemoSeeded(databaseUrl: string, summary: unknown): Promise<void> {
  await onDatabase(databaseUrl, async (client) => {
    await client.query('create schema if not exists demo_data');
    await client.query(
      `create table if not exists ${table} (at timestamptz not null default now(), summary jsonb not null)`,
    );
    await client.query(`insert into ${table} (summary) values ($1)`, [JSON.stringify(summary)]);
  });
}

async function onDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
