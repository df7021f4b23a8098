import { zodResolver } from '@hookform/resolvers/zod';
import { locationSchema, type LocationInput } from '@rha/contracts/schemas';
import { Button, FormAlert, Stack } from '@rha/design-system';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { RequestError, failureMessage } from '../../api/requestError';
import { useFormDraft } from '../drafts/useFormDraft';
import { AddressFields } from '../forms/AddressFields';

const FIELDS = ['address', 'city', 'state', 'zipCode'];

export interface LocationFormProps {
  defaultValues: Required<LocationInput>;
  submitLabel: string;
  /** Where what is typed is kept on the device until saved. */
  draftKey: string;
  /** Saves the location; rejects with the server's refusal. */
  onSave(location: LocationInput): Promise<void>;
}

/** Street address, village or city, state and ZIP code of one company location. */
export function LocationForm({ defaultValues, submitLabel, draftKey, onSave }: LocationFormProps) {
  const [alert, setAlert] = useState<string>();
  const form = useForm<LocationInput>({ resolver: zodResolver(locationSchema), defaultValues });
  const draft = useFormDraft(form, draftKey);
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (location) => {
    setAlert(undefined);
    try {
      await onSave(location);
      draft.clear();
    } catch (error) {
      if (error instanceof RequestError) {
        for (const { field, message } of error.fieldErrors) {
          if (FIELDS.includes(field)) setError(field as Path<LocationInput>, { message });
        }
      }
      setAlert(failureMessage(error) ?? 'Unknown error');
    }
  });

  return (
    <form noValidate aria-label={submitLabel} onSubmit={onSubmit}>
      <Stack gap={4}>
        {alert && <FormAlert title={alert} />}
        <AddressFields form={form} />
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
