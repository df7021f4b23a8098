import { zodResolver } from '@hookform/resolvers/zod';
import { US_STATES } from '@rha/contracts/reference';
import { companySettingsSchema, type CompanySettingsInput } from '@rha/contracts/schemas';
import {
  Button,
  Combobox,
  FormAlert,
  Grid,
  media,
  PageTitle,
  Stack,
  TextField,
} from '@rha/design-system';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import styled from 'styled-components';
import { RequestError, failureMessage } from '../../api/requestError';
import { useToast } from '../../notifications/ToastProvider';
import { PROFILE_SAVED, PROFILE_SAVED_NOTE, profileSaveFailed } from './notices';
import { useCompanyProfileSave } from './useCompanyProfileSave';

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
}

/** Company Information and Location Information with one 'Save Changes' (spec 01 §2, §4). */
export function CompanyProfileForm({
  defaultValues,
  userType,
  locationId,
}: CompanyProfileFormProps) {
  const toast = useToast();
  const { phase, save } = useCompanyProfileSave();
  const [saved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CompanySettingsInput>({
    resolver: zodResolver(companySettingsSchema),
    // Follows the stored profile as it reloads (after a save, or a location edited below) while
    // keeping whatever the person has changed and not saved yet.
    values: defaultValues,
    resetOptions: { keepDirtyValues: true },
  });

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
        toast.show(profileSaveFailed(outcome.errors[0]?.message));
        return;
      }
      setSaved(true);
      toast.show(PROFILE_SAVED);
    } catch (error) {
      if (error instanceof RequestError) showFieldErrors(error.fieldErrors);
      toast.show(profileSaveFailed(failureMessage(error)));
    }
  });

  const busy = phase !== 'idle';
  return (
    <form noValidate aria-label="Company profile" onSubmit={onSubmit}>
      <Stack gap={8}>
        <Stack gap={4}>
          <PageTitle level={2}>Company Information</PageTitle>
          <Grid columns={2} gap={4}>
            <TextField
              label="Company Name"
              autoComplete="organization"
              error={errors.companyName?.message}
              {...register('companyName')}
            />
            <TextField
              label="Website"
              type="url"
              autoComplete="url"
              placeholder="https://"
              error={errors.website?.message}
              {...register('website')}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...register('phone')}
            />
          </Grid>
        </Stack>
        <Stack gap={4}>
          <PageTitle level={2}>Location Information</PageTitle>
          <Grid columns={2} gap={4}>
            <TextField
              label="Street Address"
              autoComplete="street-address"
              error={errors.address?.message}
              {...register('address')}
            />
            <TextField
              label="Village/City"
              autoComplete="address-level2"
              error={errors.city?.message}
              {...register('city')}
            />
            <Controller
              control={control}
              name="state"
              render={({ field }) => (
                <Combobox
                  ref={field.ref}
                  name={field.name}
                  label="State"
                  options={US_STATES}
                  value={field.value || null}
                  onChange={(state) => field.onChange(state ?? '')}
                  onBlur={field.onBlur}
                  error={errors.state?.message}
                />
              )}
            />
            <TextField
              label="Zip Code"
              inputMode="numeric"
              autoComplete="postal-code"
              error={errors.zipCode?.message}
              {...register('zipCode')}
            />
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
