import { technicianMetadataUpdateSchema } from '@rha/contracts/schemas';
import { z } from 'zod';
import { deviceStore } from '../device-store/deviceStore';
import { formDraftKey } from '../drafts/formDraft';
import type { AnswerField, OnboardingAnswers } from './onboardingAnswers';
import { EMPTY_REFERENCE_ENTRY, type ReferenceEntry } from './references';

/** Answers typed on this device and not saved yet, with a reference being filled in. */
export interface OnboardingDraft {
  answers: Partial<OnboardingAnswers>;
  referenceEntry: ReferenceEntry;
}

/** No unsaved answers. */
export const EMPTY_DRAFT: OnboardingDraft = { answers: {}, referenceEntry: EMPTY_REFERENCE_ENTRY };

const referenceEntrySchema = z.object({
  name: z.string(),
  phoneNumber: z.string(),
  relationship: z.string(),
}) satisfies z.ZodType<ReferenceEntry>;

// Each part falls back on its own: answers of another version's shape cost the answers, not the
// reference being typed, and the other way round.
const onboardingDraftSchema = z.object({
  answers: technicianMetadataUpdateSchema
    .transform((answers) => answers as Partial<OnboardingAnswers>)
    .catch({}),
  referenceEntry: referenceEntrySchema.catch(EMPTY_REFERENCE_ENTRY),
});

/**
 * Under the device draft prefix, so signing out drops it (shared devices are common); moved from
 * where earlier versions kept it, out of sign-out's reach.
 */
function draftStore(subject: string) {
  return deviceStore(formDraftKey('onboarding', subject), onboardingDraftSchema, {
    movedFrom: `rha.onboarding.draft.${subject}`,
  });
}

/**
 * The technician's unsaved answers on this device. Anything unreadable (another version's shape,
 * a hand-edited entry, storage turned off) counts as no draft rather than breaking the page.
 */
export function readDraft(subject: string): OnboardingDraft {
  return draftStore(subject).read() ?? EMPTY_DRAFT;
}

/** Keeps the draft; a full or disabled storage only costs the safety net, never the page. */
export function writeDraft(subject: string, draft: OnboardingDraft): void {
  draftStore(subject).write(draft);
}

/** Drops the fields a successful save has put on the server. */
export function forgetDraftFields(
  subject: string,
  fields: readonly AnswerField[],
  draft: OnboardingDraft,
): OnboardingDraft {
  const answers = { ...draft.answers };
  for (const field of fields) delete answers[field];
  const next = { ...draft, answers };
  writeDraft(subject, next);
  return next;
}

/** Removes the draft once the questionnaire is complete. */
export function clearDraft(subject: string): void {
  draftStore(subject).clear();
}
