import type { FieldError } from '@rha/contracts';
import {
  AVAILABILITY_SLOTS,
  CERTIFICATIONS,
  ELECTRICAL_SKILLS,
  FIELDWORK_SKILLS,
  HAND_TOOLS,
  HANDYMAN_SKILLS,
  IT_SKILLS,
  RESPONSE_TIMES,
  TECHNICAL_TOOLS,
  TRAINING_PROGRAMS,
  TRANSPORTATION_OPTIONS,
} from '@rha/contracts/reference';
import {
  Button,
  Card,
  Checkbox,
  Grid,
  Link,
  Stack,
  Switch,
  TextArea,
  useToast,
} from '@rha/design-system';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { TechnicianMetadata } from '../../api/bffTypes';
import { RequestError } from '../../api/requestError';
import { useSaveTechnicianMetadata } from '../../api/technicianMetadata';
import { formDraftKey, formDraftStore } from '../drafts/formDraft';
import { useDraftWriter } from '../drafts/useDraftWriter';
import { AVAILABILITY_LABELS } from '../onboarding/onboardingSteps';
import { SUBMISSION_QUEUED } from '../submission-queue/notices';
import { submitOrQueue } from '../submission-queue/submitOrQueue';
import { METADATA_SAVED, metadataSaveFailed } from './notices';
import { OptionListField } from './OptionListField';
import {
  changedFields,
  changesOnDevice,
  draftOf,
  errorFor,
  saveBodyOf,
  type ListField,
  type ProfileDraft,
} from './profileDraft';
import { ReferencesField, type ReferencesTexts } from './ReferencesField';
import { SaveRow } from './SaveRow';
import { ToggleWithDetails } from './ToggleWithDetails';

