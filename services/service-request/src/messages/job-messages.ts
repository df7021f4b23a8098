import { MESSAGE_LIMITS, messages, type MessageParty } from '@rha/contracts';
import { DomainError, type SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { filesByIds, storedAttachmentsOf, type JobFileRow } from '../files/job-files.repo.js';
import {
  countMessages,
  findMessage,
  findMessageByClientId,
  insertMessage,
  markReadThrough,
  messagesOf,
  unreadCounts,
  type JobMessageRow,
  type ThreadScope,
  type UnreadCount,
} from './job-messages.repo.js';
import {
  findById,
  findByIdForUpdate,
  type ServiceRequestRow,
} from '../lifecycle/service-requests.repo.js';
import { requestNotFound } from '../lifecycle/errors.js';
import { refuseWhileHeld } from '../held-jobs/held-jobs.js';
import { ownCompanyIdOf, partyOf, type JobCaller } from '../lifecycle/job-parties.js';

/** Whoever reads or writes a thread, with their own company at hand when they are a company. */
export type MessageCaller = JobCaller;

/** What decides the caller's side of any thread, settled before a row is locked. */
interface Sides {
  user: SignedInUser;
  companyId: string | undefined;
}

/** A thread's messages with the files they carry, as one side reads it. */
export interface ThreadView {
  request: ServiceRequestRow;
  party: MessageParty;
  messages: JobMessageRow[];
  files: Map<string, JobFileRow>;
  unread: number;
}

export interface PostedMessage {
  message: JobMessageRow;
  files: Map<string, JobFileRow>;
  /** False when the device sent a message that had already arrived. */
  created: boolean;
}

export interface MessageInput {
  id: string;
  clientId: string;
  text: string;
  attachmentIds: readonly string[];
}

async function sidesOf(caller: MessageCaller): Promise<Sides> {
  return { user: caller.user, companyId: await ownCompanyIdOf(caller) };
}

interface ThreadSeat {
  request: ServiceRequestRow;
  party: MessageParty;
}

/** The caller's side of the request's thread; anyone outside it is told the request is not there. */
function seatIn(sides: Sides, request: ServiceRequestRow | undefined): ThreadSeat {
  const party = request && partyOf(sides.user, request, sides.companyId);
  if (!request || !party) throw requestNotFound();
  // An admin takes part as our support.
  return { request, party: party === 'admin' ? 'support' : party };
}

/** Whose unread messages the caller counts, and in which threads. */
function unreadSideOf(sides: Sides): { party: MessageParty; scope: ThreadScope } | undefined {
  const { roles, subject } = sides.user;
  if (roles.includes('admin')) return { party: 'support', scope: { kind: 'all' } };
  if (roles.includes('technician')) {
    return { party: 'technician', scope: { kind: 'technician', technicianId: subject } };
  }
  if (sides.companyId === undefined) return undefined;
  return { party: 'company', scope: { kind: 'company', companyId: sides.companyId } };
}

function attachedFiles(db: Knex | Knex.Transaction, rows: readonly JobMessageRow[]) {
  return filesByIds(
    db,
    rows.flatMap((row) => row.attachment_ids),
  );
}

export async function jobThread(db: Knex, caller: MessageCaller, id: string): Promise<ThreadView> {
  const [sides, request] = await Promise.all([sidesOf(caller), findById(db, id)]);
  const { request: found, party } = seatIn(sides, request);
  const [rows, unread] = await Promise.all([
    messagesOf(db, found.id),
    unreadCounts(db, party, { kind: 'all' }, found.id),
  ]);
  return {
    request: found,
    party,
    messages: rows,
    files: await attachedFiles(db, rows),
    unread: unread[0]?.unread ?? 0,
  };
}

/**
 * Posts to the thread with the request's row locked, so a resend racing its first attempt finds
 * the stored message and the limit holds. A resend answers the stored message even when the
 * thread has filled up since: the device only learns that its message arrived.
 */
export async function postMessage(
  db: Knex,
  caller: MessageCaller,
  input: MessageInput,
): Promise<PostedMessage> {
  const sides = await sidesOf(caller);
  return db.transaction(async (trx) => {
    const { request, party } = seatIn(sides, await findByIdForUpdate(trx, input.id));
    if (party === 'technician') await refuseWhileHeld(trx, request, sides.user.subject);
    const requestId = request.id;
    const stored = await findMessageByClientId(trx, requestId, input.clientId);
    if (stored)
      return { message: stored, files: await attachedFiles(trx, [stored]), created: false };
    if ((await countMessages(trx, requestId)) >= MESSAGE_LIMITS.messagesMax) {
      throw new DomainError('conflict', {
        code: 'thread_full',
        message: messages.jobMessages.threadFull(MESSAGE_LIMITS.messagesMax),
      });
    }
    const attachments = await storedAttachmentsOf(
      trx,
      requestId,
      input.attachmentIds,
      sides.user.subject,
    );
    if (attachments.length !== input.attachmentIds.length) {
      throw DomainError.invalidFields([
        { field: 'attachmentIds', message: messages.jobMessages.attachmentNotFound },
      ]);
    }
    const message = await insertMessage(trx, {
      requestId,
      clientId: input.clientId,
      party,
      authorId: sides.user.subject,
      authorName: caller.user.fullName,
      text: input.text,
      attachmentIds: input.attachmentIds,
    });
    // Whoever answers has seen what came before.
    await markReadThrough(trx, requestId, party, message.id);
    return {
      message,
      files: new Map(attachments.map((file) => [file.id, file])),
      created: true,
    };
  });
}

/** Marks the caller's side read through one message of the thread; the mark never moves back. */
export async function markRead(
  db: Knex,
  caller: MessageCaller,
  input: { id: string; through: string },
): Promise<void> {
  const [sides, found] = await Promise.all([sidesOf(caller), findById(db, input.id)]);
  const { request, party } = seatIn(sides, found);
  const requestId = request.id;
  const message = await findMessage(db, requestId, input.through);
  if (!message) {
    throw DomainError.invalidFields([
      { field: 'through', message: messages.jobMessages.invalidThrough },
    ]);
  }
  await markReadThrough(db, requestId, party, message.id);
}

/**
 * The caller's unread messages per request: an admin reads every thread as support, a technician
 * those of the jobs now assigned to them, a company those of its own company's requests.
 */
export async function unreadMessages(db: Knex, caller: MessageCaller): Promise<UnreadCount[]> {
  const side = unreadSideOf(await sidesOf(caller));
  return side ? unreadCounts(db, side.party, side.scope) : [];
}
