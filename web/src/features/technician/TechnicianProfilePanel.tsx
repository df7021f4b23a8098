import { Button, Card, Link, PageTitle, Spinner, Stack, useToast } from '@rha/design-system';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTechnicianMetadata } from '../../api/technicianMetadata';
import { METADATA_LOAD_FAILED } from './notices';
import { TechnicianProfileForm } from './TechnicianProfileForm';
import { VettingStatusCard } from './VettingStatusCard';

/** The technician's Profile tab: the questionnaire's answers, read afresh each time it opens. */
export function TechnicianProfilePanel() {
  const metadata = useTechnicianMetadata();
  const { toast } = useToast();

  useEffect(() => {
    if (metadata.isError) toast(METADATA_LOAD_FAILED);
  }, [metadata.isError, toast]);

  return (
    <Stack gap={6}>
      <PageTitle level={2}>Technician Profile</PageTitle>
      {metadata.isPending && (
        <Stack align="center">
          <Spinner label="Loading your technician profile" />
        </Stack>
      )}
      {metadata.isError && (
        <Stack gap={2} align="start">
          <p role="alert">{METADATA_LOAD_FAILED.description}</p>
          <Button variant="secondary" size="sm" onClick={() => void metadata.refetch()}>
            Try again
          </Button>
        </Stack>
      )}
      {metadata.data && <VettingStatusCard status={metadata.data.vettingStatus} />}
      {metadata.data && !metadata.data.onboarding.completed && (
        <Card variant="muted">
          <Stack gap={2} align="start">
            <p>
              You have not finished the onboarding questionnaire yet. Your answers so far are below;
              the questionnaire walks you through the rest.
            </p>
            <Link asChild>
              <RouterLink to="/onboarding">Continue the questionnaire</RouterLink>
            </Link>
          </Stack>
        </Card>
      )}
      {metadata.data && <TechnicianProfileForm metadata={metadata.data} />}
    </Stack>
  );
}
