import {
  get,
  type Control,
  type FieldValues,
  type FormState,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';

/** The parts of a react-hook-form form that its fields are wired to. */
export interface FieldForm<Values extends FieldValues, Validated = Values> {
  register: UseFormRegister<Values>;
  // NoInfer: the field values are read off `register` alone; formState's partial defaults would widen them.
  control: Control<NoInfer<Values>, unknown, Validated>;
  formState: FormState<NoInfer<Values>>;
}

/** The message of the field's current error, if it has one. */
export function fieldError<Values extends FieldValues>(
  form: Pick<FieldForm<Values>, 'formState'>,
  name: Path<Values>,
): string | undefined {
  return (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
}

/** register(name) for an input, plus the field's error message from the form state. */
export function registerField<Values extends FieldValues>(
  form: Pick<FieldForm<Values>, 'register' | 'formState'>,
  name: Path<Values>,
) {
  return { ...form.register(name), error: fieldError(form, name) };
}
