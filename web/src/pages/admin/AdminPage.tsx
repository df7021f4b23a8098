import { Container, PageTitle } from '@rha/design-system';
import { DocumentTitle } from '../../app/DocumentTitle';

export function AdminPage() {
  return (
    <Container size="wide">
      <DocumentTitle title="Admin Dashboard" />
      <PageTitle>Admin Dashboard</PageTitle>
    </Container>
  );
}
