import { createEvent, enqueueEvent, type EventInput } from '@rha/kit';
import type { Knex } from 'knex';
import type { ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import { EVENT_SOURCE } from '../submission/service-requests.js';
import { presentCall } from './call.presenter.js';
import type { CallRecord } from './calls.repo.js';

export const SERVICE_REQUEST_CALL_CHANGED = 'service-request.call-changed.v1';
export const SERVICE_REQUEST_CALL_SIGNAL = 'service-request.call-signal.v2';

/**
 * Who a call rings for: the technician when an expert starts it, the company's user when the
 * technician does. They hear every change of a call they were rung for, its end included, so
 * a call that stopped ringing leaves no stale notice on their screen.
 */
function rungFor(record: CallRecord, request: ServiceRequestRow): string[] {
  if (record.call.started_by_role === 'technician') return [request.submitted_by];
  return request.assigned_technician_id === null ? [] : [request.assigned_technician_id];
}

/** Tells the call's people, and whoever it rings for, how the call now stands. */
export async function announceCall(
  trx: Knex.Transaction,
  record: CallRecord,
  request: ServiceRequestRow,
  correlationId: string,
): Promise<void> {
  const recipientIds = [
    ...new Set([
      ...record.participants.map((person) => person.user_id),
      ...rungFor(record, request),
    ]),
  ];
  await enqueueEvent(
    trx,
    createEvent(
      SERVICE_REQUEST_CALL_CHANGED,
      { recipientIds, call: presentCall(record) },
      { source: EVENT_SOURCE, correlationId },
    ),
  );
}

/** Passes one person's signal to the other person of the call. */
export async function passSignal(
  trx: Knex.Transaction,
  signal: EventInput<typeof SERVICE_REQUEST_CALL_SIGNAL>,
  correlationId: string,
): Promise<void> {
  await enqueueEvent(
    trx,
    createEvent(SERVICE_REQUEST_CALL_SIGNAL, signal, { source: EVENT_SOURCE, correlationId }),
  );
}
