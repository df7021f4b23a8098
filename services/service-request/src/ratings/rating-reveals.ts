import { RATING_WINDOW_DAYS } from '@rha/contracts';
import { createEvent, enqueueEvent } from '@rha/kit';
import type { Knex } from 'knex';
import { lockDueReveals, markRevealed, ratingsOf, type JobRatingRows } from './ratings.repo.js';
import type { ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import { presentRating } from './rating.presenter.js';
import { EVENT_SOURCE } from '../submission/service-requests.js';

export const SERVICE_REQUEST_RATINGS_REVEALED = 'service-request.ratings-revealed.v1';

/** Requests one tick reveals; the rest wait for the next. */
const REVEALS_PER_TICK = 50;

const DAY_MS = 24 * 60 * 60 * 1_000;

type RevealedRequest = Pick<
  ServiceRequestRow,
  'id' | 'ticket_number' | 'company_id' | 'assigned_technician_id'
>;

/** The last moment either side may rate a job completed at `completedAt`. */
export function ratingWindowClosesAt(completedAt: Date): Date {
  return new Date(completedAt.getTime() + RATING_WINDOW_DAYS * DAY_MS);
}

/**
 * Marks the locked request's ratings revealed as of `at` and publishes them, when there is one to
 * publish. Answers the moment of the reveal.
 */
export async function revealRatings(
  trx: Knex.Transaction,
  request: RevealedRequest,
  rows: JobRatingRows,
  at: Date,
  correlationId: string,
): Promise<Date> {
  await markRevealed(trx, request.id, at);
  if ((rows.company || rows.technician) && request.assigned_technician_id) {
    await enqueueEvent(
      trx,
      createEvent(
        SERVICE_REQUEST_RATINGS_REVEALED,
        {
          requestId: request.id,
          ticketNumber: request.ticket_number,
          companyId: request.company_id,
          technicianId: request.assigned_technician_id,
          byCompany: presentRating(rows.company),
          byTechnician: presentRating(rows.technician),
          revealedAt: at.toISOString(),
        },
        { source: EVENT_SOURCE, correlationId },
      ),
    );
  }
  return at;
}

export interface RatingRevealDeps {
  db: Knex;
  /** Ties this tick's events together. */
  correlationId: string;
}

/**
 * Reveals, as of `now`, the ratings of completed jobs whose rating window has closed with at most
 * one side having rated; a job nobody rated is only marked, so the tick does not find it again.
 */
export function runRatingReveals(deps: RatingRevealDeps, now: Date): Promise<number> {
  return deps.db.transaction(async (trx) => {
    const due = await lockDueReveals(
      trx,
      new Date(now.getTime() - RATING_WINDOW_DAYS * DAY_MS),
      REVEALS_PER_TICK,
    );
    const rows = await ratingsOf(
      trx,
      due.map(({ id }) => id),
    );
    for (const request of due) {
      await revealRatings(trx, request, rows.get(request.id) ?? {}, now, deps.correlationId);
    }
    return due.length;
  });
}
