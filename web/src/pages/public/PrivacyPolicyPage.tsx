import { Container, PageTitle } from '@rha/design-system';
import { DocumentTitle } from '../../app/DocumentTitle';

export function PrivacyPolicyPage() {
  return (
    <Container>
      <DocumentTitle title="Privacy Policy" />
      <PageTitle>Privacy Policy</PageTitle>
    </Container>
  );
}
