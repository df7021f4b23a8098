import { Card, Stack } from '@rha/design-system';
import type { ServiceRequestDetails } from '../../api/bffTypes';
import { alaskaMoment } from '@rha/contracts/reference';
import { DetailList } from '../shared/DetailList';
import { ServiceLog } from '../shared/ServiceLog';
import { ApproveWorkButton } from './ApproveWorkButton';
import { ReopenWarrantyDialog } from './ReopenWarrantyDialog';
import { SendBackDialog } from './SendBackDialog';

function Moment({ iso }: { iso: string }) {
  return <time dateTime={iso}>{alaskaMoment(iso)}</time>;
}

/** Where the device said it was, when the technician shared it. */
function placeOf(location: { latitude: number; longitude: number; accuracyMeters: number }) {
  const { latitude, longitude, accuracyMeters } = location;
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)} (within ${Math.round(accuracyMeters)} m)`;
}

/**
 * What the technician did on site, for the company to review: check-in, the work summary and the
 * service log. Work done waits for the company to approve it or send it back (silence approves it
 * at the time shown); a completed job under warranty can be reopened until the warranty ends.
 */
export function JobReportCard({ details }: { details: ServiceRequestDetails }) {
  const { report, status, id, serviceTicketNumber: ticket } = details;
  if (!report.checkIn && report.log.length === 0) return null;
  const { checkIn, checkOut, autoApproveAt, completedAt, warrantyUntil } = report;
  const underWarranty =
    status === 'Completed' && warrantyUntil !== null && Date.parse(warrantyUntil) > Date.now();
  return (
    <Card title="Report" headingLevel={2}>
      <Stack gap={5}>
        <DetailList>
          {checkIn && (
            <>
              <dt>Checked in</dt>
              <dd>
                <Moment iso={checkIn.capturedAt} />
              </dd>
              {checkIn.location && (
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
                <Moment iso={checkOut.capturedAt} />
              </dd>
              <dt>Work summary</dt>
              <dd>{checkOut.workSummary}</dd>
            </>
          )}
          {status === 'Completed' && completedAt && (
            <>
              <dt>Completed</dt>
              <dd>
                <Moment iso={completedAt} />
              </dd>
            </>
          )}
        </DetailList>
        {status === 'Work done' && (
          <Stack gap={3}>
            {autoApproveAt && (
              <p>
                Please review the work. Without an answer it is approved automatically on{' '}
                <Moment iso={autoApproveAt} />.
              </p>
            )}
            <Stack direction="row" gap={3} wrap>
              <ApproveWorkButton requestId={id} />
              <SendBackDialog requestId={id} ticket={ticket} />
            </Stack>
          </Stack>
        )}
        {underWarranty && (
          <Stack gap={3} align="start">
            <p>
              Warranty until <Moment iso={warrantyUntil} />
            </p>
            <ReopenWarrantyDialog requestId={id} ticket={ticket} />
          </Stack>
        )}
        <ServiceLog entries={report.log} headingLevel={3} />
      </Stack>
    </Card>
  );
}
