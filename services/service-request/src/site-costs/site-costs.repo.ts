import type { JobCostKind, MoreHoursStatus } from '@rha/contracts';
import type { Knex } from 'knex';
import type { JobFileRow } from '../files/job-files.repo.js';

type Queryable = Knex | Knex.Transaction;

export interface JobCostRow {
  id: string;
  request_id: string;
  kind: JobCostKind;
  description: string;
  amount_cents: number;
  receipt_file_id: string;
  technician_id: string;
  logged_at: Date;
}

export interface MoreHoursAskRow {
  id: string;
  request_id: string;
  hours: number;
  reason: string;
  status: MoreHoursStatus;
  technician_id: string;
  asked_at: Date;
  decided_by_id: string | null;
  decided_at: Date | null;
}

export interface SiteFactsRow {
  standby_days: number;
  special_vehicle_used: boolean;
}

export async function insertCost(
  trx: Knex.Transaction,
  cost: Omit<JobCostRow, 'id' | 'logged_at'>,
): Promise<JobCostRow> {
  const [row] = (await trx('job_costs').insert(cost).returning('*')) as JobCostRow[];
  if (!row) throw new Error('the cost was not stored');
  return row;
}

/** A job's costs, oldest first, each with its receipt's file row. */
export async function costsOf(
  db: Queryable,
  requestId: string,
): Promise<{ cost: JobCostRow; receipt: JobFileRow }[]> {
  const costs: JobCostRow[] = await db('job_costs')
    .where({ request_id: requestId })
    .orderBy([
      { column: 'logged_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
  if (costs.length === 0) return [];
  const receipts: JobFileRow[] = await db('job_files').whereIn(
    'id',
    costs.map((cost) => cost.receipt_file_id),
  );
  const byId = new Map(receipts.map((file) => [file.id, file]));
  return costs.map((cost) => {
    const receipt = byId.get(cost.receipt_file_id);
    if (!receipt) throw new Error(`the receipt of cost ${cost.id} is missing`);
    return { cost, receipt };
  });
}

export function findCostByReceipt(
  db: Queryable,
  receiptFileId: string,
): Promise<JobCostRow | undefined> {
  return db<JobCostRow>('job_costs').where({ receipt_file_id: receiptFileId }).first();
}

export async function deleteCost(
  trx: Knex.Transaction,
  requestId: string,
  costId: string,
): Promise<boolean> {
  return (await trx('job_costs').where({ id: costId, request_id: requestId }).delete()) > 0;
}

export async function siteFactsOf(db: Queryable, requestId: string): Promise<SiteFactsRow> {
  const row = (await db('service_requests')
    .select('standby_days', 'special_vehicle_used')
    .where({ id: requestId })
    .first()) as SiteFactsRow | undefined;
  if (!row) throw new Error(`service request ${requestId} has no site facts`);
  return row;
}

export async function updateSiteFacts(
  trx: Knex.Transaction,
  requestId: string,
  facts: Partial<SiteFactsRow>,
): Promise<void> {
  if (Object.keys(facts).length === 0) return;
  await trx('service_requests').where({ id: requestId }).update(facts);
}

export async function insertAsk(
  trx: Knex.Transaction,
  ask: Pick<MoreHoursAskRow, 'request_id' | 'hours' | 'reason' | 'technician_id'>,
): Promise<MoreHoursAskRow> {
  const [row] = (await trx('more_hours_asks').insert(ask).returning('*')) as MoreHoursAskRow[];
  if (!row) throw new Error('the ask was not stored');
  return row;
}

export function asksOf(db: Queryable, requestId: string): Promise<MoreHoursAskRow[]> {
  return db<MoreHoursAskRow>('more_hours_asks')
    .where({ request_id: requestId })
    .orderBy([
      { column: 'asked_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}

export async function decideAsk(
  trx: Knex.Transaction,
  askId: string,
  decision: { status: 'approved' | 'declined'; decidedById: string },
): Promise<void> {
  await trx('more_hours_asks').where({ id: askId }).update({
    status: decision.status,
    decided_by_id: decision.decidedById,
    decided_at: trx.fn.now(),
  });
}

/** Hours the company approved beyond the cap, over every ask of the job. */
export function approvedHoursOf(asks: readonly MoreHoursAskRow[]): number {
  return asks.filter((ask) => ask.status === 'approved').reduce((sum, ask) => sum + ask.hours, 0);
}
