import type { HeldJobDecision, ServiceRequestStatus, ServiceType } from '@rha/contracts';
import type { Knex } from 'knex';
import { statusIn } from '../lifecycle/status-filters.js';
import type { StatusGate } from '../lifecycle/transitions.js';

/** Why a job is held: the vetting status its technician was moved to. */
export type HoldingStanding = 'suspended' | 'rejected';

/** `lifted` is no admin's choice: the suspension ended before anyone decided. */
export type HeldJobOutcome = HeldJobDecision | 'lifted';

/** A row of `held_jobs`. */
export interface HeldJobRow {
  id: string;
  request_id: string;
  technician_id: string;
  technician_name: string;
  vetting_status: HoldingStanding;
  held_since: Date;
  decision: HeldJobOutcome | null;
  decided_by_id: string;
  decided_by_name: string;
  decided_at: Date | null;
}

/** A pending row with what the admin's list shows of its request. */
export interface HeldJobListRow extends HeldJobRow {
  ticket_number: string;
  service_type: ServiceType;
  community: string | null;
  company_name: string;
  status: ServiceRequestStatus;
}

type Queryable = Knex | Knex.Transaction;

const TABLE = 'held_jobs';

/** Holds the job for a decision unless it already waits for one. */
export async function holdJob(
  db: Queryable,
  job: {
    requestId: string;
    technicianId: string;
    technicianName: string;
    standing: HoldingStanding;
    since: Date;
  },
): Promise<void> {
  await db.raw(
    `insert into ${TABLE} (request_id, technician_id, technician_name, vetting_status, held_since)
      values (?, ?, ?, ?, ?)
      on conflict (request_id) where decision is null do nothing`,
    [job.requestId, job.technicianId, job.technicianName, job.standing, job.since],
  );
}

/** The decision the technician's job waits for, if any. */
export async function pendingHold(
  db: Queryable,
  requestId: string,
  technicianId: string,
): Promise<HeldJobRow | undefined> {
  return db(TABLE)
    .select('*')
    .where({ request_id: requestId, technician_id: technicianId })
    .whereNull('decision')
    .first();
}

/** Records how a pending hold ended. */
export async function decideHold(
  db: Queryable,
  id: string,
  outcome: { decision: HeldJobOutcome; byId: string; byName: string; at: Date },
): Promise<HeldJobRow> {
  const [row] = (await db(TABLE)
    .update({
      decision: outcome.decision,
      decided_by_id: outcome.byId,
      decided_by_name: outcome.byName,
      decided_at: outcome.at,
    })
    .where({ id })
    .returning('*')) as HeldJobRow[];
  if (!row) throw new Error(`held job ${id} vanished while its request was locked`);
  return row;
}

/** Ends every pending hold of the technician's jobs with the outcome; answers how many. */
export async function endPendingHoldsOf(
  db: Queryable,
  technicianId: string,
  outcome: { decision: HeldJobOutcome; byId: string; byName: string; at: Date },
): Promise<number> {
  return db(TABLE)
    .update({
      decision: outcome.decision,
      decided_by_id: outcome.byId,
      decided_by_name: outcome.byName,
      decided_at: outcome.at,
    })
    .where({ technician_id: technicianId })
    .whereNull('decision');
}

/** Pending holds of jobs still in the gate's statuses, oldest first; one technician's if named. */
export function pendingHolds(
  db: Queryable,
  options: { statuses: StatusGate; technicianId?: string },
): Promise<HeldJobListRow[]> {
  const query = db(`${TABLE} as h`)
    .join('service_requests as r', 'r.id', 'h.request_id')
    .select('h.*', 'r.ticket_number', 'r.service_type', 'r.community', 'r.company_name', 'r.status')
    .whereNull('h.decision')
    .where(statusIn(options.statuses, 'r.status'))
    .orderBy([
      { column: 'h.held_since', order: 'asc' },
      { column: 'h.id', order: 'asc' },
    ]);
  if (options.technicianId !== undefined) query.where('h.technician_id', options.technicianId);
  return query;
}
