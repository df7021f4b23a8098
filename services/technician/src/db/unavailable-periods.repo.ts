import type { UnavailabilityReason } from '@rha/contracts/reference';
import type { Knex } from 'knex';

type Queryable = Knex | Knex.Transaction;

/** A row of `unavailable_periods`, its dates read as YYYY-MM-DD text. */
export interface PeriodRow {
  id: string;
  from_date: string;
  to_date: string;
  reason: UnavailabilityReason;
  note: string;
}

export interface PeriodFields {
  from: string;
  to: string;
  reason: UnavailabilityReason;
  note: string;
}

// Dates as text: a JavaScript Date would shift a calendar day by the server's time zone.
function columns(db: Queryable) {
  return [
    'id',
    db.raw('from_date::text as from_date'),
    db.raw('to_date::text as to_date'),
    'reason',
    'note',
  ];
}

export async function listPeriods(db: Queryable, subject: string): Promise<PeriodRow[]> {
  const rows: unknown = await db('unavailable_periods')
    .select(columns(db))
    .where({ technician_id: subject })
    .orderBy([
      { column: 'from_date', order: 'asc' },
      { column: 'to_date', order: 'asc' },
      { column: 'created_at', order: 'asc' },
    ]);
  return rows as PeriodRow[];
}

export async function countPeriods(db: Queryable, subject: string): Promise<number> {
  const row = await db('unavailable_periods')
    .where({ technician_id: subject })
    .count<{ count: string }>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}

/** Locks the technician's row, so two additions are counted against the limit one after the other. */
export async function lockTechnicianPeriods(trx: Knex.Transaction, subject: string): Promise<void> {
  await trx('technicians').select('keycloak_id').where({ keycloak_id: subject }).forUpdate();
}

export async function insertPeriod(
  trx: Knex.Transaction,
  subject: string,
  period: PeriodFields,
): Promise<PeriodRow> {
  const rows: unknown[] = await trx('unavailable_periods')
    .insert({
      technician_id: subject,
      from_date: period.from,
      to_date: period.to,
      reason: period.reason,
      note: period.note,
    })
    .returning(columns(trx));
  return rows[0] as PeriodRow;
}

/** How many rows went: 0 when the technician has no period with this id. */
export async function deletePeriod(db: Queryable, subject: string, id: string): Promise<number> {
  return db('unavailable_periods').where({ technician_id: subject, id }).delete();
}

/** A period with the technician it belongs to, as the admin's schedule lists it. */
export interface ScheduledPeriodRow extends PeriodRow {
  technician_id: string;
  full_name: string;
}

/** Every technician's periods whose last day is `today` or later, the earliest first. */
export async function listPeriodsNotEnded(
  db: Queryable,
  today: string,
  limit: number,
): Promise<ScheduledPeriodRow[]> {
  const rows: unknown = await db('unavailable_periods as p')
    .join('technicians as t', 't.keycloak_id', 'p.technician_id')
    .select(
      'p.id',
      db.raw('p.from_date::text as from_date'),
      db.raw('p.to_date::text as to_date'),
      'p.reason',
      'p.note',
      'p.technician_id',
      't.full_name',
    )
    .where('p.to_date', '>=', today)
    .orderBy([
      { column: 'p.from_date', order: 'asc' },
      { column: 't.name_key', order: 'asc' },
      { column: 'p.id', order: 'asc' },
    ])
    .limit(limit);
  return rows as ScheduledPeriodRow[];
}
