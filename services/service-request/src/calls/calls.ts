import { CALL_LIMITS, messages, type CallSignal } from '@rha/contracts';
import { DomainError } from '@rha/kit';
import type { Knex } from 'knex';
import { requestNotFound } from '../lifecycle/errors.js';
import { checkGate } from '../lifecycle/transitions.js';
import {
  findById,
  findByIdForUpdate,
  type ServiceRequestRow,
} from '../lifecycle/service-requests.repo.js';
import { announceCall, passSignal } from './call-events.js';
import { callPersonOf, type CallCaller } from './call-access.js';
import {
  callsOf,
  countSignal,
  findCall,
  findCallForUpdate,
  insertCall,
  markLeft,
  openCallOf,
  participantsOf,
  updateCall,
  upsertParticipant,
  type CallRecord,
  type CallRow,
  type ParticipantRow,
  type Person,
} from './calls.repo.js';

export type { CallCaller } from './call-access.js';

const m = messages.calls;

/** A start finding the job's call already open: the caller joins that one instead. */
export class CallAlreadyOpen extends DomainError {
  readonly record: CallRecord;
  constructor(record: CallRecord) {
    super('conflict', { code: 'call_already_open', message: m.alreadyOpen });
    this.record = record;
  }
}

function callNotFound(): DomainError {
  return new DomainError('not_found', { code: 'call_not_found', message: 'Call not found' });
}

function callEnded(): DomainError {
  return new DomainError('conflict', { code: 'call_ended', message: m.ended });
}

function notParticipant(): DomainError {
  return new DomainError('forbidden', { code: 'call_not_participant', message: m.notParticipant });
}

function notCallable(status: string): DomainError {
  return new DomainError('conflict', { code: 'job_not_callable', message: m.notCallable(status) });
}

/** The technician's side, or the expert's: a call seats one person on each. */
const sideOf = (person: { role: Person['role'] }) =>
  person.role === 'technician' ? 'technician' : 'expert';

const present = (people: readonly ParticipantRow[]) =>
  people.filter((person) => person.left_at === null);

async function recordOf(db: Knex | Knex.Transaction, call: CallRow): Promise<CallRecord> {
  return { call, participants: await participantsOf(db, call.id) };
}

async function jobOf(db: Knex, requestId: string): Promise<ServiceRequestRow> {
  const request = await findById(db, requestId);
  if (!request) throw requestNotFound();
  return request;
}

export interface CallCommand {
  now: Date;
  correlationId: string;
}

/**
 * Starts the job's call, ringing for the other side. Who may is settled before the job's row is
 * locked, so no other service's answer holds it; the lock then orders a start against a move of
 * the job, and the partial unique index against a start on another replica.
 */
export async function startCall(
  db: Knex,
  caller: CallCaller,
  requestId: string,
  command: CallCommand,
): Promise<CallRecord> {
  const person = await callPersonOf(caller, await jobOf(db, requestId));
  return db.transaction(async (trx) => {
    const request = await findByIdForUpdate(trx, requestId);
    if (!request) throw requestNotFound();
    checkGate('heldByTechnician', request.status, notCallable);
    const call = await insertCall(trx, requestId, person, command.now);
    if (!call) {
      const open = await openCallOf(trx, requestId);
      if (!open) throw new Error('the open call of the job was not found');
      throw new CallAlreadyOpen(await recordOf(trx, open));
    }
    await upsertParticipant(trx, call.id, person, command.now);
    const record = await recordOf(trx, call);
    await announceCall(trx, record, request, command.correlationId);
    return record;
  });
}

/** The job's calls, for anyone who may take part in them. */
export async function listCalls(
  db: Knex,
  caller: CallCaller,
  requestId: string,
): Promise<CallRecord[]> {
  await callPersonOf(caller, await jobOf(db, requestId));
  return callsOf(db, requestId);
}

/**
 * Seats the caller on their side of the call: the second person makes it active; whoever is
 * already seated there joins again (a reload, another device); anyone else finds it full.
 */
export async function joinCall(
  db: Knex,
  caller: CallCaller,
  callId: string,
  command: CallCommand,
): Promise<CallRecord> {
  const found = await findCall(db, callId);
  if (!found) throw callNotFound();
  const request = await jobOf(db, found.request_id);
  const person = await callPersonOf(caller, request);
  return db.transaction(async (trx) => {
    const call = await findCallForUpdate(trx, callId);
    if (!call) throw callNotFound();
    if (call.ended_at !== null) throw callEnded();
    const people = await participantsOf(trx, callId);
    const seated = people.find((seat) => sideOf(seat) === sideOf(person));
    if (seated && seated.user_id !== person.userId) {
      throw new DomainError('conflict', { code: 'call_full', message: m.full });
    }
    await upsertParticipant(trx, callId, person, command.now);
    const both = people.length + (seated ? 0 : 1) >= CALL_LIMITS.participantsMax;
    const updated =
      call.status === 'ringing' && both
        ? await updateCall(trx, callId, {
            status: 'active',
            connected_at: command.now,
            last_activity_at: command.now,
          })
        : await updateCall(trx, callId, { last_activity_at: command.now });
    const record = await recordOf(trx, updated);
    await announceCall(trx, record, request, command.correlationId);
    return record;
  });
}

