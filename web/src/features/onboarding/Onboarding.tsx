import { Button, FormAlert, Stack } from '@rha/design-system';
import { useState } from 'react';
import type { TechnicianMetadata } from '../../api/bffTypes';
import { useTechnicianMetadata } from '../../api/technicianMetadata';
import { useUser } from '../../api/useUser';
import { PageLoading } from '../../app/PageLoading';
import { LOAD_FAILED } from './notices';
import { OnboardingCompleted } from './OnboardingCompleted';
import { OnboardingFlow, type OnboardingFlowProps } from './OnboardingFlow';

/**
 * Decides once, from the first answer, whether the technician still has steps to go: later reads
 * of the metadata (after each save) must not pull the technician out of the questionnaire.
 */
function QuestionnaireOrDone(props: OnboardingFlowProps) {
  const [completed] = useState(props.metadata.onboarding.completed);
  return completed ? <OnboardingCompleted /> : <OnboardingFlow {...props} />;
}

/**
 * The technician's onboarding questionnaire once the saved answers and the profile have arrived;
 * a failed load offers to try again.
 */
export function Onboarding() {
  const metadata = useTechnicianMetadata();
  const user = useUser();
  const loaded: TechnicianMetadata | undefined = metadata.data;

  if (loaded && !user.isPending) {
    return <QuestionnaireOrDone key={loaded.userId} metadata={loaded} user={user.data} />;
  }
  if (metadata.isError) {
    return (
      <FormAlert title={LOAD_FAILED}>
        <Stack gap={3} align="start">
          <p>Check your connection and try again.</p>
          <Button variant="secondary" size="sm" onClick={() => void metadata.refetch()}>
            Try again
          </Button>
        </Stack>
      </FormAlert>
    );
  }
  return <PageLoading label="Loading your questionnaire" />;
}
