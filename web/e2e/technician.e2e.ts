import pg from 'pg';
import { describe, expect } from 'vitest';
import { shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { REQUIRED_TECHNICAL_TOOL } from '@rha/contracts/reference';
import { answerYesNo, atStep, check, continueTo, expectChecked } from './support/onboarding';
import {
  choose,
  countMail,
  newAccount,
  openTechnicianSignup,
  submitTechnicianSignup,
  waitForAppPath,
  waitForMail,
} from './support/signup';
import type { RunningStack } from './support/stack';

const account = newAccount('onboarding-technician', 'Tanya', 'Kotzebue');
const completedSubject = /your technician application is in review/;

/** How often the technician's row lists each completed step, read from the stack's database. */
async function completedStepCounts(stack: RunningStack): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ completed_steps: string[] }>(
      'select completed_steps from technician.technicians',
    );
    const counts: Record<string, number> = {};
    for (const step of rows.flatMap((row) => row.completed_steps)) {
      counts[step] = (counts[step] ?? 0) + 1;
    }
    return counts;
  } finally {
    await client.end();
  }
}

describe.runIf(journeysCanRun)('technician: sign-up, the 21-step onboarding, profile', () => {
  const { step } = useJourneyStack({ artifactPrefix: 'technician' });

  step('signs up from Kotzebue and opens the first onboarding step', async ({ stack, page }) => {
    await openTechnicianSignup(page, stack);
    await submitTechnicianSignup(page, stack, account, {
      fullName: 'Tanya Kotzebue',
      homeCommunity: 'Kotzebue',
      phone: '9075550123',
    });
    await waitForAppPath(page, stack, '/onboarding');
    await atStep(page, 1, 'Age Verification');
    expect(await page.getByRole('button', { name: 'Back', exact: true }).isDisabled()).toBe(true);
  });

  step('answers the first steps, with a custom tag and a step back', async ({ page }) => {
    await check(page, 'I confirm that I am at least 18 years old');
    await continueTo(page, 2, 'IT Skills');
    await shows(page.getByText('Progress saved', { exact: true }));

    await check(page, 'Soldering');
    await page
      .getByRole('textbox', { name: 'Add your own' })
      .fill(' Starlink setup,, Starlink setup , ');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    expect(
      await page.getByRole('button', { name: 'Remove Starlink setup', exact: true }).count(),
      'split on commas, trimmed, empties dropped, duplicates ignored',
    ).toBe(1);
    await continueTo(page, 3, 'Handyman Skills');

    await check(page, 'Plumbing');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await atStep(page, 2, 'IT Skills');
    await expectChecked(page, 'Soldering');
    await shows(page.getByRole('button', { name: 'Remove Starlink setup' }));
    await continueTo(page, 3, 'Handyman Skills');
    await expectChecked(page, 'Plumbing');
    await continueTo(page, 4, 'Electrical Skills');

    await check(page, 'Generators');
    await continueTo(page, 5, 'Fieldwork Skills');
    await continueTo(page, 6, 'Availability');
    await page.getByRole('switch', { name: 'Weekends' }).click();
    await continueTo(page, 7, 'Response Time');
    await check(page, 'Within 24 hours');
    await continueTo(page, 8, 'Extended Stays / Fish Camp');

    const away = 'When and for how long are you usually away?';
    expect(await page.getByLabel(away).count(), 'no details box before Yes').toBe(0);
    await answerYesNo(
      page,
      'Do you go to fish camp or take other extended stays away from home?',
      'Yes',
    );
    await page.getByLabel(away).fill('Fish camp on the Kobuk every July');
    await continueTo(page, 9, 'Travel Capability');
    await answerYesNo(page, 'Can you travel to other communities for a job?', 'No');
    await continueTo(page, 10, 'Training');
    await check(page, 'ANSEP');
    await continueTo(page, 11, 'Licenses & Certifications');
    await check(page, 'OSHA 10');
    await continueTo(page, 12, 'Technology');
    await check(page, REQUIRED_TECHNICAL_TOOL);
  });

  step('reopens step 12 after a reload, with the earlier answers', async ({ page }) => {
    await page.reload();
    await atStep(page, 12, 'Technology');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await atStep(page, 11, 'Licenses & Certifications');
    await expectChecked(page, 'OSHA 10');
    await continueTo(page, 12, 'Technology');
  });

  step(
    'keeps the answers when the link drops during Continue and saves the step once',
    async ({ stack, page }) => {
      await check(page, 'Laptop');
      await page.context().setOffline(true);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      const failure = page.getByRole('alert').filter({ hasText: 'Failed to save' });
      await shows(failure);
      await atStep(page, 12, 'Technology');
      await expectChecked(page, 'Laptop');

      await page.context().setOffline(false);
      await failure.getByRole('button', { name: 'Retry', exact: true }).click();
      await atStep(page, 13, 'Hand Tools');
      expect((await completedStepCounts(stack)).toolsTech, 'toolsTech saved once').toBe(1);
    },
  );

  step('answers the rest and completes the registration', async ({ stack, page }) => {
    await check(page, 'Drill');
    await continueTo(page, 14, 'Transportation');
    await check(page, 'Snowmachine');
    await continueTo(page, 15, 'Other Tools');
    await continueTo(page, 16, 'Why You Are a Good Fit');
    await page
      .getByLabel('Why are you a good fit for Remote Hands Alaska?')
      .fill('I keep the school network running through every winter.');
    await continueTo(page, 17, 'Tribal Membership');
    await answerYesNo(page, 'Are you a tribal member?', 'Yes');
    await page.getByLabel('Which tribe?').fill('Native Village of Kotzebue');
    await continueTo(page, 18, 'Background Check');
    await check(page, 'I consent to a background check');
    await continueTo(page, 19, 'References');

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Alice Sheldon');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('907555010199');
    expect(await page.getByRole('textbox', { name: 'Phone', exact: true }).inputValue()).toBe(
      '(907) 555-0101',
    );
    await page.getByRole('textbox', { name: 'Relationship', exact: true }).fill('Supervisor');
    await page.getByRole('button', { name: 'Add Reference', exact: true }).click();
    // One reference is not enough: said once, under the list, before anything is sent.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await shows(page.getByText('Please add at least two references', { exact: true }));
    expect(await page.getByText('Please add at least two references').count()).toBe(1);
    expect(await page.getByText('Failed to save').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Bob Baldwin');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('907-555-0102');
    await page.getByRole('textbox', { name: 'Relationship', exact: true }).fill('Teacher');
    await page.getByRole('button', { name: 'Add Reference', exact: true }).click();
    await shows(page.getByRole('button', { name: 'Remove Bob Baldwin' }));
    await continueTo(page, 20, 'Community');
    await answerYesNo(page, 'Will you join our Discord community?', 'Yes');
    await continueTo(page, 21, 'Review and Submit');

    const complete = page.getByRole('button', { name: 'Complete Registration', exact: true });
    expect(await complete.isDisabled(), 'disabled until the policy is accepted').toBe(true);
    await shows(page.getByText('You must accept the privacy policy to continue'));
    const policyLink = page.getByRole('link', {
      name: 'Read the Privacy Policy (opens in a new tab)',
    });
    expect(await policyLink.getAttribute('href')).toBe('/privacy-policy');
    expect(await policyLink.getAttribute('target')).toBe('_blank');
    await check(page, 'I have read and accept the privacy policy');
    await complete.click();
    await waitForAppPath(page, stack, '/dashboard');

    const mail = await waitForMail(stack, account.email, completedSubject);
    expect(mail.text).toContain('Tanya');
    // Long enough for a duplicate delivery to have arrived as well.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await countMail(stack, account.email, completedSubject), 'the e-mail once').toBe(1);
  });

  step(
    'shows the answers on the Profile tab; an edit saves and survives a reload',
    async ({ page }) => {
      await shows(page.getByRole('heading', { name: 'Technician Profile' }));
      const profile = page.getByRole('form', { name: 'Technician profile' });
      await expectChecked(page, 'Soldering');
      await expectChecked(page, 'OSHA 10');
      const goodFit = profile.getByLabel('Why are you a good fit for Remote Hands Alaska?');
      expect(await goodFit.inputValue()).toBe(
        'I keep the school network running through every winter.',
      );
      expect(
        await profile.getByLabel('When and for how long are you usually away?').inputValue(),
      ).toBe('Fish camp on the Kobuk every July');
      expect(await profile.getByLabel('Reference 2 name').inputValue()).toBe('Bob Baldwin');

      await goodFit.fill('I keep the school and clinic networks running through every winter.');
      await profile.getByRole('button', { name: 'Save Changes', exact: true }).click();
      await shows(page.getByText('Your information has been updated', { exact: true }));
      await page.reload();
      await shows(page.getByRole('heading', { name: 'Technician Profile' }));
      expect(
        await page
          .getByRole('form', { name: 'Technician profile' })
          .getByLabel('Why are you a good fit for Remote Hands Alaska?')
          .inputValue(),
      ).toBe('I keep the school and clinic networks running through every winter.');
    },
  );

  step('adds and removes a certification in the settings, each saved at once', async ({ page }) => {
    await page
      .getByRole('tablist', { name: 'Dashboard' })
      .getByRole('tab', { name: 'Profile Settings' })
      .click();
    const certifications = page.getByRole('region', { name: 'Licenses & Certifications' });
    await shows(certifications);
    await shows(certifications.getByRole('button', { name: 'Remove OSHA 10' }));
    await certifications
      .getByRole('textbox', { name: 'Add a license or certification' })
      .fill('CDL');
    await certifications
      .getByRole('textbox', { name: 'Add a license or certification' })
      .press('Enter');
    await shows(page.getByText('Your certifications have been updated.', { exact: true }).first());
    await shows(certifications.getByRole('button', { name: 'Remove CDL' }));
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/technicians/metadata') &&
        response.request().method() === 'POST',
    );
    await certifications.getByRole('button', { name: 'Remove OSHA 10' }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Licenses & Certifications' });
    await shows(reloaded.getByRole('button', { name: 'Remove CDL' }));
    expect(await reloaded.getByRole('button', { name: 'Remove OSHA 10' }).count()).toBe(0);
  });

  step('edits, cancels and deletes the service location, then adds it again', async ({ page }) => {
    await page
      .getByRole('tablist', { name: 'Profile settings' })
      .getByRole('tab', { name: 'Locations' })
      .click();
    const saved = page.getByRole('region', { name: 'Your service location' });
    await shows(saved.getByText(/Kotzebue/));

    await saved.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: 'Service location' });
    await form.getByLabel('ZIP Code').fill('997');
    await shows(form.getByText('ZIP code is required'));
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();
    await shows(saved.getByText(/99752/));

    await saved.getByRole('button', { name: 'Edit', exact: true }).click();
    await form.getByLabel('ZIP Code').fill('99752');
    await form.getByRole('button', { name: 'Update Location', exact: true }).click();
    await shows(page.getByText('Location updated successfully', { exact: true }).first());

    await saved.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete location' });
    await shows(confirm.getByText('Are you sure you want to delete this location?'));
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await shows(page.getByText('Location deleted successfully', { exact: true }).first());
    await shows(page.getByText("You haven't added a service location yet."));

    await page.getByRole('button', { name: 'Add Location', exact: true }).click();
    const added = page.getByRole('form', { name: 'Service location' });
    await choose(page, 'City', 'Kotzebue');
    expect(await added.getByLabel('ZIP Code').inputValue()).toBe('99752');
    await added.getByRole('button', { name: 'Add Location', exact: true }).click();
    await shows(page.getByText('Location added successfully', { exact: true }).first());
    await shows(page.getByRole('region', { name: 'Your service location' }).getByText(/Kotzebue/));
  });

  step('keeps a service area and a time away in the settings', async ({ page }) => {
    await page
      .getByRole('tablist', { name: 'Profile settings' })
      .getByRole('tab', { name: 'Service Area' })
      .click();
    const reach = page.getByRole('form', { name: 'Reachable communities' });
    await reach.getByRole('button', { name: 'Add Community' }).click();
    const row = reach.getByRole('group', { name: 'Reachable community 1' });
    await choose(page, 'Community', 'Noatak');
    await row.getByLabel('Travel mode').selectOption('boat');
    await row.getByLabel('Days to arrive').fill('2');
    await reach.getByRole('button', { name: 'Save Service Area' }).click();
    await shows(page.getByText('Your service area has been updated.', { exact: true }).first());

    const periods = page.getByRole('form', { name: 'Add an unavailable period' });
    const nextMonth = new Date();
    nextMonth.setDate(1);
    nextMonth.setMonth(nextMonth.getMonth() + 1);
    const day = (date: number) =>
      new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(
        new Date(nextMonth.getFullYear(), nextMonth.getMonth(), date),
      );
    for (const [label, date] of [
      ['From', 10],
      ['To', 20],
    ] as const) {
      const calendar = periods.getByRole('group', { name: label });
      await calendar.getByRole('button', { name: 'Next month' }).click();
      await calendar.getByRole('button', { name: day(date), exact: true }).click();
    }
    await periods.getByLabel('Reason').selectOption('fish_camp');
    await periods.getByRole('button', { name: 'Add Period' }).click();
    await shows(
      page.getByRole('list', { name: 'Your unavailable periods' }).getByText(/Fish camp/),
    );

    await page.reload();
    await page
      .getByRole('tablist', { name: 'Profile settings' })
      .getByRole('tab', { name: 'Service Area' })
      .click();
    const saved = page
      .getByRole('form', { name: 'Reachable communities' })
      .getByRole('group', { name: 'Reachable community 1' });
    await shows(saved);
    expect(await saved.getByLabel('Days to arrive').inputValue()).toBe('2');
    await shows(
      page.getByRole('list', { name: 'Your unavailable periods' }).getByText(/Fish camp/),
    );
  });
});
