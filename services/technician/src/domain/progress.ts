import { ONBOARDING_STEPS, type OnboardingStep } from '@rha/contracts/reference';
import type { OnboardingProgress } from '@rha/contracts/schemas';

const FINAL_STEP: OnboardingStep = 'finalReview';

/** The steps before the final review that are still open. */
export function openStepsBeforeFinal(completed: readonly string[]): OnboardingStep[] {
  return ONBOARDING_STEPS.filter((step) => step !== FINAL_STEP && !completed.includes(step));
}

/** Where the technician stands: the questionnaire reopens at the first step not completed. */
export function progressOf(
  completed: readonly string[],
  completedAt: Date | null,
): OnboardingProgress {
  const completedSteps = ONBOARDING_STEPS.filter((step) => completed.includes(step));
  const currentStep = ONBOARDING_STEPS.find((step) => !completedSteps.includes(step)) ?? FINAL_STEP;
  return { completedSteps, currentStep, completed: completedAt !== null };
}
