import { describe, expect, it } from 'vitest';
import { ONBOARDING_STEP_FIELDS, ONBOARDING_STEPS } from '../src/reference/onboarding.js';
import {
  defaultTechnicianMetadata,
  onboardingStepSchema,
} from '../src/schemas/technician-metadata.js';
import {
  PROFILE_SECTIONS,
  QUESTIONNAIRE,
  QUESTIONNAIRE_FIELD_LABELS,
} from '../src/questionnaire.js';

/** A step's answers as a technician who has answered nothing would send them. */
function unanswered(step: (typeof ONBOARDING_STEPS)[number]) {
  const defaults = defaultTechnicianMetadata();
  return Object.fromEntries(ONBOARDING_STEP_FIELDS[step].map((field) => [field, defaults[field]]));
}

describe('the questionnaire', () => {
  it('asks each step about the field the step saves first', () => {
    for (const step of ONBOARDING_STEPS) {
      expect(QUESTIONNAIRE[step].question.field).toBe(ONBOARDING_STEP_FIELDS[step][0]);
    }
  });

  it('marks required exactly the steps whose rules refuse an empty answer', () => {
    for (const step of ONBOARDING_STEPS) {
      const refused = !onboardingStepSchema(step).safeParse(unanswered(step)).success;
      expect({ step, required: QUESTIONNAIRE[step].question.required }).toEqual({
        step,
        required: refused,
      });
    }
  });

  it('lets the technology step through once its required option is ticked', () => {
    const question = QUESTIONNAIRE.toolsTech.question;
    if (question.kind !== 'choices' || !question.requiredOption) throw new Error('no option');
    expect(
      onboardingStepSchema('toolsTech').safeParse({ toolsTech: [question.requiredOption] }).success,
    ).toBe(true);
  });

  it('names every field a step saves, and the admin-only notes', () => {
    const fields = ONBOARDING_STEPS.flatMap((step) => ONBOARDING_STEP_FIELDS[step]);
    for (const field of [...fields, 'interviewNotes']) {
      expect(QUESTIONNAIRE_FIELD_LABELS).toHaveProperty(field);
    }
    expect(QUESTIONNAIRE_FIELD_LABELS.isTribalMember).toBe('Are you a tribal member?');
  });

  it('shows every step on the Profile page once', () => {
    const shown = PROFILE_SECTIONS.flatMap((section) => section.steps);
    expect([...shown].sort()).toEqual([...ONBOARDING_STEPS].sort());
  });
});
