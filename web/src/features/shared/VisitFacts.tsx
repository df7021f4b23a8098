import type { JobReport } from '../../api/bffTypes';
import { checkInPlace } from '../job-map/checkInPlace';
import { AlaskaMoment } from './AlaskaMoment';

/**
 * The check-in and check-out of a job, as terms of a detail list: the same facts for the company
 * reviewing the work and for the technician doing it.
 */
export function VisitFacts({
  report,
  withLocation = false,
  siteCommunity = null,
}: {
  report: JobReport;
  /** The shared location is for the company; the technician knows where they were. */
  withLocation?: boolean;
  /** The request's community, whose point the check-in is measured from. */
  siteCommunity?: string | null;
}) {
  const { checkIn, checkOut } = report;
  return (
    <>
      {checkIn && (
        <>
          <dt>Checked in</dt>
          <dd>
            <AlaskaMoment iso={checkIn.capturedAt} />
          </dd>
          {withLocation && checkIn.location && (
            <>
              <dt>Location</dt>
              <dd>
                {checkInPlace(checkIn.location, siteCommunity) ||
                  "Shared; the site's community is not on the map"}
              </dd>
            </>
          )}
        </>
      )}
      {checkOut && (
        <>
          <dt>Checked out</dt>
          <dd>
            <AlaskaMoment iso={checkOut.capturedAt} />
          </dd>
          <dt>Work summary</dt>
          <dd>{checkOut.workSummary}</dd>
        </>
      )}
    </>
  );
}
