import { Container, PageTitle } from '@rha/design-system';
import { DocumentTitle } from '../../app/DocumentTitle';

export function WorkWithUsPage() {
  return (
    <Container>
      <DocumentTitle title="Work With Us" />
      <PageTitle>Work With Us</PageTitle>
    </Container>
  );
}
