import type { FieldError } from '@rha/contracts';
import { PROFILE_SECTIONS, QUESTIONNAIRE } from '@rha/contracts/questionnaire';
import { Button, Card, Stack, useToast } from '@rha/design-system';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { TechnicianMetadata } from '../../api/bffTypes';
import { RequestError } from '../../api/requestError';
import { useSaveTechnicianMetadata } from '../../api/technicianMetadata';
import { formDraftKey, formDraftStore } from '../drafts/formDraft';
import { useDraftWriter } from '../drafts/useDraftWriter';
import { SUBMISSION_QUEUED } from '../submission-queue/notices';
import { submitOrQueue } from '../submission-queue/submitOrQueue';
import { METADATA_SAVED, metadataSaveFailed } from './notices';
import {
  changedFields,
  changesOnDevice,
  draftOf,
  errorFor,
  saveBodyOf,
  type ProfileDraft,
} from './profileDraft';
import { SaveRow } from './SaveRow';
import { QuestionField } from '../questionnaire/QuestionField';
import type { QuestionnaireValues } from '../questionnaire/questionFieldProps';

const DRAFT_KEY = formDraftKey('technician-profile');

/** The stored answers with this device's unsaved changes over them. */
function withDeviceDraft(metadata: TechnicianMetadata): ProfileDraft {
  return {
    ...draftOf(metadata),
    ...changesOnDevice(metadata, formDraftStore(DRAFT_KEY).read()?.values),
  };
}

function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} headingLevel={3} variant="outlined">
      <Stack gap={4}>{children}</Stack>
    </Card>
  );
}

/**
 * The technician's answers, edited here and saved as a whole. A reload of the stored metadata (after
 * a save) replaces the edited copy with what the server kept, except for the changes not saved yet,
 * which are kept on this device until the server has them.
 */
export function TechnicianProfileForm({ metadata }: { metadata: TechnicianMetadata }) {
  const { toast } = useToast();
  const save = useSaveTechnicianMetadata();
  const [source, setSource] = useState(metadata);
  const [draft, setDraft] = useState(() => withDeviceDraft(metadata));
  // A save sent later and turned down comes back with the server's errors.
  const [errors, setErrors] = useState<readonly FieldError[]>(
    () => formDraftStore(DRAFT_KEY).read()?.fieldErrors ?? [],
  );
  const deviceDraft = useDraftWriter(DRAFT_KEY, () => changedFields(source, draft));
  if (metadata !== source) {
    setSource(metadata);
    setDraft(withDeviceDraft(metadata));
  }

  // The page never asks for interview notes, so a patch never holds them.
  const change = (patch: Partial<QuestionnaireValues>) => {
    setDraft((current) => ({ ...current, ...patch }));
    deviceDraft.schedule();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    const body = saveBodyOf(draft);
    try {
      const outcome = await submitOrQueue(
        { kind: 'technician-profile', body, draftKey: DRAFT_KEY, record: 'technician-profile' },
        (idempotencyKey) => save.mutateAsync({ body, idempotencyKey }),
      );
      // Stored, or held by the queue until it is: the queue hands it back if the server refuses it.
      deviceDraft.clear();
      toast(outcome.status === 'queued' ? SUBMISSION_QUEUED : METADATA_SAVED);
    } catch (error) {
      if (error instanceof RequestError) setErrors(error.fieldErrors);
      toast(metadataSaveFailed(error));
    }
  };

  return (
    <form noValidate aria-label="Technician profile" onSubmit={(event) => void onSubmit(event)}>
      <Stack gap={6}>
        {PROFILE_SECTIONS.map((section) => (
          <ProfileSection key={section.title} title={section.title}>
            {section.steps.map((step) => (
              <QuestionField
                key={step}
                question={QUESTIONNAIRE[step].question}
                values={draft}
                onChange={change}
                errorOf={(field) => errorFor(errors, field)}
              />
            ))}
          </ProfileSection>
        ))}

        <SaveRow>
          <Button type="submit" size="lg" loading={save.isPending} loadingLabel="Saving...">
            Save Changes
          </Button>
        </SaveRow>
      </Stack>
    </form>
  );
}
