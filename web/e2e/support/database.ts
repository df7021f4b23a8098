import { randomBytes } from 'node:crypto';
import pg from 'pg';

const defaultServerUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the real Postgres (DATABASE_URL's server, else the local one). */
export async function createFreshDatabase(prefix: string): Promise<FreshDatabase> {
  const serverUrl = process.env.DATABASE_URL || defaultServerUrl;
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await runSql(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runSql(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function runSql(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
