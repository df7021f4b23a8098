import type { JobPay, OfferSource, OfferStatus } from '@rha/contracts';
import type { Knex } from 'knex';
import { statusIn } from '../lifecycle/status-filters.js';
import type { StatusGate } from '../lifecycle/transitions.js';
import { isUuid } from '../db/ids.js';

/** A row of `offers`: one request offered to one technician. */
export interface OfferRow {
  id: string;
  request_id: string;
  technician_id: string;
  technician_name: string;
  technician_community: string;
  technician_email: string;
  source: OfferSource;
  status: OfferStatus;
  reason: string;
  offered_at: Date;
  expires_at: Date;
  responded_at: Date | null;
  /** The pay shown with the offer; null on offers made before offers carried one. */
  pay: JobPay | null;
}

/** A technician as the technician service named them when the offer was made. */
export interface OfferedTechnician {
  id: string;
  fullName: string;
  community: string;
  email: string;
}

export interface NewOffers {
  requestId: string;
  technicians: readonly OfferedTechnician[];
  source: OfferSource;
  offeredAt: Date;
  expiresAt: Date;
  pay: JobPay;
}

type Queryable = Knex | Knex.Transaction;

const TABLE = 'offers';

/**
 * Closed offers that offering again opens anew; an open one is left as it is. A withdrawn offer
 * counts: its request may wait again after a reassignment, or its technician be approved again.
 */
const REOPENABLE: readonly OfferStatus[] = ['declined', 'expired', 'withdrawn'];

function technicianColumns(technician: OfferedTechnician) {
  return {
    technician_id: technician.id,
    technician_name: technician.fullName,
    technician_community: technician.community,
    technician_email: technician.email,
  };
}

/**
 * Offers the request to each technician not offered it yet and, when `reopen` is set, again to
 * those who declined or let it expire. Answers only the offers this call opened.
 */
export async function openOffers(
  db: Queryable,
  offers: NewOffers,
  { reopen }: { reopen: boolean },
): Promise<OfferRow[]> {
  if (offers.technicians.length === 0) return [];
  const insert = db(TABLE)
    .insert(
      offers.technicians.map((technician) => ({
        request_id: offers.requestId,
        ...technicianColumns(technician),
        source: offers.source,
        status: 'offered',
        reason: '',
        offered_at: offers.offeredAt,
        expires_at: offers.expiresAt,
        responded_at: null,
        pay: offers.pay,
      })),
    )
    .onConflict(['request_id', 'technician_id']);
  const rows = reopen
    ? insert
        .merge([
          'technician_name',
          'technician_community',
          'technician_email',
          'source',
          'status',
          'reason',
          'offered_at',
          'expires_at',
          'responded_at',
          'pay',
        ])
        .whereIn(`${TABLE}.status`, REOPENABLE)
        .returning('*')
    : insert.ignore().returning('*');
  return (await rows) as OfferRow[];
}

/**
 * Writes the technician's offer of the request as the admin's and accepted, whether it was offered
 * before or not.
 */
export async function acceptedOffer(
  db: Queryable,
  offer: { requestId: string; technician: OfferedTechnician; at: Date; pay: JobPay },
): Promise<OfferRow> {
  const [row] = (await db(TABLE)
    .insert({
      request_id: offer.requestId,
      ...technicianColumns(offer.technician),
      source: 'admin',
      status: 'accepted',
      reason: '',
      offered_at: offer.at,
      expires_at: offer.at,
      responded_at: offer.at,
      pay: offer.pay,
    })
    .onConflict(['request_id', 'technician_id'])
    .merge(['source', 'status', 'reason', 'responded_at', 'pay'])
    .returning('*')) as OfferRow[];
  if (!row) throw new Error('the accepted offer was not stored');
  return row;
}

export async function findOffer(db: Queryable, id: string): Promise<OfferRow | undefined> {
  return db(TABLE).select('*').where({ id }).first();
}

export async function closeOffer(
  db: Queryable,
  id: string,
  change: { status: OfferStatus; reason: string; respondedAt: Date | null },
): Promise<OfferRow> {
  const [row] = (await db(TABLE)
    .update({ status: change.status, reason: change.reason, responded_at: change.respondedAt })
    .where({ id })
    .returning('*')) as OfferRow[];
  if (!row) throw new Error(`offer ${id} vanished while its request was locked`);
  return row;
}

/** Withdraws every offer of the request still open. */
export async function withdrawOpenOffers(
  db: Queryable,
  requestId: string,
  reason: string,
): Promise<number> {
  return db(TABLE)
    .update({ status: 'withdrawn', reason })
    .where({ request_id: requestId, status: 'offered' });
}

/** Every open offer of the technician, by request, so their requests are locked in one order. */
export async function openOffersOfTechnician(
  db: Queryable,
  technicianId: string,
): Promise<OfferRow[]> {
  if (!isUuid(technicianId)) return [];
  return db(TABLE)
    .select('*')
    .where({ technician_id: technicianId, status: 'offered' })
    .orderBy('request_id');
}

export async function countOpenOffers(db: Queryable, requestId: string): Promise<number> {
  const row = (await db(TABLE)
    .count({ n: '*' })
    .where({ request_id: requestId, status: 'offered' })
    .first()) as { n: string | number } | undefined;
  return Number(row?.n ?? 0);
}

/** Withdraws the technician's accepted offer of the request: they no longer hold it. */
export async function withdrawAcceptedOffer(
  db: Queryable,
  offer: { requestId: string; technicianId: string; reason: string },
): Promise<number> {
  return db(TABLE)
    .update({ status: 'withdrawn', reason: offer.reason })
    .where({ request_id: offer.requestId, technician_id: offer.technicianId, status: 'accepted' });
}

/** Closes the open offers nobody answered by `now`; answers how many. */
export async function expireOffers(db: Queryable, now: Date, reason: string): Promise<number> {
  return db(TABLE)
    .update({ status: 'expired', reason })
    .where({ status: 'offered' })
    .where('expires_at', '<=', now);
}

/** The offers of each request, newest first. */
export async function offersOf(
  db: Queryable,
  requestIds: readonly string[],
): Promise<Map<string, OfferRow[]>> {
  const rows: OfferRow[] =
    requestIds.length === 0
      ? []
      : await db(TABLE)
          .select('*')
          .whereIn('request_id', requestIds)
          .orderBy([
            { column: 'offered_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ]);
  const byRequest = new Map<string, OfferRow[]>(requestIds.map((id) => [id, []]));
  for (const row of rows) byRequest.get(row.request_id)?.push(row);
  return byRequest;
}

/**
 * A technician's offers still open at `now` whose request is in one of the statuses, oldest
 * first.
 */
export async function openOffersOf(
  db: Queryable,
  options: {
    technicianId: string;
    now: Date;
    requestStatuses: StatusGate;
    limit: number;
  },
): Promise<OfferRow[]> {
  if (!isUuid(options.technicianId)) return [];
  return db(TABLE)
    .select('*')
    .where({ technician_id: options.technicianId, status: 'offered' })
    .where('expires_at', '>', options.now)
    .whereIn(
      'request_id',
      db('service_requests').select('id').where(statusIn(options.requestStatuses)),
    )
    .orderBy([
      { column: 'offered_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .limit(options.limit);
}
