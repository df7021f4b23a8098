import type { FieldError } from '@rha/contracts';
import { AVAILABILITY_SLOTS } from '@rha/contracts/reference';
import {
  Button,
  Checkbox,
  FormAlert,
  Grid,
  Stack,
  Switch,
  TagInput,
  TextArea,
  useToast,
} from '@rha/design-system';
import { useState, type FormEvent } from 'react';
import { useUpdateAdminTechnicianMetadata } from '../../../api/adminTechnicians';
import type { AdminTechnicianDetails } from '../../../api/bffTypes';
import { RequestError } from '../../../api/requestError';
import { errorFor } from '../../technician/profileDraft';
import { ReferencesField, type ReferencesTexts } from '../../technician/ReferencesField';
import { ToggleWithDetails } from '../../technician/ToggleWithDetails';
import { DetailSection } from '../DetailSection';
import {
  DETAILS_UPDATE_FAILED,
  DETAILS_UPDATE_REFUSED,
  DETAILS_UPDATED,
  failureNotice,
  NO_REFERENCES,
} from '../notices';
import { AVAILABILITY_LABELS } from '../../onboarding/onboardingSteps';
import { draftOf, editBodyOf, metadataFieldErrors, type MetadataDraft } from './editDraft';
import { FIELD_LABELS } from './fieldLabels';

type ListField = {
  [Field in keyof MetadataDraft]: MetadataDraft[Field] extends string[] ? Field : never;
}[keyof MetadataDraft];

type FlagField = 'backgroundCheck' | 'ageVerified' | 'policyAccepted' | 'discord';

/** Each yes/no answer that has details, and the field holding them. */
const DETAILS_OF = {
  hasFishCamp: 'fishCampResp',
  hasTravel: 'travelResponse',
  isTribalMember: 'tribe',
} as const;

type ToggleField = keyof typeof DETAILS_OF;

const REFERENCE_TEXTS: ReferencesTexts = {
  empty: NO_REFERENCES,
  newReference: 'New reference',
  add: 'Add reference',
};

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

  const set = <Field extends keyof MetadataDraft>(field: Field, value: MetadataDraft[Field]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const list = (field: ListField) => (
    <TagInput
      label={FIELD_LABELS[field]}
      value={draft[field]}
      onChange={(value) => set(field, value)}
      removeLabel={(tag) => `Remove ${tag} from ${FIELD_LABELS[field]}`}
      error={errorFor(errors, field)}
    />
  );

  const flag = (field: FlagField) => (
    <Checkbox
      label={FIELD_LABELS[field]}
      checked={draft[field]}
      onCheckedChange={(checked) => set(field, checked)}
      error={errorFor(errors, field)}
    />
  );

  const toggle = (field: ToggleField) => {
    const detailsField = DETAILS_OF[field];
    return (
      <ToggleWithDetails
        toggleLabel={FIELD_LABELS[field]}
        checked={draft[field]}
        onCheckedChange={(checked) => set(field, checked)}
        detailsLabel={FIELD_LABELS[detailsField]}
        details={draft[detailsField]}
        onDetailsChange={(details) => set(detailsField, details)}
        error={errorFor(errors, detailsField)}
      />
    );
  };

  const text = (field: 'goodFit' | 'interviewNotes', rows: number) => (
    <TextArea
      label={FIELD_LABELS[field]}
      value={draft[field]}
      rows={rows}
      error={errorFor(errors, field)}
      onChange={(event) => set(field, event.target.value)}
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
        <DetailSection title="Availability">
          <Grid columns={2} gap={3}>
            {AVAILABILITY_SLOTS.map((slot) => (
              <Switch
                key={slot}
                label={AVAILABILITY_LABELS[slot]}
                checked={Boolean(draft.availability[slot])}
                onCheckedChange={(checked) =>
                  set('availability', { ...draft.availability, [slot]: checked })
                }
              />
            ))}
          </Grid>
        </DetailSection>

        <DetailSection title="Skills">
          {list('handyman')}
          {list('it')}
          {list('electrical')}
          {list('fieldwork')}
          {list('responseTime')}
        </DetailSection>

        <DetailSection title="Tools and equipment">
          {list('toolsHandTools')}
          {list('toolsTech')}
          {list('toolsTransport')}
          {list('toolsOther')}
        </DetailSection>

        <DetailSection title="Training and certifications">
          {list('training')}
          {list('certifications')}
        </DetailSection>

        <DetailSection title="References">
          <ReferencesField
            value={draft.references}
            onChange={(references) => set('references', references)}
            errors={errors}
            texts={REFERENCE_TEXTS}
            withRelationship
          />
        </DetailSection>

        <DetailSection title="Fish camp and travel">
          {toggle('hasFishCamp')}
          {toggle('hasTravel')}
        </DetailSection>

        <DetailSection title="Background">
          <Stack gap={3}>
            {flag('backgroundCheck')}
            {flag('ageVerified')}
            {flag('policyAccepted')}
            {flag('discord')}
          </Stack>
          {toggle('isTribalMember')}
        </DetailSection>

        <DetailSection title="Good fit and interview">
          {text('goodFit', 4)}
          {text('interviewNotes', 6)}
        </DetailSection>

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
