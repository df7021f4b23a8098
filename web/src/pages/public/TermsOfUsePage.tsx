import { Container, PageTitle } from '@rha/design-system';
import { DocumentTitle } from '../../app/DocumentTitle';

export function TermsOfUsePage() {
  return (
    <Container>
      <DocumentTitle title="Terms of Use" />
      <PageTitle>Terms of Use</PageTitle>
    </Container>
  );
}
