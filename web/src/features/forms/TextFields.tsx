import { TextField, type TextFieldProps } from '@rha/design-system';
import type { FieldValues, Path } from 'react-hook-form';
import { registerField, type FieldForm } from './registerField';

export interface FormTextFieldProps<Values extends FieldValues> extends Omit<
  TextFieldProps,
  'name' | 'error' | 'form'
> {
  form: Pick<FieldForm<Values>, 'register' | 'formState'>;
  name: Path<Values>;
}

/** A TextField registered on the form as `name`, showing that field's error. */
export function FormTextField<Values extends FieldValues>({
  form,
  name,
  ...rest
}: FormTextFieldProps<Values>) {
  return <TextField {...rest} {...registerField(form, name)} />;
}

/** A field whose label has a default. */
type LabelledFieldProps<Values extends FieldValues> = Omit<FormTextFieldProps<Values>, 'label'> & {
  label?: string;
};

/** A telephone number field (label 'Phone' unless told). */
export function PhoneField<Values extends FieldValues>({
  label = 'Phone',
  ...rest
}: LabelledFieldProps<Values>) {
  return <FormTextField label={label} type="tel" autoComplete="tel" {...rest} />;
}

/** An e-mail address field (label 'Email' unless told). */
export function EmailField<Values extends FieldValues>({
  label = 'Email',
  ...rest
}: LabelledFieldProps<Values>) {
  return <FormTextField label={label} type="email" autoComplete="email" {...rest} />;
}
