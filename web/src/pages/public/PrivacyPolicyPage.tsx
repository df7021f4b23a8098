import { Button, Stack } from '@rha/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { privacyPolicyIntro, privacyPolicySections } from './content/privacyPolicy';
import { LegalPage } from './shared/LegalPage';

/** The privacy policy, at /privacy-policy and /privacy-statement. */
export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={privacyPolicyIntro}
      sections={privacyPolicySections}
      before={
        <Stack direction="row">
          <Button asChild variant="ghost" size="sm">
            <RouterLink to="/">
              <span aria-hidden="true">←</span> Back to Home
            </RouterLink>
          </Button>
        </Stack>
      }
    />
  );
}
