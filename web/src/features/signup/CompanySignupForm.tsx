import { companySignupInfoSchema, type CompanySignupInfo } from '@rha/contracts/schemas';
import { Grid } from '@rha/design-system';
import { CityField, StateField, StreetAddressField, ZipCodeField } from '../forms/AddressFields';
import { FormTextField, PhoneField } from '../forms/TextFields';
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

/** Company sign-up, also for the services audience: the state from the 50 US states. */
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

  return (
    <SignupFormFrame onSubmit={onSubmit} alert={alert} pending={pending}>
      <FormTextField form={form} name="name" label="Contact Name" autoComplete="name" />
      <FormTextField
        form={form}
        name="companyName"
        label="Company Name"
        autoComplete="organization"
      />
      <StreetAddressField form={form} />
      <Grid columns={2} gap={4}>
        <CityField form={form} label="City" />
        <StateField form={form} />
        <ZipCodeField form={form} label="ZIP Code" />
        <PhoneField form={form} name="phone" label="Phone Number" />
      </Grid>
      <FormTextField
        form={form}
        name="website"
        label="Website (optional)"
        type="url"
        autoComplete="url"
        placeholder="https://"
      />
      <SmsConsentField control={form.control} />
    </SignupFormFrame>
  );
}
