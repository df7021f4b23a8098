import { technicianMetadataUpdateSchema } from '@rha/contracts/schemas';
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

/** Under the device draft prefix, so signing out drops it (shared devices are common). */
function storageKey(subject: string): string {
  return formDraftKey('onboarding', subject);
}

/** Where earlier versions kept it, out of sign-out's reach. */
function legacyStorageKey(subject: string): string {
  return `rha.onboarding.draft.${subject}`;
}

/** Moves a draft from where earlier versions kept it, so sign-out can reach it. */
function moveLegacyDraft(subject: string): void {
  const legacy = localStorage.getItem(legacyStorageKey(subject));
  if (legacy === null) return;
  if (localStorage.getItem(storageKey(subject)) === null) {
    localStorage.setItem(storageKey(subject), legacy);
  }
  localStorage.removeItem(legacyStorageKey(subject));
}

function isReferenceEntry(value: unknown): value is ReferenceEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (['name', 'phoneNumber', 'relationship'] as const).every(
    (key) => typeof entry[key] === 'string',
  );
}

/**
 * The technician's unsaved answers on this device. Anything unreadable (another version's shape,
 * a hand-edited entry, storage turned off) counts as no draft rather than breaking the page.
 */
export function readDraft(subject: string): OnboardingDraft {
  try {
    moveLegacyDraft(subject);
    const stored = JSON.parse(localStorage.getItem(storageKey(subject)) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return EMPTY_DRAFT;
    const { answers, referenceEntry } = stored as Record<string, unknown>;
    const parsed = technicianMetadataUpdateSchema.safeParse(answers);
    return {
      answers: parsed.success ? (parsed.data as Partial<OnboardingAnswers>) : {},
      referenceEntry: isReferenceEntry(referenceEntry) ? referenceEntry : EMPTY_REFERENCE_ENTRY,
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

/** Keeps the draft; a full or disabled storage only costs the safety net, never the page. */
export function writeDraft(subject: string, draft: OnboardingDraft): void {
  try {
    localStorage.setItem(storageKey(subject), JSON.stringify(draft));
  } catch (error) {
    console.warn('The onboarding draft could not be kept on this device', error);
  }
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
  try {
    localStorage.removeItem(storageKey(subject));
  } catch (error) {
    console.warn('The onboarding draft could not be removed from this device', error);
  }
}
