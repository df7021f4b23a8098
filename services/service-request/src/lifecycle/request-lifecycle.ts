import { readTogether, type SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { withdrawOpenOffers } from '../dispatch/offers.repo.js';
import { findById, type ServiceRequestRow } from './service-requests.repo.js';
import { reportMediaOf } from '../stills/report-media.js';
import { logOf } from '../on-site/service-log.repo.js';
import type { ReportParts } from '../on-site/job-report.presenter.js';
import { timelineOf, type TimelineRow } from './timeline.repo.js';
import { applyMove } from './apply-move.js';
import type { CompanyDirectory } from './company-directory.js';
import { requestNotFound } from './errors.js';
import { lockVisibleRequest } from './job-access.js';
import { moverOf } from './movers.js';
import { OFFER_CLOSE_REASONS } from '../dispatch/offers.js';
import { ratingsView, type RatingViewer } from '../ratings/ratings.js';
import { quoteOf, type QuoteRow } from '../quotes/quotes.repo.js';

/** Whoever reads or moves a request: a company (its own company's requests only) or an admin. */
export interface RequestActor {
  role: 'company' | 'admin';
  user: SignedInUser;
  /** The caller's own company, asked only when the caller is a company. */
  company: CompanyDirectory;
}

export interface RequestDetails extends ReportParts {
  request: ServiceRequestRow;
  /** A custom request's quote, once an admin has made it. */
  quote: QuoteRow | undefined;
  /** Oldest first. */
  timeline: TimelineRow[];
}

/**
 * The request as its page shows it to the viewer, read in the transaction that moved it when there
 * is one.
 */
export async function detailsOf(
  db: Knex | Knex.Transaction,
  request: ServiceRequestRow,
  viewer: RatingViewer,
): Promise<RequestDetails> {
  const [timeline, log, media, ratings, quote] = await readTogether(db, [
    () => timelineOf(db, request.id),
    () => logOf(db, request.id),
    () => reportMediaOf(db, [request.id]),
    () => ratingsView(db, request, viewer, new Date()),
    () => quoteOf(db, request.id),
  ]);
  return { request, timeline, log, ...media.of(request.id), ratings, quote };
}

export interface Cancellation {
  id: string;
  reason: string;
  /** Ties the event to the request that caused it. */
  correlationId: string;
}

/** Which requests the actor may see: an admin any, a company those of its own company. */
export async function visibleTo(
  actor: RequestActor,
): Promise<(request: ServiceRequestRow) => boolean> {
  if (actor.role === 'admin') return () => true;
  const own = await actor.company.ownCompany();
  return (request) => own !== undefined && request.company_id === own.id;
}

export async function requestDetails(
  db: Knex,
  actor: RequestActor,
  id: string,
): Promise<RequestDetails> {
  const [visible, request] = await Promise.all([visibleTo(actor), findById(db, id)]);
  if (!request || !visible(request)) throw requestNotFound();
  return detailsOf(db, request, actor.role);
}

/**
 * Cancels a request while its status allows it: the status, the timeline entry, the withdrawal
 * of its open offers and the `service-request.cancelled.v1` event (naming the assigned technician,
 * if any) in one transaction. The row stays locked until the end, so concurrent moves of one
 * request run one after the other and each sees the status the previous one left.
 */
export async function cancelRequest(
  db: Knex,
  actor: RequestActor,
  cancellation: Cancellation,
): Promise<RequestDetails> {
  // Asked before the lock: the company service's answer must not hold the row.
  const visible = await visibleTo(actor);
  return db.transaction(async (trx) => {
    const request = await lockVisibleRequest(trx, visible, cancellation.id);
    return detailsOf(trx, await cancelLocked(trx, actor, request, cancellation), actor.role);
  });
}

/** Cancels a request the caller has locked and may see, in the caller's transaction. */
export async function cancelLocked(
  trx: Knex.Transaction,
  actor: Pick<RequestActor, 'role' | 'user'>,
  request: ServiceRequestRow,
  cancellation: Cancellation,
): Promise<ServiceRequestRow> {
  const { request: cancelled } = await applyMove(trx, {
    move: 'cancel',
    id: request.id,
    by: moverOf(actor.role, actor.user),
    note: cancellation.reason,
    changes: () => ({ next_wave_at: null }),
    event: (_, entry) => ({
      requestId: request.id,
      ticketNumber: request.ticket_number,
      companyId: request.company_id,
      from: request.status,
      cancelledBy: actor.role,
      reason: cancellation.reason,
      assignedTechnicianId: request.assigned_technician_id,
      cancelledAt: entry.at.toISOString(),
    }),
    correlationId: cancellation.correlationId,
  });
  await withdrawOpenOffers(trx, request.id, OFFER_CLOSE_REASONS.cancelled);
  return cancelled;
}
