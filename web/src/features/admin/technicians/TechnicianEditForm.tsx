import type { FieldError } from '@rha/contracts';
import {
  INTERVIEW_NOTES_QUESTION,
  QUESTIONNAIRE,
  type Question,
} from '@rha/contracts/questionnaire';
import type { OnboardingStep } from '@rha/contracts/reference';
import { Button, FormAlert, Stack, useToast } from '@rha/design-system';
import { useState, type FormEvent } from 'react';
import { useUpdateAdminTechnicianMetadata } from '../../../api/adminTechnicians';
import type { AdminTechnicianDetails } from '../../../api/bffTypes';
import { RequestError } from '../../../api/requestError';
import { errorFor } from '../../technician/profileDraft';
import { QuestionField } from '../../questionnaire/QuestionField';
import type { QuestionnaireValues } from '../../questionnaire/questionFieldProps';
import { DetailSection } from '../DetailSection';
import {
  DETAILS_UPDATE_FAILED,
  DETAILS_UPDATE_REFUSED,
  DETAILS_UPDATED,
  failureNotice,
} from '../notices';
import { draftOf, editBodyOf, metadataFieldErrors } from './editDraft';

const asked = (...steps: OnboardingStep[]): Question[] =>
  steps.map((step) => QUESTIONNAIRE[step].question);

/** The admin's form groups the questions its own way, and closes with the interview notes. */
const EDIT_SECTIONS: readonly { title: string; questions: readonly Question[] }[] = [
  { title: 'Availability', questions: asked('availability') },
  {
    title: 'Skills',
    questions: asked('handyman', 'it', 'electrical', 'fieldwork', 'responseTime'),
  },
  {
    title: 'Tools and equipment',
    questions: asked('toolsHandTools', 'toolsTech', 'toolsTransport', 'toolsOther'),
  },
  { title: 'Training and certifications', questions: asked('training', 'certifications') },
  { title: 'References', questions: asked('references') },
  { title: 'Fish camp and travel', questions: asked('fishCamp', 'travel') },
  {
    title: 'Background',
    questions: asked(
      'backgroundCheck',
      'ageVerification',
      'finalReview',
      'discord',
      'tribalMember',
    ),
  },
  {
    title: 'Good fit and interview',
    questions: [...asked('goodFit'), INTERVIEW_NOTES_QUESTION],
  },
];

export interface TechnicianEditFormProps {
  details: AdminTechnicianDetails;
  /** Back to reading: after a stored save, or on Cancel (the copy is dropped). */
  onClose(): void;
}

/**
 * Every metadata field of one technician, edited on a copy. Save sends the copy at once; the panel
 * shows the change only once the server has stored it, and a failed save keeps the copy here.
 */
export function TechnicianEditForm({ details, onClose }: TechnicianEditFormProps) {
  const { toast } = useToast();
  const save = useUpdateAdminTechnicianMetadata(details.technician.id);
  const [draft, setDraft] = useState(() => draftOf(details.technicianMetadata));
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const change = (patch: Partial<QuestionnaireValues>) =>
    setDraft((current) => ({ ...current, ...patch }));

  const field = (question: Question, labelledBy?: string) => (
    <QuestionField
      key={question.field}
      question={question}
      values={draft}
      onChange={change}
      errorOf={(name) => errorFor(errors, name)}
      labelledBy={labelledBy}
      referencesWithRelationship
    />
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    setFailure(null);
    try {
      await save.mutateAsync(editBodyOf(draft));
      toast(DETAILS_UPDATED);
      onClose();
    } catch (error) {
      // An answer other than 200 is a refusal; no answer at all is a failure to send.
      const refused = error instanceof RequestError;
      const message = refused ? DETAILS_UPDATE_REFUSED : DETAILS_UPDATE_FAILED;
      if (refused) setErrors(metadataFieldErrors(error.fieldErrors));
      setFailure(message);
      toast(failureNotice(message));
    }
  };

  return (
    <form
      noValidate
      aria-label="Edit technician details"
      onSubmit={(event) => void onSubmit(event)}
    >
      <Stack gap={4}>
        {EDIT_SECTIONS.map((section) => (
          <DetailSection key={section.title} title={section.title}>
            {(headingId) =>
              // A lone question named like its section is labelled by the heading, not again.
              section.questions.map((question) =>
                field(question, question.label === section.title ? headingId : undefined),
              )
            }
          </DetailSection>
        ))}

        {failure && <FormAlert title={failure} />}

        <Stack direction="row" gap={3} justify="end" wrap>
          <Button variant="secondary" disabled={save.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} loadingLabel="Saving...">
            Save
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
