import type { RatingParty } from '@rha/contracts';
import type { Knex } from 'knex';
import { statusIn } from '../lifecycle/status-filters.js';
import type { ServiceRequestRow } from '../lifecycle/service-requests.repo.js';

type Queryable = Knex | Knex.Transaction;

const TABLE = 'ratings';

/** A row of `ratings`: what one side of a completed job gave the other. */
export interface RatingRow {
  request_id: string;
  party: RatingParty;
  rater_id: string;
  score: number;
  comment: string;
  rated_at: Date;
}

/** The ratings of one job, by the side that gave them. */
export type JobRatingRows = Partial<Record<RatingParty, RatingRow>>;

export interface NewRatingRow {
  requestId: string;
  party: RatingParty;
  raterId: string;
  score: number;
  comment: string;
  at: Date;
}

export async function insertRating(
  trx: Knex.Transaction,
  rating: NewRatingRow,
): Promise<RatingRow> {
  const [row] = (await trx(TABLE)
    .insert({
      request_id: rating.requestId,
      party: rating.party,
      rater_id: rating.raterId,
      score: rating.score,
      comment: rating.comment,
      rated_at: rating.at,
    })
    .returning('*')) as RatingRow[];
  if (!row) throw new Error(`rating of ${rating.requestId} was not stored`);
  return row;
}

/** The ratings of each of the requests; a request nobody rated yet has an empty entry. */
export async function ratingsOf(
  db: Queryable,
  requestIds: readonly string[],
): Promise<Map<string, JobRatingRows>> {
  const byRequest = new Map<string, JobRatingRows>(requestIds.map((id) => [id, {}]));
  if (requestIds.length === 0) return byRequest;
  const rows = (await db(TABLE).select('*').whereIn('request_id', requestIds)) as RatingRow[];
  for (const row of rows) {
    const ratings = byRequest.get(row.request_id);
    if (ratings) ratings[row.party] = row;
  }
  return byRequest;
}

/**
 * When each request's ratings were revealed, null while they are not. Read apart from the request
 * row, which only the ratings need it for.
 */
export async function revealedAtOf(
  db: Queryable,
  requestIds: readonly string[],
): Promise<Map<string, Date | null>> {
  if (requestIds.length === 0) return new Map();
  const rows = (await db('service_requests')
    .select('id', 'ratings_revealed_at')
    .whereIn('id', requestIds)) as { id: string; ratings_revealed_at: Date | null }[];
  return new Map(rows.map((row) => [row.id, row.ratings_revealed_at]));
}

export async function markRevealed(
  trx: Knex.Transaction,
  requestId: string,
  at: Date,
): Promise<void> {
  await trx('service_requests').where({ id: requestId }).update({ ratings_revealed_at: at });
}

/**
 * Locks completed requests whose completion was before `completedBefore` and whose ratings were not revealed yet.
 * Rows another tick holds are skipped: each request is revealed once.
 */
export async function lockDueReveals(
  trx: Knex.Transaction,
  completedBefore: Date,
  limit: number,
): Promise<
  Pick<ServiceRequestRow, 'id' | 'ticket_number' | 'company_id' | 'assigned_technician_id'>[]
> {
  return (await trx('service_requests')
    .select('id', 'ticket_number', 'company_id', 'assigned_technician_id')
    .where(statusIn('rateable'))
    .whereNull('ratings_revealed_at')
    .where('completed_at', '<', completedBefore)
    .orderBy('completed_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()) as Pick<
    ServiceRequestRow,
    'id' | 'ticket_number' | 'company_id' | 'assigned_technician_id'
  >[];
}
