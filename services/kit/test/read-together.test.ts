import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readTogether } from '../src/db.js';
import { createTestDb, type TestDb } from '../src/testing/index.js';

/** A read that holds its connection for a while, marked so another connection can see it running. */
const slowRead = (db: TestDb['db'], marker: string) => async () => {
  await db.raw(`select pg_sleep(0.3) /* ${marker} */`);
  return 'slow';
};

/** How many other connections are running the slow read at the moment this one asks. */
const runningElsewhere = (db: TestDb['db'], marker: string) => async () => {
  const { rows } = await db.raw<{ rows: { running: number }[] }>(
    `select count(*)::int as running from pg_stat_activity
      where state = 'active' and pid <> pg_backend_pid() and query like ?`,
    [`%pg_sleep(0.3) /* ${marker} */%`],
  );
  return rows[0]?.running ?? -1;
};

describe('readTogether', () => {
  let testDb: TestDb;
  const warnings: Error[] = [];
  const recordWarning = (warning: Error) => warnings.push(warning);

  beforeAll(async () => {
    testDb = await createTestDb('kit_read_together');
    process.on('warning', recordWarning);
  });

  afterEach(() => {
    warnings.length = 0;
  });

  afterAll(async () => {
    process.off('warning', recordWarning);
    await testDb.drop();
  });

  it('runs the reads at once on the pool, each on a connection of its own', async () => {
    const [slow, running] = await readTogether(testDb.db, [
      slowRead(testDb.db, 'pool'),
      runningElsewhere(testDb.db, 'pool'),
    ]);

    expect(slow).toBe('slow');
    expect(running).toBe(1);
  });

  it("runs them one after another on a transaction's single connection, which pg would warn about", async () => {
    const [slow, running] = await testDb.db.transaction((trx) =>
      readTogether(trx, [slowRead(trx, 'transaction'), runningElsewhere(testDb.db, 'transaction')]),
    );

    expect(slow).toBe('slow');
    expect(running).toBe(0);
    expect(warnings.map((warning) => warning.message)).toEqual([]);
  });
});
