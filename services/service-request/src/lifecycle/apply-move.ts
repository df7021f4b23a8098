import type { EventType, ServiceRequestStatus } from '@rha/contracts';
import { createEvent, enqueueEvent, type EventInput } from '@rha/kit';
import type { Knex } from 'knex';
import {
  findByIdForUpdate,
  updateRequest,
  type RequestChanges,
  type ServiceRequestRow,
} from './service-requests.repo.js';
import { insertTimelineEntry, type TimelineRow } from './timeline.repo.js';
import type { Mover } from './movers.js';
import { requestNotFound } from './errors.js';
import { EVENT_SOURCE } from '../submission/service-requests.js';
import {
  checkMove,
  checkTarget,
  TRANSITIONS,
  type EventOf,
  type MoveName,
  type Transition,
} from './transitions.js';

type Published<M extends MoveName> =
  EventOf<M> extends EventType
    ? {
        /** The event's data, from the moved row and its timeline entry. */
        event: (moved: ServiceRequestRow, entry: TimelineRow) => EventInput<EventOf<M>>;
        correlationId: string;
      }
    : { event?: never; correlationId?: never };

export type Move<M extends MoveName> = {
  move: M;
  id: string;
  /** Needed only where the move may lead to more than one status. */
  to?: ServiceRequestStatus;
  by: Mover;
  /** The timeline note. */
  note: string;
  /** The other columns the move sets, given when the timeline records it. */
  changes?: (at: Date, request: ServiceRequestRow) => Omit<RequestChanges, 'status'>;
} & Published<M>;

export interface Moved {
  request: ServiceRequestRow;
  entry: TimelineRow;
}

/**
 * Applies one move of the table in the caller's transaction: locks the row (again, when the
 * caller already holds it, so the status checked is the committed one), refuses a move its
 * status does not allow, records the timeline entry, updates the row and enqueues the move's
 * event in the outbox.
 */
export async function applyMove<M extends MoveName>(
  trx: Knex.Transaction,
  move: Move<M>,
): Promise<Moved> {
  const transition: Transition = TRANSITIONS[move.move];
  // The routes check the caller's role; this catches a move wired to the wrong one.
  if (!transition.by.includes(move.by.role)) {
    throw new Error(`the move ${move.move} is not made by ${move.by.role}`);
  }
  const before = await findByIdForUpdate(trx, move.id);
  if (!before) throw requestNotFound();
  checkMove(move.move, before.status);
  const targets = transition.to;
  const to = move.to ?? (targets.length === 1 ? targets[0] : undefined);
  if (to === undefined) throw new Error(`the move ${move.move} needs its target named`);
  checkTarget(move.move, to);
  const entry = await insertTimelineEntry(trx, {
    requestId: before.id,
    from: before.status,
    to,
    note: move.note,
    by: move.by,
  });
  const changes = move.changes?.(entry.at, before) ?? {};
  const request =
    to === before.status && Object.keys(changes).length === 0
      ? before
      : await updateRequest(trx, before.id, { ...changes, status: to });
  const type = transition.event;
  if (type !== null && move.event) {
    await enqueueEvent(
      trx,
      createEvent(type, move.event(request, entry) as EventInput<EventType>, {
        source: EVENT_SOURCE,
        correlationId: move.correlationId ?? '',
      }),
    );
  }
  return { request, entry };
}

/**
 * Records the move that created a request, in the transaction that stored it: its timeline entry
 * and the table's event for it.
 */
export async function recordSubmission(
  trx: Knex.Transaction,
  stored: ServiceRequestRow,
  move: { by: Mover; event: EventInput<EventOf<'submit'>>; correlationId: string },
): Promise<void> {
  checkTarget('submit', stored.status);
  if (!(TRANSITIONS.submit.by as readonly string[]).includes(move.by.role)) {
    throw new Error(`a request is not submitted by ${move.by.role}`);
  }
  await insertTimelineEntry(trx, {
    requestId: stored.id,
    from: null,
    to: stored.status,
    note: '',
    by: move.by,
  });
  await enqueueEvent(
    trx,
    createEvent(TRANSITIONS.submit.event, move.event, {
      source: EVENT_SOURCE,
      correlationId: move.correlationId,
    }),
  );
}
