import { RadioGroup } from '@rha/design-system';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldError, type FieldForm } from '../forms/registerField';

export interface YesNoFieldProps<Values extends FieldValues, Validated> {
  form: FieldForm<Values, Validated>;
  name: FieldPath<Values>;
  label: string;
  hint?: string;
}

/** A yes/no question; unanswered is ''. */
export function YesNoField<Values extends FieldValues, Validated>({
  form,
  name,
  label,
  hint,
}: YesNoFieldProps<Values, Validated>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <RadioGroup
          ref={field.ref}
          name={field.name}
          label={label}
          {...(hint ? { hint } : {})}
          error={fieldError(form, name)}
          value={(field.value as string) ?? ''}
          onValueChange={field.onChange}
        />
      )}
    />
  );
}
