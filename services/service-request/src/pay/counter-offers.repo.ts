import type { CounterOfferStatus, JobPay } from '@rha/contracts';
import type { Knex } from 'knex';
import { isUuid } from '../db/ids.js';

/** A row of `counter_offers`: a technician's counter to one offer. */
export interface CounterOfferRow {
  id: string;
  offer_id: string;
  request_id: string;
  technician_id: string;
  technician_name: string;
  pay: JobPay | null;
  arrival_at: Date | null;
  reason: string;
  status: CounterOfferStatus;
  decision_reason: string;
  created_at: Date;
  decided_at: Date | null;
}

export interface NewCounterOffer {
  offerId: string;
  requestId: string;
  technicianId: string;
  technicianName: string;
  pay: JobPay | null;
  arrivalAt: Date | null;
  reason: string;
}

type Queryable = Knex | Knex.Transaction;

const TABLE = 'counter_offers';

export async function insertCounterOffer(
  db: Queryable,
  counter: NewCounterOffer,
): Promise<CounterOfferRow> {
  const [row] = (await db(TABLE)
    .insert({
      offer_id: counter.offerId,
      request_id: counter.requestId,
      technician_id: counter.technicianId,
      technician_name: counter.technicianName,
      pay: counter.pay,
      arrival_at: counter.arrivalAt,
      reason: counter.reason,
    })
    .returning('*')) as CounterOfferRow[];
  if (!row) throw new Error('the counter-offer was not stored');
  return row;
}

export async function findCounterOffer(
  db: Queryable,
  id: string,
): Promise<CounterOfferRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db(TABLE).select('*').where({ id }).first();
}

export async function openCounterOfOffer(
  db: Queryable,
  offerId: string,
): Promise<CounterOfferRow | undefined> {
  return db(TABLE).select('*').where({ offer_id: offerId, status: 'open' }).first();
}

export async function decideCounterOffer(
  db: Queryable,
  id: string,
  decision: { status: CounterOfferStatus; reason: string; at: Date },
): Promise<CounterOfferRow> {
  const [row] = (await db(TABLE)
    .update({ status: decision.status, decision_reason: decision.reason, decided_at: decision.at })
    .where({ id })
    .returning('*')) as CounterOfferRow[];
  if (!row) throw new Error(`counter-offer ${id} vanished while its request was locked`);
  return row;
}

/** Closes the counters still open on the request, or on one of its offers. */
export async function withdrawOpenCounters(
  db: Queryable,
  where: { requestId: string } | { offerId: string },
  at: Date,
): Promise<number> {
  return db(TABLE)
    .update({ status: 'withdrawn', decided_at: at })
    .where('requestId' in where ? { request_id: where.requestId } : { offer_id: where.offerId })
    .where({ status: 'open' });
}

/** The latest counter of each offer, answered or not. */
export async function latestCountersOf(
  db: Queryable,
  offerIds: readonly string[],
): Promise<Map<string, CounterOfferRow>> {
  if (offerIds.length === 0) return new Map();
  const rows: CounterOfferRow[] = await db(TABLE)
    .distinctOn('offer_id')
    .select('*')
    .whereIn('offer_id', offerIds)
    .orderBy([
      { column: 'offer_id' },
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  return new Map(rows.map((row) => [row.offer_id, row]));
}

/** Open counters on an offer its technician neither declined nor lost: an admin's to decide. */
function waitingCounters(db: Queryable): Knex.QueryBuilder {
  return db(TABLE)
    .select(`${TABLE}.*`)
    .join('offers', 'offers.id', `${TABLE}.offer_id`)
    .where(`${TABLE}.status`, 'open')
    .where((offer) =>
      offer.where({ 'offers.status': 'offered' }).orWhere({ 'offers.status': 'expired' }),
    );
}

/** The counters waiting for an admin on each request, oldest first. */
export async function openCountersOf(
  db: Queryable,
  requestIds: readonly string[],
): Promise<Map<string, CounterOfferRow[]>> {
  const byRequest = new Map<string, CounterOfferRow[]>(requestIds.map((id) => [id, []]));
  if (requestIds.length === 0) return byRequest;
  const rows: CounterOfferRow[] = await waitingCounters(db)
    .whereIn(`${TABLE}.request_id`, requestIds)
    .orderBy([
      { column: `${TABLE}.created_at`, order: 'asc' },
      { column: `${TABLE}.id`, order: 'asc' },
    ]);
  for (const row of rows) byRequest.get(row.request_id)?.push(row);
  return byRequest;
}

/** The newest `limit` counters waiting for an admin, across every request. */
export function newestWaitingCounters(db: Queryable, limit: number): Promise<CounterOfferRow[]> {
  return waitingCounters(db)
    .orderBy([
      { column: `${TABLE}.created_at`, order: 'desc' },
      { column: `${TABLE}.id`, order: 'desc' },
    ])
    .limit(limit);
}
