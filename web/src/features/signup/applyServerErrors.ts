import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { RequestError } from '../../api/requestError';

/**
 * Puts the server's field errors under the fields of the form. The bff names draft fields
 * `info.zipCode`; the form calls it `zipCode`. Answers whether any field got a message.
 */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<Values>,
): boolean {
  if (!(error instanceof RequestError)) return false;
  let applied = false;
  for (const { field, message } of error.fieldErrors) {
    const name = field.replace(/^info\./, '');
    if (fields.includes(name)) {
      setError(name as Path<Values>, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
