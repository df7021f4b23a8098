import { QUESTIONNAIRE, type Question } from '@rha/contracts/questionnaire';
import {
  AVAILABILITY_SLOTS,
  ONBOARDING_STEPS,
  type OnboardingStep,
} from '@rha/contracts/reference';
import type { OnboardingAnswers } from './onboardingAnswers';

const NONE = 'None selected';
const NOT_ANSWERED = 'Not answered';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function listed(entries: readonly string[]): string {
  return entries.length > 0 ? entries.join(', ') : NONE;
}

function summarize(question: Question, answers: OnboardingAnswers): string {
  switch (question.kind) {
    case 'confirm':
    case 'yesNo':
      return yesNo(answers[question.field]);
    case 'choices':
      return listed(answers[question.field]);
    case 'availability':
      return listed(
        AVAILABILITY_SLOTS.filter((slot) => answers.availability[slot]).map(
          (slot) => question.slots[slot],
        ),
      );
    case 'yesNoDetails': {
      const details = answers[question.details.field].trim();
      return answers[question.field] && details
        ? `Yes: ${details}`
        : yesNo(answers[question.field]);
    }
    case 'text':
      return answers.goodFit.trim() || NOT_ANSWERED;
    case 'references':
      return listed(
        answers.references.map((reference) => `${reference.name} ${reference.phoneNumber}`),
      );
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
    title: QUESTIONNAIRE[step].title,
    value: summarize(QUESTIONNAIRE[step].question, answers),
  }));
}
