import type { EventHandler } from '@rha/kit';
import { storeReceivedRating } from '../db/ratings-received.repo.js';

export const RATINGS_REVEALED = 'service-request.ratings-revealed.v1';

/**
 * Counts the company's rating of the technician once it is revealed; the technician's rating of
 * the company is not this service's to keep.
 */
export const onRatingsRevealed: EventHandler<typeof RATINGS_REVEALED> = async (
  revealed,
  { trx, log },
) => {
  if (!revealed.byCompany) {
    log.info({ requestId: revealed.requestId }, 'the company gave no rating');
    return;
  }
  const stored = await storeReceivedRating(trx, {
    requestId: revealed.requestId,
    technicianId: revealed.technicianId,
    score: revealed.byCompany.score,
    comment: revealed.byCompany.comment,
    ratedAt: revealed.byCompany.ratedAt,
    revealedAt: revealed.revealedAt,
  });
  log.info(
    { requestId: revealed.requestId, technicianId: revealed.technicianId, stored },
    stored ? 'rating received' : 'rating already counted',
  );
};
