import { Container, PageTitle } from '@rha/design-system';
import { DocumentTitle } from '../../app/DocumentTitle';
import { Onboarding } from '../../features/onboarding';
import { AccountEmailNotice } from '../../features/signup/AccountEmailNotice';

/** /onboarding: the questionnaire a new technician answers before vetting. */
export function OnboardingPage() {
  return (
    <Container size="narrow">
      <DocumentTitle title="Technician Onboarding" />
      <PageTitle description="Tell us about your skills, tools and availability. Your answers are saved at every step.">
        Technician Onboarding
      </PageTitle>
      <AccountEmailNotice />
      <Onboarding />
    </Container>
  );
}
