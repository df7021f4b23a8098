import type { MessageParty } from '@rha/contracts';
import { createEvent, enqueueEvent } from '@rha/kit';
import type { Knex } from 'knex';
import {
  lockRequestUnlessBusy,
  markNotifiedThrough,
  pendingDigests,
  unreadCounts,
} from './job-messages.repo.js';
import type { ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import { EVENT_SOURCE } from '../submission/service-requests.js';

export const SERVICE_REQUEST_MESSAGES_UNREAD = 'service-request.messages-unread.v1';

export interface MessageDigestDeps {
  db: Knex;
  /** How long a message may wait unread before its side is e-mailed. */
  delayMinutes: number;
  /** Ties this tick's events together. */
  correlationId: string;
}

/**
 * Where a side's e-mail goes: support's address is notification's to know, and a thread with no
 * technician assigned has nobody on that side to tell.
 */
function recipientOf(request: ServiceRequestRow, party: MessageParty): string | undefined {
  if (party === 'company') return request.submitter_email;
  if (party === 'technician') {
    return request.assigned_technician_id === null ? undefined : request.assigned_technician_email;
  }
  return '';
}

/**
 * Tells each side of a thread, once per burst, about messages it has left unread for
 * `delayMinutes`: messages that arrive while one is waiting go into the same e-mail, and the side
 * is not told about them again. One transaction per request; a request a post holds is left for
 * the next tick.
 */
export async function runMessageDigests(deps: MessageDigestDeps, now: Date): Promise<number> {
  const sentBy = new Date(now.getTime() - deps.delayMinutes * 60_000);
  const due = await pendingDigests(deps.db, sentBy);
  let sent = 0;
  for (const requestId of new Set(due.map((pending) => pending.requestId))) {
    sent += await digestThread(deps, requestId, sentBy);
  }
  return sent;
}

function digestThread(deps: MessageDigestDeps, requestId: string, sentBy: Date): Promise<number> {
  return deps.db.transaction(async (trx) => {
    const request = await lockRequestUnlessBusy(trx, requestId);
    if (!request) return 0;
    let sent = 0;
    for (const pending of await pendingDigests(trx, sentBy, requestId)) {
      const recipientEmail = recipientOf(request, pending.party);
      const [unread] = await unreadCounts(trx, pending.party, { kind: 'all' }, requestId);
      if (recipientEmail === undefined || !unread) continue;
      await enqueueEvent(
        trx,
        createEvent(
          SERVICE_REQUEST_MESSAGES_UNREAD,
          {
            requestId,
            ticketNumber: request.ticket_number,
            party: pending.party,
            recipientEmail,
            unread: unread.unread,
            firstUnreadAt: unread.firstUnreadAt.toISOString(),
            lastMessageAt: unread.lastMessageAt.toISOString(),
          },
          { source: EVENT_SOURCE, correlationId: deps.correlationId },
        ),
      );
      await markNotifiedThrough(trx, requestId, pending.party, pending.lastPendingId);
      sent += 1;
    }
    return sent;
  });
}
