import type { Knex } from 'knex';

/** A row of `quotes`: the price an admin gave a custom request. */
export interface QuoteRow {
  request_id: string;
  amount_cents: number;
  note: string;
  quoted_by: string;
  quoted_at: Date;
  accepted_at: Date | null;
}

type Queryable = Knex | Knex.Transaction;

const TABLE = 'quotes';

/** bigint arrives as text; a quote is bounded far below 2^53, so a number is exact. */
function fromDb(row: (Omit<QuoteRow, 'amount_cents'> & { amount_cents: string }) | undefined) {
  return row && { ...row, amount_cents: Number(row.amount_cents) };
}

export async function quoteOf(db: Queryable, requestId: string): Promise<QuoteRow | undefined> {
  return fromDb(await db(TABLE).where({ request_id: requestId }).first());
}

/** The quotes of these requests, by request id, in one query. */
export async function quotesOf(
  db: Queryable,
  requestIds: readonly string[],
): Promise<Map<string, QuoteRow>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db(TABLE).whereIn('request_id', requestIds);
  return new Map(rows.map((row) => [row.request_id as string, fromDb(row)!]));
}

export async function insertQuote(
  trx: Knex.Transaction,
  quote: Omit<QuoteRow, 'accepted_at'>,
): Promise<QuoteRow> {
  const [row] = await trx(TABLE).insert(quote).returning('*');
  return fromDb(row)!;
}

export async function markAccepted(
  trx: Knex.Transaction,
  requestId: string,
  at: Date,
): Promise<QuoteRow> {
  const [row] = await trx(TABLE)
    .where({ request_id: requestId })
    .update({ accepted_at: at })
    .returning('*');
  return fromDb(row)!;
}
