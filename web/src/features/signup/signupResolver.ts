import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { signupInfoOf } from './signupValues';

/** The part of a zod schema the resolver uses (the shared sign-up schemas of @rha/contracts). */
export interface InfoSchema<Info> {
  safeParse(value: unknown):
    | { success: true; data: Info }
    | {
        success: false;
        error: {
          issues: readonly { path: readonly PropertyKey[]; message: string; code: string }[];
        };
      };
}

/**
 * Validates the typed values with the shared schema, as the draft will be sent: empty optional
 * fields left out. Each field gets the first message the schema has for it.
 */
export function signupResolver<Values extends FieldValues, Info>(
  schema: InfoSchema<Info>,
): Resolver<Values, unknown, Info> {
  return (values) => {
    const result = schema.safeParse(signupInfoOf(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && !errors[field]) {
        errors[field] = { type: issue.code, message: issue.message };
      }
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
