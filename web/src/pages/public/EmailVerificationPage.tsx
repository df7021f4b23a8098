import { Container, PageTitle } from '@rha/design-system';
import { DocumentTitle } from '../../app/DocumentTitle';

export function EmailVerificationPage() {
  return (
    <Container>
      <DocumentTitle title="Verify Email" />
      <PageTitle>Verify Email</PageTitle>
    </Container>
  );
}
