import { formatCentsBrief } from '@rha/contracts';
import type { SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { applyMove } from '../lifecycle/apply-move.js';
import { lockVisibleRequest } from '../lifecycle/job-access.js';
import { moverOf } from '../lifecycle/movers.js';
import { requestNotFound } from '../lifecycle/errors.js';
import { findByIdForUpdate, type ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import { cancelLocked, visibleTo, type RequestActor } from '../lifecycle/request-lifecycle.js';
import { checkMove } from '../lifecycle/transitions.js';
import { insertQuote, markAccepted, quoteOf, type QuoteRow } from './quotes.repo.js';

export interface QuoteStep {
  request: ServiceRequestRow;
  quote: QuoteRow;
}

/**
 * An admin prices a custom request waiting for its quote: the quote, the move to Quoted and
 * `service-request.quoted.v1` commit together, under the request's lock.
 */
export async function quoteRequest(
  db: Knex,
  admin: SignedInUser,
  id: string,
  input: { amountCents: number; note: string; correlationId: string },
): Promise<QuoteStep> {
  return db.transaction(async (trx) => {
    const locked = await findByIdForUpdate(trx, id);
    if (!locked) throw requestNotFound();
    checkMove('quote', locked.status);
    const quotedAt = new Date();
    const quote = await insertQuote(trx, {
      request_id: id,
      amount_cents: input.amountCents,
      note: input.note,
      quoted_by: admin.subject,
      quoted_at: quotedAt,
    });
    const { request } = await applyMove(trx, {
      move: 'quote',
      id,
      by: moverOf('admin', admin),
      note: `Quoted ${formatCentsBrief(input.amountCents)}`,
      event: (moved) => ({
        requestId: moved.id,
        ticketNumber: moved.ticket_number,
        companyId: moved.company_id,
        submittedBy: moved.submitted_by,
        amountCents: quote.amount_cents,
        note: quote.note,
        quotedAt: quotedAt.toISOString(),
      }),
      correlationId: input.correlationId,
    });
    return { request, quote };
  });
}

type CompanyActor = RequestActor & { role: 'company' };

/**
 * The company accepts its quote: the request goes back to Submitted and smart dispatch (when on)
 * sends its first wave at the next tick, as for any new request; billing learns the price from
 * `service-request.quote-accepted.v1`.
 */
export async function acceptQuote(
  db: Knex,
  actor: CompanyActor,
  id: string,
  correlationId: string,
): Promise<QuoteStep> {
  const visible = await visibleTo(actor);
  return db.transaction(async (trx) => {
    const locked = await lockVisibleRequest(trx, visible, id);
    checkMove('acceptQuote', locked.status);
    // Quoted means the quote is stored: the quote move wrote both together.
    const quoted = (await quoteOf(trx, id))!;
    const { request, entry } = await applyMove(trx, {
      move: 'acceptQuote',
      id,
      by: moverOf('company', actor.user),
      note: '',
      changes: (at, before) => ({ next_wave_at: before.smart_dispatch ? at : null }),
      event: (moved, accepted) => ({
        requestId: moved.id,
        ticketNumber: moved.ticket_number,
        companyId: moved.company_id,
        amountCents: quoted.amount_cents,
        acceptedAt: accepted.at.toISOString(),
      }),
      correlationId,
    });
    return { request, quote: await markAccepted(trx, id, entry.at) };
  });
}

/** The company declines its quote: the request is cancelled with the reason, as any cancellation. */
export async function declineQuote(
  db: Knex,
  actor: CompanyActor,
  id: string,
  input: { reason: string; correlationId: string },
): Promise<QuoteStep> {
  const visible = await visibleTo(actor);
  return db.transaction(async (trx) => {
    const locked = await lockVisibleRequest(trx, visible, id);
    // Only a quote waiting for its answer is declined; cancelling is open from more statuses.
    checkMove('acceptQuote', locked.status);
    const quote = (await quoteOf(trx, id))!;
    const request = await cancelLocked(trx, actor, locked, { id, ...input });
    return { request, quote };
  });
}
