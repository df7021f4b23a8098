import { ONBOARDING_STEP_FIELDS, type OnboardingStep } from '@rha/contracts/reference';
import type { OnboardingStepSave, TechnicianMetadata } from '../../api/bffTypes';

/** Every answer of the questionnaire: the metadata without its owner, progress and vetting status. */
export type OnboardingAnswers = Omit<TechnicianMetadata, 'userId' | 'onboarding' | 'vettingStatus'>;

export type AnswerField = keyof OnboardingAnswers;

/** The answers a technician has saved so far, as the server holds them. */
export function answersFromMetadata(metadata: TechnicianMetadata): OnboardingAnswers {
  const { userId: _owner, onboarding: _progress, vettingStatus: _status, ...answers } = metadata;
  return answers;
}

export function stepFields(step: OnboardingStep): readonly AnswerField[] {
  return ONBOARDING_STEP_FIELDS[step];
}

/**
 * Details typed under a yes/no question are kept on screen when the answer flips back to No, so a
 * slip does not erase them, but a No is saved without them.
 */
const DETAILS_OF: Partial<Record<AnswerField, AnswerField>> = {
  fishCampResp: 'hasFishCamp',
  travelResponse: 'hasTravel',
  tribe: 'isTribalMember',
};

/** What Continue sends for a step: the owner and exactly that step's fields. */
export function stepSave(
  step: OnboardingStep,
  answers: OnboardingAnswers,
  userId: string,
): OnboardingStepSave {
  const body: Record<string, unknown> = { userId };
  for (const field of stepFields(step)) {
    const flag = DETAILS_OF[field];
    body[field] = flag && answers[flag] !== true ? '' : answers[field];
  }
  return body as OnboardingStepSave;
}
