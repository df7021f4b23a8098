import { estimateAnswersSchema, type EstimateAnswers } from '@rha/contracts/schemas';

/** The panel's two answers as typed: text, so a half-typed number stays on screen. */
export interface EstimateDraft {
  expectedHours: string;
  scheduledVisits: string;
}

/** One visit of a baseline block, the most common request. */
export const FIRST_ESTIMATE_DRAFT: EstimateDraft = { expectedHours: '4', scheduledVisits: '1' };

export type ParsedEstimate =
  | { ok: true; answers: EstimateAnswers }
  | { ok: false; errors: Partial<Record<keyof EstimateDraft, string>> };

/** The typed answers by the same rules billing checks them with. */
export function parseEstimateDraft(draft: EstimateDraft): ParsedEstimate {
  const result = estimateAnswersSchema.safeParse({
    expectedHours: draft.expectedHours.trim() === '' ? undefined : Number(draft.expectedHours),
    scheduledVisits:
      draft.scheduledVisits.trim() === '' ? undefined : Number(draft.scheduledVisits),
  });
  if (result.success) return { ok: true, answers: result.data };
  const errors: Partial<Record<keyof EstimateDraft, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof EstimateDraft;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