/** The caller's seat in the call, refused unless they are in it now. */
function seatOf(people: readonly ParticipantRow[], userId: string): ParticipantRow {
  const seat = present(people).find((person) => person.user_id === userId);
  if (!seat) throw notParticipant();
  return seat;
}

/** Ends an open call, telling its people and whoever it rang for. */
export async function endCall(
  trx: Knex.Transaction,
  call: CallRow,
  reason: NonNullable<CallRow['end_reason']>,
  command: CallCommand,
): Promise<CallRecord> {
  const people = await participantsOf(trx, call.id);
  await markLeft(
    trx,
    call.id,
    present(people).map((person) => person.user_id),
    command.now,
  );
  const ended = await updateCall(trx, call.id, {
    status: 'ended',
    ended_at: command.now,
    end_reason: reason,
  });
  const record = await recordOf(trx, ended);
  const request = await findById(trx, call.request_id);
  if (request) await announceCall(trx, record, request, command.correlationId);
  return record;
}

/**
 * The caller leaves; the call ends when nobody is left in it. Hanging up an ended call answers it
 * as it ended, so a hang-up resent after a dropped link is harmless.
 */
export async function hangUp(
  db: Knex,
  caller: CallCaller,
  callId: string,
  command: CallCommand,
): Promise<CallRecord> {
  return db.transaction(async (trx) => {
    const call = await findCallForUpdate(trx, callId);
    if (!call) throw callNotFound();
    const people = await participantsOf(trx, callId);
    const userId = caller.user.subject;
    if (!people.some((person) => person.user_id === userId)) throw notParticipant();
    if (call.ended_at !== null) return { call, participants: people };
    seatOf(people, userId);
    if (present(people).length === 1) return endCall(trx, call, 'hungUp', command);
    await markLeft(trx, callId, [userId], command.now);
    const record = await recordOf(trx, call);
    const request = await findById(trx, call.request_id);
    if (request) await announceCall(trx, record, request, command.correlationId);
    return record;
  });
}

/** Who may use an open call's channel: a person in it now; answers the other one, if any. */
async function openSeat(
  db: Knex | Knex.Transaction,
  callId: string,
  userId: string,
): Promise<{ call: CallRow; seat: ParticipantRow; other: ParticipantRow | undefined }> {
  const call = await findCall(db, callId);
  if (!call) throw callNotFound();
  const people = await participantsOf(db, callId);
  if (!people.some((person) => person.user_id === userId)) throw notParticipant();
  if (call.ended_at !== null) throw callEnded();
  const seat = seatOf(people, userId);
  return { call, seat, other: present(people).find((person) => person.user_id !== userId) };
}

export async function keepAlive(
  db: Knex,
  caller: CallCaller,
  callId: string,
  now: Date,
): Promise<void> {
  await openSeat(db, callId, caller.user.subject);
  await db.transaction(async (trx) => {
    const updated = await trx('calls')
      .where({ id: callId })
      .whereNull('ended_at')
      .update({ last_activity_at: now });
    if (updated === 0) throw callEnded();
  });
}

export type SignalOutcome = 'passed' | 'limited';

/**
 * Passes a signal to the call's other person, counted against the call's budget of the minute
 * (shared by both people and every replica). A signal sent while the other person is not in the
 * call has nobody to reach and is dropped: their own join starts a fresh negotiation.
 */
export async function sendSignal(
  db: Knex,
  caller: CallCaller,
  input: { callId: string; toJoinedAt: string; signal: CallSignal; signalsPerMinute: number },
  command: CallCommand,
): Promise<SignalOutcome> {
  const fromUserId = caller.user.subject;
  const { seat, other } = await openSeat(db, input.callId, fromUserId);
  return db.transaction(async (trx) => {
    const count = await countSignal(trx, input.callId, command.now);
    if (count === undefined) throw callEnded();
    if (count > input.signalsPerMinute) return 'limited';
    if (other) {
      await passSignal(
        trx,
        {
          callId: input.callId,
          fromUserId,
          fromJoinedAt: seat.joined_at.toISOString(),
          toJoinedAt: input.toJoinedAt,
          recipientId: other.user_id,
          signal: input.signal,
        },
        command.correlationId,
      );
    }
    return 'passed';
  });
}
