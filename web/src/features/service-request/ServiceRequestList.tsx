import { Badge, Card, PageTitle, Spinner, Stack } from '@rha/design-system';
import { failureMessage } from '../../api/requestError';
import { useServiceRequests } from '../../api/serviceRequests';
import { displayDate } from './requestDates';
import { serviceTypeLabel } from './serviceRequestLabels';

/** The company's own requests, newest first. */
export function ServiceRequestList() {
  const requests = useServiceRequests();
  return (
    <Stack gap={4}>
      <PageTitle level={2}>Your Service Requests</PageTitle>
      {requests.isPending && <Spinner label="Loading your service requests" />}
      {requests.isError && (
        <p role="alert">
          We could not load your service requests:{' '}
          {failureMessage(requests.error) ?? 'Unknown error'}
        </p>
      )}
      {requests.data?.length === 0 && <p>You have not submitted any service requests yet.</p>}
      {requests.data && requests.data.length > 0 && (
        <Stack as="ul" gap={2} aria-label="Your service requests">
          {requests.data.map((request) => (
            <Card as="li" key={request.id} variant="outlined">
              <Stack direction="row" gap={4} align="center" justify="between" wrap>
                <Stack gap={1}>
                  <strong>Ticket {request.serviceTicketNumber}</strong>
                  <span>
                    {serviceTypeLabel(request.serviceType)} · {displayDate(request.preferredDate)}
                  </span>
                </Stack>
                <Badge variant="primary">{request.status}</Badge>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
