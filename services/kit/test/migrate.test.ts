import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db.js';
import type { Migration } from '../src/migration.js';
import { createTestDb, type TestDb } from '../src/testing/index.js';
import { compiled } from './compiled.js';

const dbModule = compiled('db.js');

/** A child process that waits for a shared start time, then migrates with a slow migration. */
const migratingChild = `
  const { createDb, migrate } = await import(${JSON.stringify(dbModule)});
  const db = createDb({ connectionString: process.env.URL, schema: process.env.SCHEMA });
  const slowWidgets = {
    name: '20250101000000_create_widgets',
    async up(knex) {
      await knex.raw('select pg_sleep(0.5)');
      await knex.schema.createTable('widgets', (table) => table.increments('id'));
    },
    async down(knex) {
      await knex.schema.dropTable('widgets');
    },
  };
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.START_AT) - Date.now()));
  try {
    await migrate(db, { schema: process.env.SCHEMA, migrations: [slowWidgets] });
  } finally {
    await db.destroy();
  }
`;

function runChild(env: Record<string, string>) {
  return promisify(execFile)(process.execPath, ['--input-type=module', '-e', migratingChild], {
    env: { ...process.env, ...env },
  });
}

describe('migrate', () => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb('kit_migrate');
  });

  afterAll(() => testDb.drop());

  it('creates the bus tables (outbox, inbox) before the service’s own', async () => {
    const own: Migration = {
      name: '20250101000000_create_notes',
      up: (knex) => knex.schema.createTable('notes', (table) => table.increments('id')),
      down: (knex) => knex.schema.dropTable('notes'),
    };
    await migrate(testDb.db, { schema: testDb.schema, migrations: [own] });
    const tables = await testDb
      .db('information_schema.tables')
      .where({ table_schema: testDb.schema })
      .pluck('table_name');
    expect(tables).toEqual(expect.arrayContaining(['outbox', 'inbox', 'notes', 'knex_migrations']));
    const applied = await testDb.db('knex_migrations').orderBy('id').pluck('name');
    expect(applied).toEqual([
      '00000000000001_create_outbox',
      '00000000000002_create_inbox',
      '20250101000000_create_notes',
    ]);
  });

  it('is a no-op when run again', async () => {
    const before = await testDb.db('knex_migrations').count<{ count: string }[]>('* as count');
    const own: Migration = {
      name: '20250101000000_create_notes',
      up: () => Promise.reject(new Error('must not run twice')),
      down: () => Promise.resolve(),
    };
    await migrate(testDb.db, { schema: testDb.schema, migrations: [own] });
    const after = await testDb.db('knex_migrations').count<{ count: string }[]>('* as count');
    expect(after).toEqual(before);
  });

  it('recovers from a knex lock left behind by a process that died mid-migration', async () => {
    await testDb.db('knex_migrations_lock').update({ is_locked: 1 });
    const extra: Migration = {
      name: '20250102000000_create_tags',
      up: (knex) => knex.schema.createTable('tags', (table) => table.increments('id')),
      down: (knex) => knex.schema.dropTable('tags'),
    };
    const own: Migration = {
      name: '20250101000000_create_notes',
      up: () => Promise.resolve(),
      down: () => Promise.resolve(),
    };
    await migrate(testDb.db, { schema: testDb.schema, migrations: [own, extra] });
    expect(await testDb.db.schema.hasTable('tags')).toBe(true);
  });

  it('refuses two migrations with the same name', async () => {
    const twin: Migration = {
      name: '00000000000001_create_outbox',
      up: () => Promise.resolve(),
      down: () => Promise.resolve(),
    };
    await expect(migrate(testDb.db, { schema: testDb.schema, migrations: [twin] })).rejects.toThrow(
      'Duplicate migration name: 00000000000001_create_outbox',
    );
  });
});

describe('migrate in two processes at once', () => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb('kit_race');
    // The schema must not exist yet, so both processes also race to create it.
    await testDb.db.raw('drop schema ?? cascade', [testDb.schema]);
  });

  afterAll(() => testDb.drop());

  it('migrates once: both succeed and every migration is recorded exactly once', async () => {
    const env = { URL: testDb.url, SCHEMA: testDb.schema, START_AT: String(Date.now() + 1_500) };
    const outcomes = await Promise.allSettled([runChild(env), runChild(env)]);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') throw outcome.reason;
    }
    const rows = await testDb
      .db('knex_migrations')
      .select('name')
      .count<{ name: string; count: string }[]>('* as count')
      .groupBy('name')
      .orderBy('name');
    expect(rows.map((row) => [row.name, Number(row.count)])).toEqual([
      ['00000000000001_create_outbox', 1],
      ['00000000000002_create_inbox', 1],
      ['20250101000000_create_widgets', 1],
    ]);
    expect(await testDb.db.schema.hasTable('widgets')).toBe(true);
  });
});
