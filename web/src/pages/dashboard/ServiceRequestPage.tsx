import { Container, Link, Stack } from '@rha/design-system';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DocumentTitle } from '../../app/DocumentTitle';
import { ServiceRequestDetailsView } from '../../features/service-request';

/** A company's page for one of its service requests, reached from its dashboard list. */
export function ServiceRequestPage() {
  const { id = '' } = useParams();
  return (
    <Container>
      <DocumentTitle title="Service Request" />
      <Stack gap={6}>
        <Link asChild>
          <RouterLink to="/dashboard?tab=service-request">Back to your service requests</RouterLink>
        </Link>
        <ServiceRequestDetailsView id={id} />
      </Stack>
    </Container>
  );
}
