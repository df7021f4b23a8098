import { failureMessage, RequestError } from '../../api/requestError';

/** The server's refusal split for a form: each field's message, and the rest for its alert. */
export interface Refusal {
  fields: Record<string, string>;
  alert?: string;
}

export function refusalOf(error: unknown, fields: readonly string[]): Refusal {
  const found: Record<string, string> = {};
  if (error instanceof RequestError) {
    for (const { field, message } of error.fieldErrors) {
      if (fields.includes(field)) found[field] = message;
    }
  }
  if (Object.keys(found).length > 0) return { fields: found };
  return { fields: {}, alert: failureMessage(error) ?? 'Something went wrong: please try again' };
}

export const NO_REFUSAL: Refusal = { fields: {} };
