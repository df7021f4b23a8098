import type { Knex } from 'knex';
import { statusIn } from '../lifecycle/status-filters.js';
import { columns, type ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import { isUuid } from '../db/ids.js';

type Queryable = Knex | Knex.Transaction;

/** Whose requests a query looks at: one company's, one technician's, or every one (an admin). */
export type RequestScope =
  | { kind: 'all' }
  | { kind: 'company'; companyId: string }
  | { kind: 'technician'; technicianId: string };

/** The most items of one kind the strip is given. */
export const ATTENTION_LIMIT = 50;

function requests(db: Queryable, scope: RequestScope): Knex.QueryBuilder {
  const query = db('service_requests').select(columns(db));
  if (scope.kind === 'company') void query.where({ company_id: scope.companyId });
  if (scope.kind === 'technician') void query.where({ assigned_technician_id: scope.technicianId });
  return query;
}

/** Finished work waiting for the company's review, newest first. */
export function workDoneOf(db: Queryable, scope: RequestScope): Promise<ServiceRequestRow[]> {
  return requests(db, scope)
    .where(statusIn('awaitingReview'))
    .orderBy([
      { column: 'work_done_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(ATTENTION_LIMIT);
}

/**
 * Requests standing in one of `gate`'s statuses, latest moved first: held jobs (weather, mostly),
 * requests waiting for a quote or for the company's answer to one.
 */
export function latestIn(
  db: Queryable,
  scope: RequestScope,
  gate: 'onHold' | 'quoteNeeded' | 'quoted',
): Promise<ServiceRequestRow[]> {
  return requests(db, scope)
    .where(statusIn(gate))
    .orderBy([
      { column: 'updated_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(ATTENTION_LIMIT);
}

/** Requests smart dispatch ran out of waves for while still waiting, newest flag first. */
export function unplacedOf(db: Queryable, scope: RequestScope): Promise<ServiceRequestRow[]> {
  return requests(db, scope)
    .whereNotNull('flagged_at')
    .where(statusIn('awaitingTechnician'))
    .orderBy([
      { column: 'flagged_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(ATTENTION_LIMIT);
}

/** Jobs not reached yet whose technician's arrival is before `now`, latest arrival first. */
export function pastEtaOf(
  db: Queryable,
  scope: RequestScope,
  now: Date,
): Promise<ServiceRequestRow[]> {
  return requests(db, scope)
    .where(statusIn('inProgress'))
    .where('eta', '<', now)
    .orderBy([
      { column: 'eta', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(ATTENTION_LIMIT);
}

/** The technician's jobs not reached yet, soonest arrival first (those without one last). */
export function upcomingVisitsOf(
  db: Queryable,
  technicianId: string,
): Promise<ServiceRequestRow[]> {
  if (!isUuid(technicianId)) return Promise.resolve([]);
  return requests(db, { kind: 'technician', technicianId })
    .where(statusIn('inProgress'))
    .orderByRaw('eta asc nulls last, preferred_date asc, id asc')
    .limit(ATTENTION_LIMIT);
}

/** A move of a request's timeline, as the strip reads it. */
export interface LatestMove {
  request: ServiceRequestRow;
  note: string;
  at: Date;
}

/**
 * The technician's jobs whose latest move came out of review: the company or an admin sent the
 * work back, and the job still waits for the technician. Newest first.
 */
export async function sentBackTo(db: Queryable, technicianId: string): Promise<LatestMove[]> {
  if (!isUuid(technicianId)) return [];
  const jobs = await requests(db, { kind: 'technician', technicianId }).where(
    statusIn('heldByTechnician'),
  );
  const byId = new Map((jobs as ServiceRequestRow[]).map((job) => [job.id, job]));
  if (byId.size === 0) return [];
  const latest = db('timeline')
    .distinctOn('request_id')
    .select('request_id', 'from_status', 'note', 'at')
    .whereIn('request_id', [...byId.keys()])
    .orderBy([
      { column: 'request_id' },
      { column: 'at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .as('t');
  const rows = (await db
    .from(latest)
    .select('request_id', 'note', 'at')
    .where(statusIn('awaitingReview', 'from_status'))
    .orderBy('at', 'desc')) as { request_id: string; note: string; at: Date }[];
  return rows.flatMap((row) => {
    const request = byId.get(row.request_id);
    return request ? [{ request, note: row.note, at: row.at }] : [];
  });
}
