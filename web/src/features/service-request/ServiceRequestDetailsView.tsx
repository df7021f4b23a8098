import { HELD_JOB_STATUSES, isCancellable, LOGGABLE_STATUSES } from '@rha/contracts/reference';
import { Button, Card, PageTitle, Spinner, Stack, StickyActionBar } from '@rha/design-system';
import { failureMessage } from '../../api/requestError';
import { useJobCalls } from '../../api/calls';
import { useServiceRequest } from '../../api/serviceRequests';
import { AssignedTechnician } from './AssignedTechnician';
import { CancelRequestDialog } from './CancelRequestDialog';
import { DetailList } from '../shared/DetailList';
import { JobMessages } from '../job-messages';
import { JobCallPanel } from '../calls';
import { RequestDocuments } from '../job-files/RequestDocuments';
import { checkInPlace } from '../job-map/checkInPlace';
import { JobMap } from '../job-map/JobMap';
import { StatusLabel } from '../shared/StatusLabel';
import { StoredEstimate } from '../prices/StoredEstimate';
import { JobReportCard } from './JobReportCard';
import { RequestQuoteCard } from '../quotes/RequestQuoteCard';
import { JobStills } from '../stills/JobStills';
import { RequestAnswers } from './RequestAnswers';
import { RequestTimeline } from './RequestTimeline';
import { displayDate } from './requestDates';
import { serviceTypeLabel, timeRangeLabel } from './serviceRequestLabels';

/**
 * One of the company's requests: where it stands, what the technician did on site, what was asked,
 * and how it got here.
 */
export function ServiceRequestDetailsView({ id }: { id: string }) {
  const request = useServiceRequest(id);
  const calls = useJobCalls(id);

  if (request.isPending) return <Spinner label="Loading the service request" />;
  if (request.isError) {
    return (
      <Stack gap={2} align="start">
        <p role="alert">
          We could not load this service request: {failureMessage(request.error) ?? 'Unknown error'}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void request.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }

  const details = request.data;
  const timeRange = details.answers.preferredTimeRange;
  const { checkIn } = details.report;
  const place = checkInPlace(checkIn?.location, details.community);
  const technician = details.assignedTechnician;
  const technicianHome = technician?.community
    ? {
        community: technician.community,
        label: `${technician.firstName} from ${technician.community}`,
      }
    : undefined;
  return (
    <Stack gap={6}>
      <PageTitle level={1} description={serviceTypeLabel(details.serviceType)}>
        {`Ticket ${details.serviceTicketNumber}`}
      </PageTitle>
      <Card as="section" variant="outlined" aria-label="Request status">
        <Stack gap={4}>
          <DetailList>
            <dt>Status</dt>
            <dd>
              <StatusLabel status={details.status} />
            </dd>
            <dt>Service type</dt>
            <dd>{serviceTypeLabel(details.serviceType)}</dd>
            <dt>Preferred date</dt>
            <dd>{displayDate(details.preferredDate)}</dd>
            {timeRange && (
              <>
                <dt>Preferred time</dt>
                <dd>{timeRangeLabel(timeRange)}</dd>
              </>
            )}
          </DetailList>
          <AssignedTechnician details={details} />
          {isCancellable(details.status) && (
            <StickyActionBar aria-label="Request actions">
              <CancelRequestDialog requestId={details.id} ticket={details.serviceTicketNumber} />
            </StickyActionBar>
          )}
        </Stack>
      </Card>
      <RequestQuoteCard details={details} />
      <JobCallPanel requestId={details.id} status={details.status} history={false} />
      <Card title="Map" headingLevel={2}>
        <JobMap
          places={{
            site: details.community,
            homes: technicianHome ? [technicianHome] : [],
            checkIn: checkIn?.location && { ...checkIn.location, label: place || 'Check-in' },
          }}
        />
      </Card>
      <JobReportCard details={details} />
      {details.assignedTechnician && (
        <Card>
          <JobStills
            requestId={details.id}
            photos={details.report.photos}
            recordings={details.report.recordings}
            records="voiceNote"
            open={
              HELD_JOB_STATUSES.includes(details.status) ||
              LOGGABLE_STATUSES.includes(details.status)
            }
            headingLevel={2}
          />
        </Card>
      )}
      <RequestDocuments requestId={details.id} />
      <JobMessages requestId={details.id} defaultOpen />
      <StoredEstimate requestId={details.id} />
      <Card title="Answers" headingLevel={2}>
        <RequestAnswers answers={details.answers} />
      </Card>
      <Card title="Timeline" headingLevel={2}>
        <RequestTimeline
          entries={details.timeline}
          calls={calls.data?.items ?? []}
          checkInPlace={place}
        />
      </Card>
    </Stack>
  );
}
