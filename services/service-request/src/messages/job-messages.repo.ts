import type { MessageParty } from '@rha/contracts';
import type { Knex } from 'knex';
import { columns, type ServiceRequestRow } from '../lifecycle/service-requests.repo.js';

/** A row of `job_messages`: one message of a request's thread. */
export interface JobMessageRow {
  id: string;
  request_id: string;
  client_id: string;
  party: MessageParty;
  author_id: string;
  author_name: string;
  text: string;
  attachment_ids: string[];
  sent_at: Date;
}

export interface NewJobMessageRow {
  requestId: string;
  clientId: string;
  party: MessageParty;
  authorId: string;
  authorName: string;
  text: string;
  attachmentIds: readonly string[];
}

/** Where the unread messages of one side of one thread stand. */
export interface UnreadCount {
  requestId: string;
  ticketNumber: string;
  unread: number;
  firstUnreadAt: Date;
  lastMessageAt: Date;
}

/** Which requests' threads an unread count looks at. */
export type ThreadScope =
  | { kind: 'all' }
  | { kind: 'company'; companyId: string }
  | { kind: 'technician'; technicianId: string };

/** Messages of one side of a thread that nobody has e-mailed that side about yet. */
export interface PendingDigest {
  requestId: string;
  party: MessageParty;
  /** The newest of those messages. */
  lastPendingId: string;
}

type Queryable = Knex | Knex.Transaction;

const MESSAGES = 'job_messages';
const READS = 'job_message_reads';

export async function insertMessage(
  trx: Knex.Transaction,
  message: NewJobMessageRow,
): Promise<JobMessageRow> {
  const [row] = await trx(MESSAGES)
    .insert({
      request_id: message.requestId,
      client_id: message.clientId,
      party: message.party,
      author_id: message.authorId,
      author_name: message.authorName,
      text: message.text,
      attachment_ids: [...message.attachmentIds],
      // Taken after the request's lock, not at the transaction's start, so sending order is time order.
      sent_at: trx.raw('clock_timestamp()'),
    })
    .returning('*');
  if (!row) throw new Error('the message was not stored');
  return row as JobMessageRow;
}

/** The message the device sent under `clientId`, if it arrived before. */
export function findMessageByClientId(
  db: Queryable,
  requestId: string,
  clientId: string,
): Promise<JobMessageRow | undefined> {
  return db(MESSAGES).select('*').where({ request_id: requestId, client_id: clientId }).first();
}

export async function findMessage(
  db: Queryable,
  requestId: string,
  id: string,
): Promise<JobMessageRow | undefined> {
  return db(MESSAGES).select('*').where({ request_id: requestId, id }).first();
}

export async function countMessages(db: Queryable, requestId: string): Promise<number> {
  const row = await db(MESSAGES)
    .count<{ count: string }>({ count: '*' })
    .where({ request_id: requestId })
    .first();
  return Number(row?.count ?? 0);
}

/** A thread, oldest first. */
export function messagesOf(db: Queryable, requestId: string): Promise<JobMessageRow[]> {
  return db(MESSAGES)
    .select('*')
    .where({ request_id: requestId })
    .orderBy([
      { column: 'sent_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}

/**
 * Moves a side's mark to the sending time of one message, never back. The time is copied in SQL:
 * a JavaScript date would drop its microseconds and leave the message itself behind the mark.
 */
async function moveMark(
  db: Queryable,
  column: 'read_through' | 'notified_through',
  requestId: string,
  party: MessageParty,
  messageId: string,
): Promise<void> {
  const sentAt = db(MESSAGES).select('sent_at').where({ id: messageId, request_id: requestId });
  await db(READS)
    .insert({ request_id: requestId, party, [column]: sentAt })
    .onConflict(['request_id', 'party'])
    .merge({ [column]: db.raw('greatest(??, excluded.??)', [`${READS}.${column}`, column]) });
}

/** The side has read the thread up to and including this message. */
export function markReadThrough(
  db: Queryable,
  requestId: string,
  party: MessageParty,
  messageId: string,
): Promise<void> {
  return moveMark(db, 'read_through', requestId, party, messageId);
}

/** The side was e-mailed about the thread up to and including this message. */
export function markNotifiedThrough(
  db: Queryable,
  requestId: string,
  party: MessageParty,
  messageId: string,
): Promise<void> {
  return moveMark(db, 'notified_through', requestId, party, messageId);
}

/** The messages of the other sides that `party` has not read, per request in `scope`. */
export async function unreadCounts(
  db: Queryable,
  party: MessageParty,
  scope: ThreadScope,
  requestId?: string,
): Promise<UnreadCount[]> {
  const query = db(`${MESSAGES} as m`)
    .join('service_requests as r', 'r.id', 'm.request_id')
    .leftJoin(`${READS} as rd`, (join) =>
      join.on('rd.request_id', 'm.request_id').andOnVal('rd.party', party),
    )
    .whereNot('m.party', party)
    .andWhere((unread) =>
      unread.whereNull('rd.read_through').orWhere('m.sent_at', '>', db.ref('rd.read_through')),
    )
    .groupBy('m.request_id', 'r.ticket_number')
    .select('m.request_id', 'r.ticket_number')
    .count({ unread: '*' })
    .min({ first_unread_at: 'm.sent_at' })
    .max({ last_message_at: 'm.sent_at' })
    .orderBy('last_message_at', 'desc');
  if (scope.kind === 'company') query.where('r.company_id', scope.companyId);
  if (scope.kind === 'technician') query.where('r.assigned_technician_id', scope.technicianId);
  if (requestId !== undefined) query.where('m.request_id', requestId);
  const rows = (await query) as unknown as {
    request_id: string;
    ticket_number: string;
    unread: string;
    first_unread_at: Date;
    last_message_at: Date;
  }[];
  return rows.map((row) => ({
    requestId: row.request_id,
    ticketNumber: row.ticket_number,
    unread: Number(row.unread),
    firstUnreadAt: row.first_unread_at,
    lastMessageAt: row.last_message_at,
  }));
}

/**
 * For every side of every thread: the messages of the other sides that side has neither read nor
 * been e-mailed about, when the oldest of them was sent at or before `sentBy`.
 */
export async function pendingDigests(
  db: Queryable,
  sentBy: Date,
  requestId?: string,
): Promise<PendingDigest[]> {
  const { rows } = await db.raw<{
    rows: {
      request_id: string;
      party: MessageParty;
      last_pending_id: string;
    }[];
  }>(
    `select m.request_id, p.party,
            (array_agg(m.id order by m.sent_at desc, m.id desc))[1] as last_pending_id
       from ${MESSAGES} m
       cross join (values ('company'), ('technician'), ('support')) as p(party)
       left join ${READS} rd on rd.request_id = m.request_id and rd.party = p.party
      where m.party <> p.party
        and m.sent_at > coalesce(greatest(rd.read_through, rd.notified_through), '-infinity')
        and (?::uuid is null or m.request_id = ?::uuid)
      group by m.request_id, p.party
     having min(m.sent_at) <= ?`,
    [requestId ?? null, requestId ?? null, sentBy],
  );
  return rows.map((row) => ({
    requestId: row.request_id,
    party: row.party,
    lastPendingId: row.last_pending_id,
  }));
}

/** Locks a request for a digest, or answers undefined while a post or another tick holds it. */
export function lockRequestUnlessBusy(
  trx: Knex.Transaction,
  id: string,
): Promise<ServiceRequestRow | undefined> {
  return trx('service_requests')
    .select(columns(trx))
    .where({ id })
    .forUpdate()
    .skipLocked()
    .first();
}
