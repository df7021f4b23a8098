import { US_STATES } from '@rha/contracts/reference';
import { companySignupInfoSchema, type CompanySignupInfo } from '@rha/contracts/schemas';
import { Combobox, Grid, TextField } from '@rha/design-system';
import { Controller } from 'react-hook-form';
import { SignupFormFrame } from './SignupFormFrame';
import { SmsConsentField } from './SmsConsentField';
import type { CompanySignupValues } from './signupValues';
import { useSignupForm } from './useSignupForm';

export interface CompanySignupFormProps {
  defaultValues: CompanySignupValues;
  pending: boolean;
  submit(info: CompanySignupInfo): Promise<void>;
  failure?: Error | null;
}

/** Company sign-up (spec 01 §3), also for the services audience: the state from the 50 US states. */
export function CompanySignupForm({
  defaultValues,
  pending,
  submit,
  failure,
}: CompanySignupFormProps) {
  const { form, alert, onSubmit } = useSignupForm<CompanySignupValues, CompanySignupInfo>({
    userType: 'company',
    schema: companySignupInfoSchema,
    defaultValues,
    submit,
    failure,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <SignupFormFrame onSubmit={onSubmit} alert={alert} pending={pending}>
      <TextField
        label="Contact Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Company Name"
        autoComplete="organization"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <TextField
        label="Street Address"
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <Grid columns={2} gap={4}>
        <TextField
          label="City"
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
          label="ZIP Code"
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors.zipCode?.message}
          {...register('zipCode')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </Grid>
      <TextField
        label="Website (optional)"
        type="url"
        autoComplete="url"
        placeholder="https://"
        error={errors.website?.message}
        {...register('website')}
      />
      <SmsConsentField control={control} />
    </SignupFormFrame>
  );
}
