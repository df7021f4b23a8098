import { Button, Card, Spinner, Stack, TagInput, useToast } from '@rha/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { TechnicianMetadata } from '../../api/bffTypes';
import {
  technicianMetadataQueryKey,
  useSaveTechnicianMetadata,
  useTechnicianMetadata,
} from '../../api/technicianMetadata';
import { formDraftKey } from '../drafts/formDraft';
import { SUBMISSION_QUEUED } from '../submission-queue/notices';
import { submitOrQueue } from '../submission-queue/submitOrQueue';
import { CERTIFICATIONS_SAVED, METADATA_LOAD_FAILED, settingsSaveFailed } from './notices';

// Nothing is typed here to keep; a refused save sent later is kept under it all the same.
const DRAFT_KEY = formDraftKey('certifications');

/**
 * Licenses and certifications as removable badges; each add or remove is saved at once. The
 * change shows before the server answers and is undone if the save fails.
 */
export function CertificationsSection() {
  const metadata = useTechnicianMetadata();
  const save = useSaveTechnicianMetadata();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [pending, setPending] = useState<string[] | null>(null);
  // Only the latest change may settle what is shown: an earlier save answering late must not.
  const latest = useRef(0);

  const change = async (certifications: string[]) => {
    const attempt = ++latest.current;
    setPending(certifications);
    const body = { certifications: JSON.stringify(certifications) };
    try {
      const outcome = await submitOrQueue(
        { kind: 'technician-certifications', body, draftKey: DRAFT_KEY, record: DRAFT_KEY },
        (idempotencyKey) => save.mutateAsync({ body, idempotencyKey }),
      );
      if (outcome.status === 'sent') {
        toast(CERTIFICATIONS_SAVED);
        return;
      }
      // Shown as saved while it waits; the sender reads the stored list again once it lands.
      queryClient.setQueryData<TechnicianMetadata>(technicianMetadataQueryKey, (stored) =>
        stored ? { ...stored, certifications } : stored,
      );
      toast(SUBMISSION_QUEUED);
    } catch (error) {
      toast(settingsSaveFailed(error));
    } finally {
      if (attempt === latest.current) setPending(null);
    }
  };

  const shown = pending ?? metadata.data?.certifications;
  return (
    <Card title="Licenses & Certifications" headingLevel={3}>
      <Stack gap={4}>
        {metadata.isPending && <Spinner label="Loading your certifications" />}
        {metadata.isError && !metadata.data && (
          <Stack gap={2} align="start">
            <p role="alert">{METADATA_LOAD_FAILED.description}</p>
            <Button variant="secondary" size="sm" onClick={() => void metadata.refetch()}>
              Try again
            </Button>
          </Stack>
        )}
        {shown?.length === 0 && <p>No licenses or certifications added yet.</p>}
        {shown && (
          <TagInput
            label="Add a license or certification"
            hint="Press Enter to add it; it is saved at once."
            placeholder="e.g. OSHA 10"
            value={shown}
            onChange={(certifications) => void change(certifications)}
          />
        )}
      </Stack>
    </Card>
  );
}
