import type { Rating } from '@rha/contracts';
import type { RatingRow } from './ratings.repo.js';

export function presentRating(row: RatingRow | undefined): Rating | null {
  return row
    ? { score: row.score, comment: row.comment, ratedAt: row.rated_at.toISOString() }
    : null;
}
