import type { AnswerField, OnboardingAnswers } from '../onboardingAnswers';

/** Server messages per answer field, shown under the field they concern. */
export type AnswerErrors = Partial<Record<AnswerField, string>>;

/** What every step's fields receive. */
export interface StepFieldsProps {
  answers: OnboardingAnswers;
  onChange: (patch: Partial<OnboardingAnswers>) => void;
  errors: AnswerErrors;
  /** The id of the step's heading, which names its group of controls. */
  headingId: string;
}
