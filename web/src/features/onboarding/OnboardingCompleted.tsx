import { Button, Card, Stack } from '@rha/design-system';
import { Link as RouterLink } from 'react-router-dom';

/** Shown instead of the questionnaire to a technician who has already finished it. */
export function OnboardingCompleted() {
  return (
    <Card as="section" title="Registration complete" padding="lg">
      <Stack gap={4} align="start">
        <p>
          You have already answered every step and accepted the privacy policy. You can review and
          update your answers from your profile on the dashboard.
        </p>
        <Button asChild>
          <RouterLink to="/dashboard">Go to Dashboard</RouterLink>
        </Button>
      </Stack>
    </Card>
  );
}
