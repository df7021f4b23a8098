import type { JobReport } from '../../api/bffTypes';
import { AlaskaMoment } from './AlaskaMoment';

/** Where the device said it was, when the technician shared it. */
function placeOf(location: { latitude: number; longitude: number; accuracyMeters: number }) {
  const { latitude, longitude, accuracyMeters } = location;
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)} (within ${Math.round(accuracyMeters)} m)`;
}

/**
 * The check-in and check-out of a job, as terms of a detail list: the same facts for the company
 * reviewing the work and for the technician doing it.
 */
export function VisitFacts({
  report,
  withLocation = false,
}: {
  report: JobReport;
  /** The shared location is for the company; the technician knows where they were. */
  withLocation?: boolean;
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
              <dd>{placeOf(checkIn.location)}</dd>
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
