import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHttpProblem } from '../src/errors.js';
import { decodeCursor, encodeCursor, keysetPage, type KeysetOrder } from '../src/keyset.js';
import { createTestDb, type TestDb } from '../src/testing/index.js';

const byName: KeysetOrder = {
  name: 'name',
  key: 'lower(people.name)',
  keyType: 'text',
  id: 'people.id',
  direction: 'asc',
};
const newest: KeysetOrder = {
  name: 'newest',
  key: 'people.joined',
  keyType: 'timestamptz',
  id: 'people.id',
  direction: 'desc',
};

// Equal names and equal dates on purpose: only the id tells those rows apart.
const people = Array.from({ length: 7 }, (_, n) => ({
  id: `p${n}`,
  name: ['Ada', 'bo', 'Bo', 'cy', 'Dee', 'dee', 'Eve'][n] ?? '',
  joined: new Date(Date.UTC(2026, 0, 1 + Math.floor(n / 2))),
}));

describe('keysetPage', () => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb('kit_keyset');
    await testDb.db.schema.createTable('people', (table) => {
      table.text('id').primary();
      table.text('name').notNullable();
      table.timestamp('joined', { useTz: true }).notNullable();
    });
    await testDb.db('people').insert(people);
  });

  afterAll(async () => {
    await testDb.drop();
  });

  async function walk(
    order: KeysetOrder,
    limit: number,
    filter?: (q: ReturnType<TestDb['db']>) => void,
  ) {
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const query = testDb.db('people').select('people.id', 'people.name');
      filter?.(query);
      const page = await keysetPage<{ id: string; name: string }>(testDb.db, query, {
        order,
        cursor,
        limit,
      });
      pages.push(page.items.map((row) => row.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    return pages;
  }

  it('walks every row once, in the order, ties broken by id, the last page having no cursor', async () => {
    expect(await walk(byName, 2)).toEqual([['p0', 'p1'], ['p2', 'p3'], ['p4', 'p5'], ['p6']]);
    expect((await walk(newest, 3)).flat()).toEqual(['p6', 'p5', 'p4', 'p3', 'p2', 'p1', 'p0']);
  });

  it('keeps the query filters and answers only the selected columns', async () => {
    const pages = await walk(byName, 10, (q) => void q.whereRaw("people.name ilike '%e%'"));
    expect(pages).toEqual([['p4', 'p5', 'p6']]);
    const page = await keysetPage(testDb.db, testDb.db('people').select('people.name'), {
      order: byName,
      limit: 1,
    });
    expect(Object.keys(page.items[0] ?? {})).toEqual(['name']);
  });

  it('walks rows that differ only in their microseconds once each', async () => {
    await testDb.db.schema.createTable('moments', (table) => {
      table.text('id').primary();
      table.timestamp('at', { useTz: true }).notNullable();
    });
    await testDb.db.raw(
      `insert into moments (id, at)
       select 'm' || n, timestamptz '2026-01-01 00:00:00.123' + n * interval '1 microsecond'
         from generate_series(1, 5) as n`,
    );
    const order: KeysetOrder = {
      name: 'at',
      key: 'moments.at',
      keyType: 'timestamptz',
      id: 'moments.id',
      direction: 'asc',
    };
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await keysetPage<{ id: string }>(
        testDb.db,
        testDb.db('moments').select('moments.id'),
        { order, cursor, limit: 2 },
      );
      seen.push(...page.items.map((row) => row.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);

    expect(seen).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  });

  it('ends with a null cursor when the rows fit the page exactly', async () => {
    const page = await keysetPage(testDb.db, testDb.db('people').select('people.id'), {
      order: byName,
      limit: 7,
    });
    expect(page.items).toHaveLength(7);
    expect(page.nextCursor).toBeNull();
  });

  it('refuses with a 400 naming the cursor a cursor that is garbage, tampered or of another order', () => {
    const made = encodeCursor({ o: 'newest', k: '2026-01-01T00:00:00.000Z', i: 'p0' });
    for (const cursor of ['not-json', encodeCursor({ o: 'name' } as never), made]) {
      let thrown: unknown;
      try {
        decodeCursor(cursor, byName);
      } catch (error) {
        thrown = error;
      }
      expect(isHttpProblem(thrown) && thrown.status).toBe(400);
      expect(isHttpProblem(thrown) && thrown.errors).toEqual([
        {
          field: 'cursor',
          message: 'This page link is no longer valid: start again from the first page',
        },
      ]);
    }
    expect(decodeCursor(made, newest)).toEqual({
      o: 'newest',
      k: '2026-01-01T00:00:00.000Z',
      i: 'p0',
    });
  });
});
