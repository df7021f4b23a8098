import { RadioGroup } from '@rha/design-system';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface YesNoFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  hint?: string;
  error?: string | undefined;
}

/** A yes/no question; unanswered is ''. */
export function YesNoField<Values extends FieldValues>({
  control,
  name,
  label,
  hint,
  error,
}: YesNoFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioGroup
          ref={field.ref}
          name={field.name}
          label={label}
          {...(hint ? { hint } : {})}
          error={error}
          value={(field.value as string) ?? ''}
          onValueChange={field.onChange}
        />
      )}
    />
  );
}
