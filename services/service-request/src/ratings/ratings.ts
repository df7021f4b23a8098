import {
  messages,
  RATING_WINDOW_DAYS,
  type JobRatings,
  type NewRating,
  type Rating,
  type RatingParty,
} from '@rha/contracts';
import { DomainError, readTogether, type SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { isIn } from '../lifecycle/transitions.js';
import { insertRating, ratingsOf, revealedAtOf, type JobRatingRows } from './ratings.repo.js';
import type { ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import { lockOwnJob, lockVisibleRequest } from '../lifecycle/job-access.js';
import { presentRating } from './rating.presenter.js';
import { ratingWindowClosesAt, revealRatings } from './rating-reveals.js';
import { visibleTo, type RequestActor } from '../lifecycle/request-lifecycle.js';

/** Who reads a job's ratings: one of its two sides, or an admin, who sees both at once. */
export type RatingViewer = RatingParty | 'admin';

/** The side across from `party`: the one whose rating `party` waits to see. */
function otherSide(party: RatingParty): RatingParty {
  return party === 'company' ? 'technician' : 'company';
}

export interface RatingState {
  request: ServiceRequestRow;
  rows: JobRatingRows;
  revealedAt: Date | null;
}

/** The job's ratings as the viewer may see them now; null before the job was completed. */
export function viewOf(
  { request, rows, revealedAt }: RatingState,
  viewer: RatingViewer,
  now: Date,
): JobRatings | null {
  if (request.completed_at === null) return null;
  const closesAt = ratingWindowClosesAt(request.completed_at);
  const revealed = revealedAt !== null || now > closesAt;
  const visible = (party: RatingParty): Rating | null =>
    viewer === 'admin' || viewer === party || revealed ? presentRating(rows[party]) : null;
  return {
    windowClosesAt: closesAt.toISOString(),
    byCompany: visible('company'),
    byTechnician: visible('technician'),
    revealed,
    canRate:
      viewer !== 'admin' &&
      isIn('rateable', request.status) &&
      rows[viewer] === undefined &&
      now <= closesAt,
  };
}

/** Each request's ratings as the viewer sees them, by request id. */
export async function ratingsViews(
  db: Knex | Knex.Transaction,
  requests: readonly ServiceRequestRow[],
  viewer: RatingViewer,
  now: Date,
): Promise<Map<string, JobRatings | null>> {
  const completed = requests.filter((request) => request.completed_at !== null);
  const ids = completed.map(({ id }) => id);
  const [rows, revealed] = await readTogether(db, [
    () => ratingsOf(db, ids),
    () => revealedAtOf(db, ids),
  ]);
  return new Map(
    requests.map((request) => [
      request.id,
      viewOf(
        { request, rows: rows.get(request.id) ?? {}, revealedAt: revealed.get(request.id) ?? null },
        viewer,
        now,
      ),
    ]),
  );
}

export async function ratingsView(
  db: Knex | Knex.Transaction,
  request: ServiceRequestRow,
  viewer: RatingViewer,
  now: Date,
): Promise<JobRatings | null> {
  return (await ratingsViews(db, [request], viewer, now)).get(request.id) ?? null;
}

export interface RatingMove {
  id: string;
  rating: NewRating;
  correlationId: string;
}

function checkRateable(state: RatingState, party: RatingParty, now: Date): void {
  const { request, rows } = state;
  if (!isIn('rateable', request.status) || request.completed_at === null) {
    throw new DomainError('conflict', {
      code: 'request_not_rateable',
      message: messages.ratings.notRateable(request.status),
    });
  }
  if (now > ratingWindowClosesAt(request.completed_at)) {
    throw new DomainError('conflict', {
      code: 'rating_window_closed',
      message: messages.ratings.windowClosed(RATING_WINDOW_DAYS),
    });
  }
  if (rows[party] !== undefined) {
    throw new DomainError('conflict', {
      code: 'already_rated',
      message: messages.ratings.alreadyRated,
    });
  }
}

/**
 * Stores one side's rating of the locked job. The second rating reveals both at once, in the same
 * transaction, so the reveal is published exactly once.
 */
async function rateLocked(
  trx: Knex.Transaction,
  request: ServiceRequestRow,
  rater: { party: RatingParty; user: SignedInUser },
  move: RatingMove,
): Promise<JobRatings> {
  const now = new Date();
  // One after the other: both run on the transaction's single connection.
  const rows = await ratingsOf(trx, [request.id]);
  const revealed = await revealedAtOf(trx, [request.id]);
  const state: RatingState = {
    request,
    rows: rows.get(request.id) ?? {},
    revealedAt: revealed.get(request.id) ?? null,
  };
  checkRateable(state, rater.party, now);
  state.rows[rater.party] = await insertRating(trx, {
    requestId: request.id,
    party: rater.party,
    raterId: rater.user.subject,
    score: move.rating.score,
    comment: move.rating.comment,
    at: now,
  });
  if (state.rows[otherSide(rater.party)] !== undefined && state.revealedAt === null) {
    state.revealedAt = await revealRatings(trx, request, state.rows, now, move.correlationId);
  }
  const view = viewOf(state, rater.party, now);
  if (!view) throw new Error(`completed request ${request.id} has no ratings view`);
  return view;
}

/** The company rates the technician of its own completed job. */
export async function rateAsCompany(
  db: Knex,
  actor: RequestActor & { role: 'company' },
  move: RatingMove,
): Promise<JobRatings> {
  // Asked before the lock: the company service's answer must not hold the row.
  const visible = await visibleTo(actor);
  return db.transaction(async (trx) => {
    const request = await lockVisibleRequest(trx, visible, move.id);
    return rateLocked(trx, request, { party: 'company', user: actor.user }, move);
  });
}

/** The assigned technician rates the company of their completed job. */
export function rateAsTechnician(
  db: Knex,
  technician: SignedInUser,
  move: RatingMove,
): Promise<JobRatings> {
  return db.transaction(async (trx) => {
    const request = await lockOwnJob(trx, technician, move.id);
    return rateLocked(trx, request, { party: 'technician', user: technician }, move);
  });
}
