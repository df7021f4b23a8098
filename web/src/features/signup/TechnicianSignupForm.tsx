import { technicianSignupInfoSchema, type TechnicianSignupInfo } from '@rha/contracts/schemas';
import { Grid } from '@rha/design-system';
import { HomeCommunityField, ZipCodeField } from '../forms/AddressFields';
import { EmailField, FormTextField, PhoneField } from '../forms/TextFields';
import { SignupFormFrame } from './SignupFormFrame';
import { SmsConsentField } from './SmsConsentField';
import type { TechnicianSignupValues } from './signupValues';
import { useSignupForm } from './useSignupForm';

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
  const { control, setValue } = form;

  return (
    <SignupFormFrame onSubmit={onSubmit} alert={alert} pending={pending}>
      <FormTextField form={form} name="name" label="Full Name" autoComplete="name" />
      <EmailField form={form} name="email" />
      <HomeCommunityField
        form={form}
        hint="Start typing to search Alaska communities"
        fillZipCode={(zipCode) =>
          setValue('zipCode', zipCode, { shouldValidate: form.formState.isSubmitted })
        }
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
