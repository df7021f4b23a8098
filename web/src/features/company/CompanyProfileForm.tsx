import { zodResolver } from '@hookform/resolvers/zod';
import { companySettingsSchema, type CompanySettingsInput } from '@rha/contracts/schemas';
import { Button, FormAlert, Grid, media, PageTitle, Stack, useToast } from '@rha/design-system';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import styled from 'styled-components';
import { RequestError, failureMessage } from '../../api/requestError';
import { useFormDraft } from '../drafts/useFormDraft';
import { AddressFields } from '../forms/AddressFields';
import { PendingEmailNotice } from '../email-change/PendingEmailNotice';
import { EmailField, FormTextField, PhoneField } from '../forms/TextFields';
import { SUBMISSION_QUEUED } from '../submission-queue/notices';
import { PROFILE_SAVED, PROFILE_SAVED_NOTE, profileSaveFailed } from './notices';
import { PROFILE_DRAFT_KEY, useCompanyProfileSave } from './useCompanyProfileSave';

export type CompanyProfileValues = Required<
  Pick<
    CompanySettingsInput,
    'companyName' | 'website' | 'email' | 'phone' | 'address' | 'city' | 'state' | 'zipCode'
  >
>;

const FIELDS: readonly (keyof CompanyProfileValues)[] = [
  'companyName',
  'website',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
];

function isPanelField(field: string): field is keyof CompanyProfileValues {
  return (FIELDS as readonly string[]).includes(field);
}

/** Full width on small screens, its own width from tablets up. */
const SaveRow = styled.div`
  display: flex;
  & > * {
    width: 100%;
  }
  ${media.atLeast.md} {
    & > * {
      width: auto;
    }
  }
`;

export interface CompanyProfileFormProps {
  defaultValues: CompanyProfileValues;
  /** Sent with the save as the spec's panel does; never changes the role. */
  userType: CompanySettingsInput['userType'];
  /** The location this panel edits (the user's, else the company's first). */
  locationId: string | null;
  /** A new address waiting for its confirmation link; the saved one stays in force until then. */
  pendingEmail: string | null;
}

/** Company Information and Location Information with one 'Save Changes'. */
export function CompanyProfileForm({
  defaultValues,
  userType,
  locationId,
  pendingEmail,
}: CompanyProfileFormProps) {
  const { toast } = useToast();
  const { phase, save } = useCompanyProfileSave();
  const [saved, setSaved] = useState(false);
  const form = useForm<CompanySettingsInput>({
    resolver: zodResolver(companySettingsSchema),
    // Follows the stored profile as it reloads (after a save, or a location edited below) while
    // keeping whatever the person has changed and not saved yet.
    values: defaultValues,
    resetOptions: { keepDirtyValues: true },
  });
  const draft = useFormDraft(form, PROFILE_DRAFT_KEY);
  const { handleSubmit, setError } = form;

  const showFieldErrors = (fieldErrors: readonly { field: string; message: string }[]) => {
    for (const { field, message } of fieldErrors) {
      if (isPanelField(field)) setError(field as Path<CompanySettingsInput>, { message });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    try {
      const outcome = await save({
        ...values,
        website: values.website ?? '',
        ...(userType !== undefined ? { userType } : {}),
        locationId,
      });
      if (outcome.status === 'address-invalid') {
        showFieldErrors(outcome.errors);
        toast(profileSaveFailed(outcome.errors[0]?.message));
        return;
      }
      draft.clear();
      if (outcome.status === 'queued') {
        toast(SUBMISSION_QUEUED);
        return;
      }
      setSaved(true);
      toast(PROFILE_SAVED);
    } catch (error) {
      if (error instanceof RequestError) showFieldErrors(error.fieldErrors);
      toast(profileSaveFailed(failureMessage(error)));
    }
  });

  const busy = phase !== 'idle';
  return (
    <form noValidate aria-label="Company profile" onSubmit={onSubmit}>
      <Stack gap={8}>
        <Stack gap={4}>
          <PageTitle level={2}>Company Information</PageTitle>
          <Grid columns={2} gap={4}>
            <FormTextField
              form={form}
              name="companyName"
              label="Company Name"
              autoComplete="organization"
            />
            <FormTextField
              form={form}
              name="website"
              label="Website"
              type="url"
              autoComplete="url"
              placeholder="https://"
            />
            <EmailField form={form} name="email" />
            <PhoneField form={form} name="phone" />
          </Grid>
          <PendingEmailNotice user={{ email: defaultValues.email, pendingEmail }} />
        </Stack>
        <Stack gap={4}>
          <PageTitle level={2}>Location Information</PageTitle>
          <Grid columns={2} gap={4}>
            <AddressFields form={form} />
          </Grid>
        </Stack>
        {saved && <FormAlert variant="success" title={PROFILE_SAVED_NOTE} />}
        <SaveRow>
          <Button
            type="submit"
            size="lg"
            loading={busy}
            loadingLabel={phase === 'checking' ? 'Validating Address...' : 'Saving...'}
          >
            Save Changes
          </Button>
        </SaveRow>
      </Stack>
    </form>
  );
}
