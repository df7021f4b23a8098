import { REQUIRED_TECHNICAL_TOOL } from '@rha/contracts/reference';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { shows } from './browser';

/** The onboarding shows the step counter and the step's heading. */
export async function atStep(page: Page, index: number, title: string): Promise<void> {
  await shows(page.getByText(`Step ${index} of 21`, { exact: true }));
  await shows(page.getByRole('heading', { level: 2, name: title, exact: true }));
}

/** Continue, then the next step: the save went through. */
export async function continueTo(page: Page, index: number, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await atStep(page, index, title);
}

export async function check(page: Page, name: string): Promise<void> {
  await page.getByRole('checkbox', { name, exact: true }).check();
}

export async function expectChecked(page: Page, name: string): Promise<void> {
  expect(await page.getByRole('checkbox', { name, exact: true }).isChecked(), name).toBe(true);
}

export async function answerYesNo(
  page: Page,
  question: string,
  answer: 'Yes' | 'No',
): Promise<void> {
  await page
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: answer, exact: true })
    .check();
}

/** Steps 2 to 18 in order, by heading; the onboarding e2e answers them one by one. */
const MIDDLE_STEPS = [
  'IT Skills',
  'Handyman Skills',
  'Electrical Skills',
  'Fieldwork Skills',
  'Availability',
  'Response Time',
  'Extended Stays / Fish Camp',
  'Travel Capability',
  'Training',
  'Licenses & Certifications',
  'Technology',
  'Hand Tools',
  'Transportation',
  'Other Tools',
  'Why You Are a Good Fit',
  'Tribal Membership',
  'Background Check',
] as const;

export interface OnboardingReference {
  name: string;
  phone: string;
  relationship: string;
}

export interface ShortOnboarding {
  itSkill: string;
  goodFit: string;
  /** The first reference; the step requires two, so a second one is always added after it. */
  reference: OnboardingReference;
}

const SECOND_REFERENCE: OnboardingReference = {
  name: 'Bob Baldwin',
  phone: '9075550102',
  relationship: 'Teacher',
};

/** Types a reference into the references step and adds it. */
export async function addReference(page: Page, reference: OnboardingReference): Promise<void> {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(reference.name);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(reference.phone);
  await page
    .getByRole('textbox', { name: 'Relationship', exact: true })
    .fill(reference.relationship);
  await page.getByRole('button', { name: 'Add Reference', exact: true }).click();
}

/**
 * Completes the questionnaire from step 1 with a few answers (an IT skill, the smartphone, why a
 * good fit, two references) and the rest left blank, for journeys that need a technician who has
 * applied.
 */
export async function completeShortOnboarding(page: Page, answers: ShortOnboarding): Promise<void> {
  await atStep(page, 1, 'Age Verification');
  await check(page, 'I confirm that I am at least 18 years old');
  for (const [offset, title] of MIDDLE_STEPS.entries()) {
    await continueTo(page, offset + 2, title);
    if (title === 'IT Skills') await check(page, answers.itSkill);
    if (title === 'Technology') await check(page, REQUIRED_TECHNICAL_TOOL);
    if (title === 'Why You Are a Good Fit') {
      await page
        .getByLabel('Why are you a good fit for Remote Hands Alaska?')
        .fill(answers.goodFit);
    }
  }
  await continueTo(page, 19, 'References');
  await addReference(page, answers.reference);
  await addReference(page, SECOND_REFERENCE);
  await continueTo(page, 20, 'Community');
  await continueTo(page, 21, 'Review and Submit');
  await check(page, 'I have read and accept the privacy policy');
  await page.getByRole('button', { name: 'Complete Registration', exact: true }).click();
}
