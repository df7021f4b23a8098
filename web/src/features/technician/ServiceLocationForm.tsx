import { zodResolver } from '@hookform/resolvers/zod';
import { technicianLocationSchema, type TechnicianLocationInput } from '@rha/contracts/schemas';
import { Button, Grid, Stack } from '@rha/design-system';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { RequestError } from '../../api/requestError';
import { useFormDraft } from '../drafts/useFormDraft';
import { HomeCommunityField, ZipCodeField } from '../forms/AddressFields';
import { FormTextField } from '../forms/TextFields';

const FIELDS = ['city', 'state', 'zipCode'] as const;

function isLocationField(field: string): field is (typeof FIELDS)[number] {
  return (FIELDS as readonly string[]).includes(field);
}

export interface ServiceLocationFormProps {
  defaultValues: TechnicianLocationInput;
  /** 'Add Location' or 'Update Location'. */
  submitLabel: string;
  /** Where what is typed is kept on the device until saved. */
  draftKey: string;
  /** Saves the location; rejects with the server's refusal, whose field errors go under the fields. */
  onSave(location: TechnicianLocationInput): Promise<void>;
  onCancel(): void;
}

/** Home community (from the Alaska list), state (always Alaska) and ZIP code, checked as typed. */
export function ServiceLocationForm({
  defaultValues,
  submitLabel,
  draftKey,
  onSave,
  onCancel,
}: ServiceLocationFormProps) {
  const form = useForm<TechnicianLocationInput>({
    resolver: zodResolver(technicianLocationSchema),
    defaultValues,
    mode: 'onChange',
  });
  const draft = useFormDraft(form, draftKey);
  const {
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { isSubmitting },
  } = form;

  // The form replaces the button that opened it: focus moves into it.
  useEffect(() => setFocus('city'), [setFocus]);

  const onSubmit = handleSubmit(async (location) => {
    try {
      await onSave(location);
      draft.clear();
    } catch (error) {
      if (!(error instanceof RequestError)) return;
      for (const { field, message } of error.fieldErrors) {
        if (isLocationField(field)) setError(field, { message });
      }
    }
  });

  return (
    <form noValidate aria-label="Service location" onSubmit={onSubmit}>
      <Stack gap={4}>
        <HomeCommunityField
          form={form}
          label="City"
          hint="Your home community: start typing to search Alaska communities"
          fillZipCode={(zipCode) =>
            setValue('zipCode', zipCode, { shouldValidate: true, shouldDirty: true })
          }
        />
        <Grid columns={2} gap={4}>
          <FormTextField form={form} name="state" label="State" readOnly />
          <ZipCodeField form={form} label="ZIP Code" />
        </Grid>
        <Stack direction="row" gap={3} wrap>
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              draft.clear();
              onCancel();
            }}
            disabled={isSubmitting}
          >
            Cancel
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
