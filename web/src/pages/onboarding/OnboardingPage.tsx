import { Container, PageTitle } from '@rha/design-system';
import { DocumentTitle } from '../../app/DocumentTitle';

export function OnboardingPage() {
  return (
    <Container>
      <DocumentTitle title="Technician Onboarding" />
      <PageTitle>Technician Onboarding</PageTitle>
    </Container>
  );
}