const REFERENCE_TEXTS: ReferencesTexts = {
  empty: 'No references added yet.',
  listLabel: 'Your references',
  newReference: 'Reference',
  add: 'Add Reference',
};

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

  const set = <Field extends keyof ProfileDraft>(field: Field, value: ProfileDraft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    deviceDraft.schedule();
  };

  const list = (field: ListField) => ({
    value: draft[field],
    onChange: (value: string[]) => set(field, value),
    error: errorFor(errors, field),
  });

  const consent = (field: 'backgroundCheck' | 'discord' | 'ageVerified' | 'policyAccepted') => ({
    checked: draft[field],
    onCheckedChange: (checked: boolean) => set(field, checked),
    error: errorFor(errors, field),
  });

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
        <ProfileSection title="Why are you a good fit?">
          <TextArea
            label="Tell us why you would be a good fit"
            value={draft.goodFit}
            rows={5}
            error={errorFor(errors, 'goodFit')}
            onChange={(event) => set('goodFit', event.target.value)}
          />
        </ProfileSection>

        <ProfileSection title="Skills">
          <OptionListField
            legend="Handyman"
            options={HANDYMAN_SKILLS}
            customLabel="Other handyman skills"
            {...list('handyman')}
          />
          <OptionListField
            legend="IT"
            options={IT_SKILLS}
            customLabel="Other IT skills"
            {...list('it')}
          />
          <OptionListField
            legend="Electrical"
            options={ELECTRICAL_SKILLS}
            customLabel="Other electrical skills"
            {...list('electrical')}
          />
          <OptionListField
            legend="Fieldwork"
            options={FIELDWORK_SKILLS}
            customLabel="Other fieldwork skills"
            {...list('fieldwork')}
          />
        </ProfileSection>

        <ProfileSection title="Certifications">
          <OptionListField
            legend="Certifications you hold"
            options={CERTIFICATIONS}
            customLabel="Other certifications"
            {...list('certifications')}
          />
        </ProfileSection>

        <ProfileSection title="Training">
          <OptionListField
            legend="Training you have completed"
            options={TRAINING_PROGRAMS}
            customLabel="Other training"
            {...list('training')}
          />
        </ProfileSection>

        <ProfileSection title="Availability">
          <Grid columns={2} gap={4} role="group" aria-label="When you are available">
            {AVAILABILITY_SLOTS.map((slot) => (
              <Switch
                key={slot}
                label={AVAILABILITY_LABELS[slot]}
                checked={draft.availability[slot]}
                onCheckedChange={(checked) =>
                  set('availability', { ...draft.availability, [slot]: checked })
                }
              />
            ))}
          </Grid>
        </ProfileSection>

        <ProfileSection title="Response Time">
          <OptionListField
            legend="How quickly you can respond"
            options={RESPONSE_TIMES}
            customLabel="Other response time"
            placeholder="e.g. 2, 4, 8, 24 hours"
            {...list('responseTime')}
          />
        </ProfileSection>

        <ProfileSection title="Extended Stays/Fish Camp">
          <ToggleWithDetails
            toggleLabel="I go to fish camp or take extended stays away from home"
            checked={draft.hasFishCamp}
            onCheckedChange={(checked) => set('hasFishCamp', checked)}
            detailsLabel="Tell us about your fish camp or extended stays"
            details={draft.fishCampResp}
            onDetailsChange={(text) => set('fishCampResp', text)}
            error={errorFor(errors, 'fishCampResp')}
          />
        </ProfileSection>

        <ProfileSection title="Travel Capability">
          <ToggleWithDetails
            toggleLabel="I can travel to other communities for work"
            checked={draft.hasTravel}
            onCheckedChange={(checked) => set('hasTravel', checked)}
            detailsLabel="Which villages or regions can you travel to?"
            details={draft.travelResponse}
            onDetailsChange={(text) => set('travelResponse', text)}
            error={errorFor(errors, 'travelResponse')}
          />
        </ProfileSection>

        <ProfileSection title="Tribal Membership">
          <ToggleWithDetails
            toggleLabel="I am a tribal member"
            checked={draft.isTribalMember}
            onCheckedChange={(checked) => set('isTribalMember', checked)}
            detailsLabel="Tribe"
            details={draft.tribe}
            onDetailsChange={(text) => set('tribe', text)}
            error={errorFor(errors, 'tribe')}
          />
        </ProfileSection>

        <ProfileSection title="Tools">
          <OptionListField
            legend="Technology"
            options={TECHNICAL_TOOLS}
            customLabel="Other technology"
            {...list('toolsTech')}
          />
          <OptionListField
            legend="Hand Tools"
            options={HAND_TOOLS}
            customLabel="Other hand tools"
            {...list('toolsHandTools')}
          />
          <OptionListField
            legend="Transportation"
            options={TRANSPORTATION_OPTIONS}
            customLabel="Other transportation"
            {...list('toolsTransport')}
          />
          <OptionListField
            legend="Other"
            options={[]}
            customLabel="Other tools and equipment"
            {...list('toolsOther')}
          />
        </ProfileSection>

        <ProfileSection title="Background Check">
          <Checkbox label="I consent to a background check" {...consent('backgroundCheck')} />
        </ProfileSection>

        <ProfileSection title="Discord">
          <Checkbox label="I will join the Discord community" {...consent('discord')} />
        </ProfileSection>

        <ProfileSection title="Age Verification">
          <Checkbox label="I confirm that I am at least 18 years old" {...consent('ageVerified')} />
        </ProfileSection>

        <ProfileSection title="Policy Acceptance">
          <Checkbox label="I accept the privacy policy" {...consent('policyAccepted')} />
          <Link href="/privacy-policy" external>
            Read the privacy policy
          </Link>
        </ProfileSection>

        <ProfileSection title="References">
          <ReferencesField
            value={draft.references}
            onChange={(references) => set('references', references)}
            errors={errors}
            texts={REFERENCE_TEXTS}
          />
        </ProfileSection>

        <SaveRow>
          <Button type="submit" size="lg" loading={save.isPending} loadingLabel="Saving...">
            Save Changes
          </Button>
        </SaveRow>
      </Stack>
    </form>
  );
}
