import { Container, PageTitle } from '@rha/design-system';
import { DocumentTitle } from '../../app/DocumentTitle';

export function ServicesPage() {
  return (
    <Container>
      <DocumentTitle title="Services" />
      <PageTitle>Services and Pricing</PageTitle>
    </Container>
  );
}
