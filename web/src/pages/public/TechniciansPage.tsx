import { Container, PageTitle } from '@rha/design-system';
import { DocumentTitle } from '../../app/DocumentTitle';

export function TechniciansPage() {
  return (
    <Container>
      <DocumentTitle title="Technicians" />
      <PageTitle>Technicians</PageTitle>
    </Container>
  );
}
