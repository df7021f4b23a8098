import { LOGGABLE_STATUSES } from '@rha/contracts/reference';
import { Stack } from '@rha/design-system';
import type { JobReport, TechnicianJob } from '../../../api/bffTypes';
import { alaskaMoment } from '@rha/contracts/reference';
import { DetailList } from '../../shared/DetailList';
import { ServiceLog } from '../../shared/ServiceLog';
import { AddLogEntryForm } from './AddLogEntryForm';
import { AWAITING_REVIEW } from './notices';

function Moment({ iso }: { iso: string }) {
  return <time dateTime={iso}>{alaskaMoment(iso)}</time>;
}

/** Where the review stands once the work is done: waiting, with when silence approves it. */
function ReviewState({ job, report }: { job: TechnicianJob; report: JobReport }) {
  if (job.status === 'Work done') {
    return (
      <Stack gap={1}>
        <p>{AWAITING_REVIEW}</p>
        {report.autoApproveAt && (
          <p>
            Approved automatically on <Moment iso={report.autoApproveAt} /> unless the company
            answers first
          </p>
        )}
      </Stack>
    );
  }
  if (job.status === 'Completed' && report.warrantyUntil) {
    return (
      <p>
        Under warranty until <Moment iso={report.warrantyUntil} />
      </p>
    );
  }
  return null;
}

/**
 * The work on a job the technician holds: check-in and check-out, where the company's review
 * stands, and the service log, to which they add while on site or once the work is done.
 */
export function JobProgress({ job, report }: { job: TechnicianJob; report: JobReport }) {
  const loggable = LOGGABLE_STATUSES.includes(job.status);
  const { checkIn, checkOut } = report;
  return (
    <Stack gap={4}>
      {(checkIn || checkOut) && (
        <DetailList aria-label="On site">
          {checkIn && (
            <>
              <dt>Checked in</dt>
              <dd>
                <Moment iso={checkIn.capturedAt} />
              </dd>
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
        </DetailList>
      )}
      <ReviewState job={job} report={report} />
      {(loggable || report.log.length > 0) && (
        <ServiceLog entries={report.log} headingLevel={5}>
          {loggable && <AddLogEntryForm requestId={job.requestId} />}
        </ServiceLog>
      )}
    </Stack>
  );
}
