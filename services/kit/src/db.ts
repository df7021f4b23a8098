import knex, { type Knex } from 'knex';
import { busMigrations } from './bus/migrations.js';
import type { Migration } from './migration.js';

export type { Knex } from 'knex';

export interface DbOptions {
  connectionString: string;
  /** The service's own schema: unqualified table names resolve here. */
  schema: string;
  /** At least 2: migrate() holds one connection for its lock while knex migrates on another. */
  poolMax?: number;
}

export function createDb(options: DbOptions): Knex {
  return knex({
    client: 'pg',
    // A database that does not answer fails the request in seconds (a 503) instead of holding it.
    connection: { connectionString: options.connectionString, connectionTimeoutMillis: 3_000 },
    searchPath: [options.schema],
    pool: { min: 0, max: Math.max(2, options.poolMax ?? 10) },
    acquireConnectionTimeout: 10_000,
  });
}

/**
 * Independent reads, all at once on the pool; on a transaction one after another, since it is a single
 * connection and pg will stop queueing queries sent to a busy one.
 */
export async function readTogether<T extends readonly unknown[]>(
  db: Knex,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!db.isTransaction) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

export interface MigrateOptions {
  schema: string;
  migrations: Migration[];
}

/**
 * Brings the schema up to date: bus tables (outbox, inbox) first, then the service's migrations.
 * Replicas starting together serialise on a session advisory lock keyed on the schema name, so the
 * second one finds the work done instead of tripping over knex's own lock table.
 */
export async function migrate(db: Knex, options: MigrateOptions): Promise<void> {
  const { schema } = options;
  const all = [...busMigrations, ...options.migrations];
  assertUniqueNames(all);
  const config: Knex.MigratorConfig = {
    migrationSource: inMemorySource(all),
    tableName: 'knex_migrations',
    schemaName: schema,
  };

  // The lock belongs to a session, so it is taken and released on one pinned connection.
  const lockConnection: unknown = await db.client.acquireConnection();
  try {
    await db
      .raw('select pg_advisory_lock(hashtext(?))', [lockKey(schema)])
      .connection(lockConnection);
    try {
      await db.raw('create schema if not exists ??', [schema]);
      // Holding the advisory lock means nobody else is migrating: a lock row left behind by a
      // process that crashed mid-migration is stale and would otherwise block every later start.
      await db.migrate.forceFreeMigrationsLock(config);
      await db.migrate.latest(config);
    } finally {
      await db
        .raw('select pg_advisory_unlock(hashtext(?))', [lockKey(schema)])
        .connection(lockConnection);
    }
  } finally {
    await db.client.releaseConnection(lockConnection);
  }
}

function lockKey(schema: string): string {
  return `rha.migrate.${schema}`;
}

function assertUniqueNames(migrations: Migration[]): void {
  const seen = new Set<string>();
  for (const migration of migrations) {
    if (seen.has(migration.name)) throw new Error(`Duplicate migration name: ${migration.name}`);
    seen.add(migration.name);
  }
}

function inMemorySource(migrations: Migration[]): Knex.MigrationSource<Migration> {
  return {
    getMigrations: () => Promise.resolve(migrations),
    getMigrationName: (migration) => migration.name,
    getMigration: (migration) => Promise.resolve({ up: migration.up, down: migration.down }),
  };
}

/**
 * The migration Job's entry (Helm pre-upgrade hook): migrates one schema with its own short-lived
 * pool, then exits, so replicas starting later find nothing left to do.
 */
export async function runMigrationJob(
  options: MigrateOptions & { connectionString: string },
): Promise<void> {
  const db = createDb({ connectionString: options.connectionString, schema: options.schema });
  try {
    await migrate(db, options);
  } finally {
    await db.destroy();
  }
}
