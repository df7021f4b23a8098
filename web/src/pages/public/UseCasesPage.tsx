import { Container, PageTitle } from '@rha/design-system';
import { DocumentTitle } from '../../app/DocumentTitle';

export function UseCasesPage() {
  return (
    <Container>
      <DocumentTitle title="Use Cases" />
      <PageTitle>Use Cases</PageTitle>
    </Container>
  );
}
