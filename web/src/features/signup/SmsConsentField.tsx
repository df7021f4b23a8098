import { Checkbox } from '@rha/design-system';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export const SMS_CONSENT_LABEL =
  'I agree to receive text messages from Remote Hands Alaska about my account and service requests. Message and data rates may apply; reply STOP to opt out.';

/** The SMS consent checkbox; optional, sign-up never requires it. */
export function SmsConsentField<Values extends FieldValues, Validated>({
  control,
}: {
  control: Control<Values, unknown, Validated>;
}) {
  return (
    <Controller
      control={control}
      name={'smsConsent' as Path<Values>}
      render={({ field }) => (
        <Checkbox
          ref={field.ref}
          name={field.name}
          label={SMS_CONSENT_LABEL}
          checked={field.value === true}
          onCheckedChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
