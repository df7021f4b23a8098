import type { TechnicianRatingSummary } from '@rha/contracts/schemas';
import type { Knex } from 'knex';

export interface ReceivedRating {
  requestId: string;
  technicianId: string;
  score: number;
  comment: string;
  ratedAt: string;
  revealedAt: string;
}

/** Stores a revealed rating once; false when the job's rating was counted already. */
export async function storeReceivedRating(
  trx: Knex.Transaction,
  rating: ReceivedRating,
): Promise<boolean> {
  const rows: unknown[] = await trx('ratings_received')
    .insert({
      request_id: rating.requestId,
      technician_id: rating.technicianId,
      score: rating.score,
      comment: rating.comment,
      rated_at: rating.ratedAt,
      revealed_at: rating.revealedAt,
    })
    .onConflict('request_id')
    .ignore()
    .returning('request_id');
  return rows.length > 0;
}

/**
 * Joins, as `r`, the average (one decimal) and count of the ratings the technician aliased `t`
 * received: one indexed lookup per technician, a row even for one never rated.
 */
export const RATING_SUMMARY_JOIN = `left join lateral (
    select round(avg(rr.score), 1) as rating_average, count(*) as rating_count
      from ratings_received rr
     where rr.technician_id = t.keycloak_id
  ) r on true`;

/** The columns RATING_SUMMARY_JOIN adds, as Postgres returns them (numeric and bigint as text). */
export interface RatingSummaryColumns {
  rating_average: string | null;
  rating_count: string | number;
}

export function ratingSummaryOf(row: RatingSummaryColumns): TechnicianRatingSummary {
  return {
    average: row.rating_average === null ? null : Number(row.rating_average),
    count: Number(row.rating_count),
  };
}
