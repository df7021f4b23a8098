import type { Knex } from 'knex';

/** A row of `service_log`: one entry the assigned technician wrote. */
export interface ServiceLogRow {
  id: string;
  request_id: string;
  client_id: string;
  text: string;
  captured_at: Date;
  received_at: Date;
  technician_id: string;
}

export interface NewServiceLogEntry {
  requestId: string;
  clientId: string;
  text: string;
  capturedAt: Date;
  technicianId: string;
}

type Queryable = Knex | Knex.Transaction;

const TABLE = 'service_log';

const OLDEST_FIRST = [
  { column: 'captured_at', order: 'asc' },
  { column: 'received_at', order: 'asc' },
  { column: 'id', order: 'asc' },
] as const;

export function insertLogEntry(db: Queryable, entry: NewServiceLogEntry): Promise<ServiceLogRow> {
  return db(TABLE)
    .insert({
      request_id: entry.requestId,
      client_id: entry.clientId,
      text: entry.text,
      captured_at: entry.capturedAt,
      technician_id: entry.technicianId,
    })
    .returning('*')
    .then((rows: ServiceLogRow[]) => {
      const [row] = rows;
      if (!row) throw new Error('the log entry was not stored');
      return row;
    });
}

/** The entry the device sent under `clientId`, if it arrived before. */
export function findLogEntry(
  db: Queryable,
  requestId: string,
  clientId: string,
): Promise<ServiceLogRow | undefined> {
  return db(TABLE).select('*').where({ request_id: requestId, client_id: clientId }).first();
}

export async function countLogEntries(db: Queryable, requestId: string): Promise<number> {
  const row = await db(TABLE)
    .count<{ count: string }>({ count: '*' })
    .where({ request_id: requestId })
    .first();
  return Number(row?.count ?? 0);
}

/** A request's log, oldest first by when each entry was written. */
export function logOf(db: Queryable, requestId: string): Promise<ServiceLogRow[]> {
  return db(TABLE)
    .select('*')
    .where({ request_id: requestId })
    .orderBy([...OLDEST_FIRST]);
}

/** The logs of several requests, each oldest first. */
export async function logsOf(
  db: Queryable,
  requestIds: readonly string[],
): Promise<Map<string, ServiceLogRow[]>> {
  const logs = new Map<string, ServiceLogRow[]>();
  if (requestIds.length === 0) return logs;
  const rows: ServiceLogRow[] = await db(TABLE)
    .select('*')
    .whereIn('request_id', requestIds)
    .orderBy([...OLDEST_FIRST]);
  for (const row of rows) {
    logs.set(row.request_id, [...(logs.get(row.request_id) ?? []), row]);
  }
  return logs;
}
