import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Knex } from '../db.js';
import { testDatabaseUrl } from './postgres.js';

export interface TestDb {
  /** A knex whose search path is the fresh schema. */
  db: Knex;
  schema: string;
  url: string;
  /** Drops the schema and destroys the pool; safe after the pool was already destroyed. */
  drop(): Promise<void>;
}

/** A fresh, uniquely named schema, so test files never see each other's rows. */
export async function createTestDb(prefix: string): Promise<TestDb> {
  const url = await testDatabaseUrl();
  const schema = `${prefix.toLowerCase().replace(/[^a-z0-9_]/g, '_')}_${randomBytes(4).toString('hex')}`;
  await onDedicatedClient(url, (client) =>
    client.query(`create schema ${client.escapeIdentifier(schema)}`),
  );
  const db = createDb({ connectionString: url, schema, poolMax: 4 });
  return {
    db,
    schema,
    url,
    async drop() {
      await db.destroy();
      await onDedicatedClient(url, (client) =>
        client.query(`drop schema if exists ${client.escapeIdentifier(schema)} cascade`),
      );
    },
  };
}

async function onDedicatedClient(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
