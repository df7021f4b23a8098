import type { CallEndReason, CallRole, CallStatus } from '@rha/contracts';
import type { Knex } from 'knex';

type Queryable = Knex | Knex.Transaction;

/** A row of `calls`. */
export interface CallRow {
  id: string;
  request_id: string;
  status: CallStatus;
  started_by_id: string;
  started_by_name: string;
  started_by_role: CallRole;
  started_at: Date;
  connected_at: Date | null;
  ended_at: Date | null;
  end_reason: CallEndReason | null;
  last_activity_at: Date;
  signal_window_at: Date;
  signal_count: number;
}

/** A row of `call_participants`: one person's time in a call. */
export interface ParticipantRow {
  call_id: string;
  user_id: string;
  name: string;
  role: CallRole;
  joined_at: Date;
  left_at: Date | null;
}

/** A call with its people, in the order they joined. */
export interface CallRecord {
  call: CallRow;
  participants: ParticipantRow[];
}

export interface Person {
  userId: string;
  name: string;
  role: CallRole;
}

export async function insertCall(
  trx: Knex.Transaction,
  requestId: string,
  starter: Person,
  now: Date,
): Promise<CallRow | undefined> {
  // The partial unique index keeps one open call per job; a second start finds it taken.
  const [row] = (await trx('calls')
    .insert({
      request_id: requestId,
      started_by_id: starter.userId,
      started_by_name: starter.name,
      started_by_role: starter.role,
      started_at: now,
      last_activity_at: now,
      signal_window_at: now,
    })
    .onConflict(trx.raw('(request_id) where ended_at is null'))
    .ignore()
    .returning('*')) as CallRow[];
  return row;
}

export function openCallOf(db: Queryable, requestId: string): Promise<CallRow | undefined> {
  return db('calls').where({ request_id: requestId }).whereNull('ended_at').first();
}

export function findCall(db: Queryable, id: string): Promise<CallRow | undefined> {
  return db('calls').where({ id }).first();
}

export function findCallForUpdate(trx: Knex.Transaction, id: string): Promise<CallRow | undefined> {
  return trx('calls').where({ id }).forUpdate().first();
}

export async function updateCall(
  trx: Knex.Transaction,
  id: string,
  changes: Partial<Omit<CallRow, 'id' | 'request_id'>>,
): Promise<CallRow> {
  const [row] = (await trx('calls').where({ id }).update(changes).returning('*')) as CallRow[];
  if (!row) throw new Error('the call was not updated');
  return row;
}

export function participantsOf(db: Queryable, callId: string): Promise<ParticipantRow[]> {
  return db('call_participants').where({ call_id: callId }).orderBy('joined_at');
}

/** Joins the person, or brings them back into the call after they left it. */
export async function upsertParticipant(
  trx: Knex.Transaction,
  callId: string,
  person: Person,
  now: Date,
): Promise<void> {
  await trx('call_participants')
    .insert({
      call_id: callId,
      user_id: person.userId,
      name: person.name,
      role: person.role,
      joined_at: now,
    })
    .onConflict(['call_id', 'user_id'])
    // A rejoin stamps its time: the other side's page learns from it that a new peer is coming.
    .merge({ left_at: null, joined_at: now });
}

export async function markLeft(
  trx: Knex.Transaction,
  callId: string,
  userIds: readonly string[],
  now: Date,
): Promise<void> {
  await trx('call_participants')
    .where({ call_id: callId })
    .whereIn('user_id', userIds)
    .whereNull('left_at')
    .update({ left_at: now });
}

/** The job's calls with their people, newest first, the open one first. */
export async function callsOf(db: Queryable, requestId: string): Promise<CallRecord[]> {
  const calls = (await db('calls')
    .where({ request_id: requestId })
    .orderByRaw('(ended_at is null) desc, started_at desc, id desc')) as CallRow[];
  if (calls.length === 0) return [];
  const people = (await db('call_participants')
    .whereIn(
      'call_id',
      calls.map((call) => call.id),
    )
    .orderBy('joined_at')) as ParticipantRow[];
  return calls.map((call) => ({
    call,
    participants: people.filter((person) => person.call_id === call.id),
  }));
}

/**
 * Counts one signal against the call's budget of the current minute and marks the call alive, in
 * one statement so that concurrent signals on any replica count exactly. Answers the count of the
 * minute, this signal included, or undefined when the call is not open.
 */
export async function countSignal(
  trx: Knex.Transaction,
  callId: string,
  now: Date,
): Promise<number | undefined> {
  const rows = (await trx.raw(
    `update calls set
       signal_count = case when signal_window_at > ?::timestamptz - interval '1 minute'
                           then signal_count + 1 else 1 end,
       signal_window_at = case when signal_window_at > ?::timestamptz - interval '1 minute'
                               then signal_window_at else ?::timestamptz end,
       last_activity_at = ?
     where id = ? and ended_at is null
     returning signal_count`,
    [now, now, now, now, callId],
  )) as { rows: { signal_count: number }[] };
  return rows.rows[0]?.signal_count;
}

/**
 * Open calls due to end at `now`: ringing since before the ring timeout, or active and silent
 * since before the idle timeout. Locked and skipped when another replica holds them.
 */
export function dueCalls(
  trx: Knex.Transaction,
  ringingSince: Date,
  silentSince: Date,
): Promise<CallRow[]> {
  return trx('calls')
    .whereNull('ended_at')
    .andWhere((query) =>
      query
        .where((ringing) =>
          ringing.where({ status: 'ringing' }).andWhere('started_at', '<', ringingSince),
        )
        .orWhere((active) =>
          active.where({ status: 'active' }).andWhere('last_activity_at', '<', silentSince),
        ),
    )
    .forUpdate()
    .skipLocked();
}
