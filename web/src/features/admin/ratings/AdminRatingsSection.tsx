import { RATING_SCORE_LABELS, type RatingScore } from '@rha/contracts/reference';
import type { AdminRatingEntry, Rating } from '@rha/contracts/schemas';
import { Stack, vars } from '@rha/design-system';
import styled from 'styled-components';
import { useAdminRatings, type AdminRatingsSubject } from '../../../api/adminRatings';
import { displayDay } from '../adminDates';
import { DetailSection, EntryList, Fact, Facts } from '../DetailSection';
import { LoadMore } from '../LoadMore';
import { Loading, LoadFailed } from '../LoadStates';

export const RATINGS_LOAD_FAILED = 'Failed to load ratings. Please try again.';
export const NO_RATINGS = 'No ratings yet';
export const NOT_RATED = 'Not rated';
export const HIDDEN_UNTIL_REVEALED = 'Hidden from the other side until revealed';

const JobRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

const JobLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
`;

const Hint = styled.p`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

function RatingText({ rating }: { rating: Rating | null }) {
  if (!rating) return <>{NOT_RATED}</>;
  return (
    <>
      {rating.score} – {RATING_SCORE_LABELS[rating.score as RatingScore]}
      {rating.comment && <div>{rating.comment}</div>}
    </>
  );
}

function RatedJob({ entry, subject }: { entry: AdminRatingEntry; subject: AdminRatingsSubject }) {
  // The other party is the side of the job that is not the one whose details are open.
  const otherParty =
    'technicianId' in subject
      ? `Company: ${entry.companyName}`
      : `Technician: ${entry.technicianName}`;
  return (
    <JobRow>
      <JobLine>
        <strong>Ticket {entry.serviceTicketNumber}</strong>
        <span>{otherParty}</span>
        <span>Completed {displayDay(entry.completedAt)}</span>
      </JobLine>
      <Facts>
        <Fact label="The company's rating">
          <RatingText rating={entry.byCompany} />
        </Fact>
        <Fact label="The technician's rating">
          <RatingText rating={entry.byTechnician} />
        </Fact>
      </Facts>
      {!entry.revealed && <Hint>{HIDDEN_UNTIL_REVEALED}</Hint>}
    </JobRow>
  );
}

/**
 * Every rating of a technician's or a company's completed jobs, both sides at once and whether or
 * not the two sides may see each other's yet, newest completion first.
 */
export function AdminRatingsSection({ subject }: { subject: AdminRatingsSubject }) {
  const ratings = useAdminRatings(subject);
  const entries = ratings.data?.pages.flatMap((page) => page.ratings) ?? [];
  const listFailed = ratings.isError && !ratings.isFetchNextPageError;

  return (
    <DetailSection title="Ratings">
      {ratings.isPending && <Loading label="Loading ratings" />}
      {listFailed && (
        <LoadFailed message={RATINGS_LOAD_FAILED} onRetry={() => void ratings.refetch()} />
      )}
      {ratings.data && (
        <Stack gap={3}>
          <EntryList entries={entries} empty={NO_RATINGS} ordered aria-label="Rated jobs">
            {(entry) => <RatedJob key={entry.requestId} entry={entry} subject={subject} />}
          </EntryList>
          {ratings.isFetchNextPageError && <p role="alert">{RATINGS_LOAD_FAILED}</p>}
          <LoadMore
            hasMore={ratings.hasNextPage}
            loading={ratings.isFetchingNextPage}
            failed={ratings.isFetchNextPageError}
            onLoadMore={() => void ratings.fetchNextPage()}
            loadingLabel="Loading more ratings"
          />
        </Stack>
      )}
    </DetailSection>
  );
}
