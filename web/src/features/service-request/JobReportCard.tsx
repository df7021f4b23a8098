import { Card, Stack, StickyActionBar } from '@rha/design-system';
import type { ServiceRequestDetails } from '../../api/bffTypes';
import { AlaskaMoment } from '../shared/AlaskaMoment';
import { DetailList } from '../shared/DetailList';
import { ServiceLog } from '../shared/ServiceLog';
import { VisitFacts } from '../shared/VisitFacts';
import { ReportPhotos } from '../job-files/ReportPhotos';
import { ReportRecordings } from '../stills/ReportRecordings';
import { JobRatingsSection } from '../ratings/JobRatingsSection';
import { CompanySiteCosts } from '../site-costs/CompanySiteCosts';
import { ApproveWorkButton } from './ApproveWorkButton';
import { ReopenWarrantyDialog } from './ReopenWarrantyDialog';
import { SendBackDialog } from './SendBackDialog';

/**
 * What the technician did on site, for the company to review: check-in, the work summary, the
 * service log, and the stills, clips and voice notes shared on the job (a call's among them, so
 * the report has them even before a check-in). Work done waits for the company to approve it or
 * send it back (silence approves it at the time shown); a completed job under warranty can be
 * reopened until the warranty ends.
 */
export function JobReportCard({ details }: { details: ServiceRequestDetails }) {
  const { report, status, id, serviceTicketNumber: ticket } = details;
  const shared = report.photos.length + report.recordings.length;
  if (!report.checkIn && report.log.length === 0 && shared === 0) return null;
  const { autoApproveAt, completedAt, warrantyUntil } = report;
  const underWarranty =
    status === 'Completed' && warrantyUntil !== null && Date.parse(warrantyUntil) > Date.now();
  return (
    <Card title="Report" headingLevel={2}>
      <Stack gap={5}>
        <DetailList>
          <VisitFacts report={report} withLocation siteCommunity={details.community} />
          {status === 'Completed' && completedAt && (
            <>
              <dt>Completed</dt>
              <dd>
                <AlaskaMoment iso={completedAt} />
              </dd>
            </>
          )}
        </DetailList>
        {report.checkIn && (
          <CompanySiteCosts
            requestId={id}
            decidable={status === 'On site' || status === 'Work done'}
          />
        )}
        {status === 'Work done' && (
          <Stack gap={3}>
            {autoApproveAt && (
              <p>
                Please review the work. Without an answer it is approved automatically on{' '}
                <AlaskaMoment iso={autoApproveAt} />.
              </p>
            )}
            <StickyActionBar aria-label="Review actions">
              <ApproveWorkButton requestId={id} />
              <SendBackDialog requestId={id} ticket={ticket} />
            </StickyActionBar>
          </Stack>
        )}
        {status === 'Completed' && warrantyUntil !== null && (
          <Stack gap={3} align="start">
            <p>
              {underWarranty ? 'Warranty until' : 'Warranty ended'}{' '}
              <AlaskaMoment iso={warrantyUntil} />
            </p>
            <ReopenWarrantyDialog requestId={id} ticket={ticket} claimable={underWarranty} />
          </Stack>
        )}
        <ServiceLog entries={report.log} headingLevel={3} />
        <ReportPhotos photos={report.photos} headingLevel={3} />
        <ReportRecordings recordings={report.recordings} headingLevel={3} />
        <JobRatingsSection
          ratings={report.ratings}
          viewer="company"
          requestId={id}
          headingLevel={3}
        />
      </Stack>
    </Card>
  );
}
