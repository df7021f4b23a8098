import type { z } from 'zod';

/** The messages of a failed parse keyed by dotted field path ('' for the object itself). */
export function issuesByField(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}
