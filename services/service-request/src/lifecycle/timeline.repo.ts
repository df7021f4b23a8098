import type { ServiceRequestStatus, TimelineRole } from '@rha/contracts';
import type { Knex } from 'knex';
import { statusIn } from './status-filters.js';

/** A row of `timeline`: one move of a request. */
export interface TimelineRow {
  id: string;
  request_id: string;
  from_status: ServiceRequestStatus | null;
  to_status: ServiceRequestStatus;
  note: string;
  by_role: TimelineRole;
  by_id: string;
  by_name: string;
  at: Date;
}

export interface NewTimelineEntry {
  requestId: string;
  from: ServiceRequestStatus | null;
  to: ServiceRequestStatus;
  note: string;
  by: { role: TimelineRole; id: string; name: string };
}

type Queryable = Knex | Knex.Transaction;

const TABLE = 'timeline';

export async function insertTimelineEntry(
  db: Queryable,
  entry: NewTimelineEntry,
): Promise<TimelineRow> {
  const [row] = (await db(TABLE)
    .insert({
      request_id: entry.requestId,
      from_status: entry.from,
      to_status: entry.to,
      note: entry.note,
      by_role: entry.by.role,
      by_id: entry.by.id,
      by_name: entry.by.name,
    })
    .returning('*')) as TimelineRow[];
  if (!row) throw new Error('the timeline entry was not stored');
  return row;
}

const OLDEST_FIRST = [
  { column: 'at', order: 'asc' },
  { column: 'id', order: 'asc' },
] as const;

/** A request's moves, oldest first. */
export function timelineOf(db: Queryable, requestId: string): Promise<TimelineRow[]> {
  return db(TABLE)
    .select('*')
    .where({ request_id: requestId })
    .orderBy([...OLDEST_FIRST]);
}

/** The moves of each of these requests, oldest first, in one query. */
export async function timelinesOf(
  db: Queryable,
  requestIds: readonly string[],
): Promise<Map<string, TimelineRow[]>> {
  const timelines = new Map<string, TimelineRow[]>();
  if (requestIds.length === 0) return timelines;
  const rows: TimelineRow[] = await db(TABLE)
    .select('*')
    .whereIn('request_id', requestIds)
    .orderBy([...OLDEST_FIRST]);
  for (const row of rows) {
    timelines.set(row.request_id, [...(timelines.get(row.request_id) ?? []), row]);
  }
  return timelines;
}

/** The reason of each request's latest hold. */
export async function latestHoldReasons(
  db: Queryable,
  requestIds: readonly string[],
): Promise<Map<string, string>> {
  if (requestIds.length === 0) return new Map();
  const rows = (await db(TABLE)
    .distinctOn('request_id')
    .select('request_id', 'note')
    .whereIn('request_id', requestIds)
    .where(statusIn('onHold', 'to_status'))
    .orderBy([
      { column: 'request_id' },
      { column: 'at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])) as { request_id: string; note: string }[];
  return new Map(rows.map((row) => [row.request_id, row.note]));
}
