import { zodResolver } from '@hookform/resolvers/zod';
import { US_STATES } from '@rha/contracts/reference';
import { locationSchema, type LocationInput } from '@rha/contracts/schemas';
import { Button, Combobox, FormAlert, Stack, TextField } from '@rha/design-system';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { RequestError, failureMessage } from '../../api/requestError';

const FIELDS = ['address', 'city', 'state', 'zipCode'];

export interface LocationFormProps {
  defaultValues: Required<LocationInput>;
  submitLabel: string;
  /** Saves the location; rejects with the server's refusal. */
  onSave(location: LocationInput): Promise<void>;
}

/** Street address, village or city, state and ZIP code of one company location. */
export function LocationForm({ defaultValues, submitLabel, onSave }: LocationFormProps) {
  const [alert, setAlert] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LocationInput>({ resolver: zodResolver(locationSchema), defaultValues });

  const onSubmit = handleSubmit(async (location) => {
    setAlert(undefined);
    try {
      await onSave(location);
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
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
