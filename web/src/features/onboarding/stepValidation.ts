import { onboardingStepSchema } from '@rha/contracts';
import type { OnboardingStep } from '@rha/contracts/reference';
import { stepSave, type AnswerField, type OnboardingAnswers } from './onboardingAnswers';
import type { AnswerErrors } from './steps/stepFieldsProps';

/**
 * What the step still lacks, checked here with the server's own rules before anything is sent: one
 * message per answer field (`references.1.phoneNumber` belongs to references), or null when the
 * step may be saved.
 */
export function stepProblems(
  step: OnboardingStep,
  answers: OnboardingAnswers,
): AnswerErrors | null {
  const { userId: _owner, ...fields } = stepSave(step, answers, '');
  const result = onboardingStepSchema(step).safeParse(fields);
  if (result.success) return null;
  const errors: AnswerErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as AnswerField;
    errors[field] ??= issue.message;
  }
  return errors;
}
