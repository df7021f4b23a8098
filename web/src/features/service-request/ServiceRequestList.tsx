import { Badge, Card, Link, PageTitle, Spinner, Stack } from '@rha/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { failureMessage } from '../../api/requestError';
import { useServiceRequests } from '../../api/serviceRequests';
import { UnreadMessagesBadge } from '../job-messages';
import { displayDate } from './requestDates';
import { serviceTypeLabel } from './serviceRequestLabels';

/** Where one request's page lives. */
export function requestPath(id: string): string {
  return `/dashboard/requests/${id}`;
}

/** The company's own requests, newest first, each with its status and a link to its page. */
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
                  <Link asChild>
                    <RouterLink to={requestPath(request.id)}>
                      <strong>Ticket {request.serviceTicketNumber}</strong>
                    </RouterLink>
                  </Link>
                  <span>
                    {serviceTypeLabel(request.serviceType)} · {displayDate(request.preferredDate)}
                  </span>
                </Stack>
                <Stack direction="row" gap={2} align="center" wrap>
                  <UnreadMessagesBadge requestId={request.id} />
                  <Badge variant={request.status === 'Cancelled' ? 'danger' : 'primary'}>
                    {request.status}
                  </Badge>
                </Stack>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
