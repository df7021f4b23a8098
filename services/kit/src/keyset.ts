import { messages, type ListPage } from '@rha/contracts/schemas';
import type { Knex } from 'knex';
import { z } from 'zod';
import { problems } from './errors.js';

/**
 * One order a list can be read in. The key must never be null (wrap nullable columns in
 * `coalesce`), and `id` must be unique, so every row has exactly one place in the order and a
 * page can start right after the last row of the one before.
 */
export interface KeysetOrder {
  /** The name the client asks for it by; a cursor made under one order is refused under another. */
  name: string;
  /** SQL expression of the sort key, e.g. `lower(t.full_name)`. */
  key: string;
  /** The Postgres type the key compares as, so the cursor's text is read back as that type. */
  keyType: 'text' | 'timestamptz' | 'date' | 'numeric' | 'integer';
  /** The unique column that breaks ties, e.g. `t.keycloak_id`. */
  id: string;
  direction: 'asc' | 'desc';
}

export interface KeysetRequest {
  order: KeysetOrder;
  cursor?: string | undefined;
  limit: number;
}

/** What a cursor carries: the order it was made in and the last row's key and id. */
const cursorPayload = z.strictObject({
  o: z.string(),
  k: z.union([z.string(), z.number()]),
  i: z.string(),
});

type CursorPosition = z.infer<typeof cursorPayload>;

const KEY_ALIAS = 'keyset_sort_key';
const ID_ALIAS = 'keyset_row_id';

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
}

/** The position a cursor names, or a 400 when it is not one this order made. */
export function decodeCursor(cursor: string, order: KeysetOrder): CursorPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const position = cursorPayload.safeParse(parsed);
  if (!position.success || position.data.o !== order.name) throw invalidCursor();
  return position.data;
}

function invalidCursor() {
  return problems.validation([{ field: 'cursor', message: messages.lists.invalidCursor }]);
}

/**
 * Reads one page of `query` in `order`, starting after the cursor's row: the rows after it, in
 * order, one more than asked for to learn whether another page follows. The query's own
 * filters and selected columns are kept; the page answers the rows as selected.
 */
export async function keysetPage<Row extends object>(
  db: Knex,
  query: Knex.QueryBuilder,
  { order, cursor, limit }: KeysetRequest,
): Promise<ListPage<Row>> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor, order);
  const comparison = order.direction === 'asc' ? '>' : '<';
  const page = query
    .clone()
    .select(
      db.raw(`${keyColumn(order)} as ??`, [KEY_ALIAS]),
      db.raw(`?? as ??`, [order.id, ID_ALIAS]),
    )
    .orderByRaw(`${order.key} ${order.direction}, ?? ${order.direction}`, [order.id])
    .limit(limit + 1);
  if (after) {
    page.whereRaw(`(${order.key}, ??) ${comparison} (?::${order.keyType}, ?)`, [
      order.id,
      after.k,
      after.i,
    ]);
  }
  const rows = (await page) as (Row & Record<string, unknown>)[];
  const items = rows.slice(0, limit).map(withoutKeysetColumns);
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    items: items as Row[],
    nextCursor: last
      ? encodeCursor({ o: order.name, k: keyOf(last), i: String(last[ID_ALIAS]) })
      : null,
  };
}

/**
 * The key as the cursor carries it. Times and dates travel as Postgres's own text: a JavaScript
 * Date would cut a timestamp to milliseconds, and the next page would start before rows that
 * differ only in their microseconds, the last one shown among them.
 */
function keyColumn(order: KeysetOrder): string {
  const numeric = order.keyType === 'numeric' || order.keyType === 'integer';
  return numeric ? `(${order.key})` : `(${order.key})::text`;
}

function keyOf(row: Record<string, unknown>): string | number {
  const key = row[KEY_ALIAS];
  if (typeof key === 'number') return key;
  return String(key);
}

function withoutKeysetColumns(row: Record<string, unknown>): Record<string, unknown> {
  const { [KEY_ALIAS]: _key, [ID_ALIAS]: _id, ...rest } = row;
  return rest;
}
