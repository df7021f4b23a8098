import {
  AVAILABILITY_SLOTS,
  ONBOARDING_STEPS,
  type OnboardingStep,
} from '@rha/contracts/reference';
import type { OnboardingAnswers } from './onboardingAnswers';
import { AVAILABILITY_LABELS, STEP_DEFINITIONS, type StepContent } from './onboardingSteps';

const NONE = 'None selected';
const NOT_ANSWERED = 'Not answered';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function listed(entries: readonly string[]): string {
  return entries.length > 0 ? entries.join(', ') : NONE;
}

function summarize(content: StepContent, answers: OnboardingAnswers): string {
  switch (content.kind) {
    case 'confirm':
    case 'yesNo':
      return yesNo(answers[content.field]);
    case 'choices':
      return listed(answers[content.field]);
    case 'availability':
      return listed(
        AVAILABILITY_SLOTS.filter((slot) => answers.availability[slot]).map(
          (slot) => AVAILABILITY_LABELS[slot],
        ),
      );
    case 'yesNoDetails': {
      const details = answers[content.details].trim();
      return answers[content.flag] && details ? `Yes: ${details}` : yesNo(answers[content.flag]);
    }
    case 'text':
      return answers[content.field].trim() || NOT_ANSWERED;
    case 'references':
      return listed(
        answers.references.map((reference) => `${reference.name} ${reference.phoneNumber}`),
      );
    case 'review':
      return '';
  }
}

export interface AnswerLine {
  step: OnboardingStep;
  title: string;
  value: string;
}

/** One line per answered step, in questionnaire order, for the final review. */
export function answerSummary(answers: OnboardingAnswers): AnswerLine[] {
  return ONBOARDING_STEPS.filter((step) => step !== 'finalReview').map((step) => ({
    step,
    title: STEP_DEFINITIONS[step].title,
    value: summarize(STEP_DEFINITIONS[step].content, answers),
  }));
}
