import { ALASKA_COMMUNITIES, alaskaCommunityByName } from '@rha/contracts/reference';
import { technicianSignupInfoSchema, type TechnicianSignupInfo } from '@rha/contracts/schemas';
import { Combobox, Grid } from '@rha/design-system';
import { Controller } from 'react-hook-form';
import { ZipCodeField } from '../forms/AddressFields';
import { EmailField, FormTextField, PhoneField } from '../forms/TextFields';
import { SignupFormFrame } from './SignupFormFrame';
import { SmsConsentField } from './SmsConsentField';
import type { TechnicianSignupValues } from './signupValues';
import { useSignupForm } from './useSignupForm';

const COMMUNITY_NAMES = ALASKA_COMMUNITIES.map((community) => community.name);

export interface TechnicianSignupFormProps {
  defaultValues: TechnicianSignupValues;
  pending: boolean;
  submit(info: TechnicianSignupInfo): Promise<void>;
  failure?: Error | null;
}

/** Technician sign-up: home community from the Alaska list, state fixed to Alaska. */
export function TechnicianSignupForm({
  defaultValues,
  pending,
  submit,
  failure,
}: TechnicianSignupFormProps) {
  const { form, alert, onSubmit } = useSignupForm<TechnicianSignupValues, TechnicianSignupInfo>({
    userType: 'technician',
    schema: technicianSignupInfoSchema,
    defaultValues,
    submit,
    failure,
  });
  const {
    control,
    setValue,
    formState: { errors },
  } = form;

  const chooseCommunity = (name: string | null, onChange: (value: string) => void) => {
    onChange(name ?? '');
    const zipCodes = name ? (alaskaCommunityByName(name)?.zipCodes ?? []) : [];
    // Only an unambiguous ZIP code is filled in; Anchorage and the like leave it to the person.
    if (zipCodes.length === 1 && zipCodes[0]) {
      setValue('zipCode', zipCodes[0], { shouldValidate: form.formState.isSubmitted });
    }
  };

  return (
    <SignupFormFrame onSubmit={onSubmit} alert={alert} pending={pending}>
      <FormTextField form={form} name="name" label="Full Name" autoComplete="name" />
      <EmailField form={form} name="email" />
      <Controller
        control={control}
        name="city"
        render={({ field }) => (
          <Combobox
            ref={field.ref}
            name={field.name}
            label="Home Community"
            hint="Start typing to search Alaska communities"
            options={COMMUNITY_NAMES}
            value={field.value || null}
            onChange={(name) => chooseCommunity(name, field.onChange)}
            onBlur={field.onBlur}
            error={errors.city?.message}
          />
        )}
      />
      <Grid columns={2} gap={4}>
        <FormTextField form={form} name="state" label="State" readOnly />
        <ZipCodeField form={form} label="ZIP Code" />
      </Grid>
      <PhoneField form={form} name="phone" label="Phone Number" />
      <SmsConsentField control={control} />
    </SignupFormFrame>
  );
}
