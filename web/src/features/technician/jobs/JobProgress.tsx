import { HELD_JOB_STATUSES, LOGGABLE_STATUSES } from '@rha/contracts/reference';
import { Stack } from '@rha/design-system';
import type { JobReport, TechnicianJob } from '../../../api/bffTypes';
import { AlaskaMoment } from '../../shared/AlaskaMoment';
import { DetailList } from '../../shared/DetailList';
import { ServiceLog } from '../../shared/ServiceLog';
import { VisitFacts } from '../../shared/VisitFacts';
import { JobPhotos } from '../../job-files/JobPhotos';
import { JobRatingsSection } from '../../ratings/JobRatingsSection';
import { JobStills } from '../../stills/JobStills';
import { TechnicianSiteCosts } from '../../site-costs/TechnicianSiteCosts';
import { AddLogEntryForm } from './AddLogEntryForm';
import { AWAITING_REVIEW } from './notices';

/** Where the review stands once the work is done: waiting, with when silence approves it. */
function ReviewState({ job, report }: { job: TechnicianJob; report: JobReport }) {
  if (job.status === 'Work done') {
    return (
      <Stack gap={1}>
        <p>{AWAITING_REVIEW}</p>
        {report.autoApproveAt && (
          <p>
            Approved automatically on <AlaskaMoment iso={report.autoApproveAt} /> unless the company
            answers first
          </p>
        )}
      </Stack>
    );
  }
  if (job.status === 'Completed' && report.warrantyUntil) {
    return (
      <p>
        Under warranty until <AlaskaMoment iso={report.warrantyUntil} />
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
          <VisitFacts report={report} />
        </DetailList>
      )}
      <ReviewState job={job} report={report} />
      {(loggable || report.log.length > 0) && (
        <ServiceLog entries={report.log} headingLevel={5}>
          {loggable && <AddLogEntryForm requestId={job.requestId} />}
        </ServiceLog>
      )}
      {checkIn && <TechnicianSiteCosts requestId={job.requestId} status={job.status} />}
      <JobPhotos job={job} report={report} />
      <JobStills
        requestId={job.requestId}
        photos={report.photos}
        recordings={report.recordings}
        records="clip"
        open={HELD_JOB_STATUSES.includes(job.status) || loggable}
        headingLevel={5}
      />
      <JobRatingsSection
        ratings={report.ratings}
        viewer="technician"
        requestId={job.requestId}
        headingLevel={5}
      />
    </Stack>
  );
}
