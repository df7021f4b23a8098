import { RATING_SCORE_LABELS, type RatingScore } from '@rha/contracts/reference';
import type { JobRatings, Rating } from '@rha/contracts/schemas';
import { Stack } from '@rha/design-system';
import { useId } from 'react';
import type { Rater } from '../../api/ratings';
import { AlaskaMoment } from '../shared/AlaskaMoment';
import { DetailList } from '../shared/DetailList';
import { SectionHeading } from '../job-files/SectionHeading';
import { RateJobForm } from './RateJobForm';

export interface JobRatingsSectionProps {
  ratings: JobRatings | null;
  /** Whose page it is: a side of the job, or an admin, who sees both and rates neither. */
  viewer: Rater | 'admin';
  requestId: string;
  headingLevel: 3 | 4 | 5;
}

function scoreText(rating: Rating): string {
  return `${rating.score} – ${RATING_SCORE_LABELS[rating.score as RatingScore]}`;
}

function RatingFact({ label, rating }: { label: string; rating: Rating }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {scoreText(rating)}
        {rating.comment && <p>{rating.comment}</p>}
      </dd>
    </>
  );
}

/**
 * The two ratings of a completed job as the viewer may see them: one's own at once, the other
 * side's once both have rated or the rating window has closed; the form while the viewer may rate.
 */
export function JobRatingsSection({
  ratings,
  viewer,
  requestId,
  headingLevel,
}: JobRatingsSectionProps) {
  const headingId = useId();
  if (!ratings) return null;
  const { byCompany, byTechnician, revealed, canRate, windowClosesAt } = ratings;
  const ownSide = viewer === 'admin' ? null : viewer;
  const waiting = !revealed && ownSide !== null;
  return (
    <Stack as="section" gap={3} aria-labelledby={headingId}>
      <SectionHeading as={`h${headingLevel}`} id={headingId}>
        Ratings
      </SectionHeading>
      {(byCompany || byTechnician) && (
        <DetailList>
          {byCompany && <RatingFact label="The company's rating" rating={byCompany} />}
          {byTechnician && <RatingFact label="The technician's rating" rating={byTechnician} />}
        </DetailList>
      )}
      {waiting && (
        <p>
          The {ownSide === 'company' ? "technician's" : "company's"} rating shows once both have
          rated or on <AlaskaMoment iso={windowClosesAt} />
        </p>
      )}
      {!byCompany && !byTechnician && !canRate && <p>No ratings</p>}
      {canRate && ownSide && <RateJobForm rater={ownSide} requestId={requestId} />}
    </Stack>
  );
}
