// RFC 9457 problem details, the error body of every service and the bff.
import { z } from 'zod';

export const FieldError = z
  .strictObject({
    field: z.string().meta({ description: 'Dotted path of the offending field.' }),
    message: z.string(),
  })
  .meta({ id: 'FieldError' });

export const Problem = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.int(),
    code: z
      .string()
      .meta({ description: 'Stable snake_case error code, e.g. validation_failed, unauthorized.' }),
    detail: z.string().optional(),
    errors: z.array(FieldError).optional(),
    requestId: z.string().optional(),
  })
  .meta({ description: 'RFC 9457 problem details with a stable snake_case code.', id: 'Problem' });

/** A documented failure: its component's name, what it means, and its body (Problem unless given). */
export function problemResponse(id: string, description: string, schema: z.ZodType = Problem) {
  return { id, description, content: { 'application/problem+json': { schema } } };
}
