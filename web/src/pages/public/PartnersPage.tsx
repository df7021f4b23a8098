import { Container, PageTitle } from '@rha/design-system';
import { DocumentTitle } from '../../app/DocumentTitle';

export function PartnersPage() {
  return (
    <Container>
      <DocumentTitle title="Partners" />
      <PageTitle>Partners</PageTitle>
    </Container>
  );
}
