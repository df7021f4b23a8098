import { describe, expect } from 'vitest';
import { shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { expectProductLoginTheme } from './support/login-theme';
import { identityProviders } from './support/providers';
import {
  choose,
  newAccount,
  openTechnicianSignup,
  register,
  signUpCompany,
  waitForAppPath,
  waitForMail,
} from './support/signup';

describe.each(identityProviders())('with the $name identity provider', ({ name, available }) => {
  describe.runIf(journeysCanRun && available)('sign-up through the registration page', () => {
    const { step: journey } = useJourneyStack({
      pages: 'per-step',
      provider: name,
      artifactPrefix: name,
    });
    const companyAccount = newAccount('signup-company', 'Mary', 'Oscar');
    const technicianAccount = newAccount('signup-technician', 'Peter', 'Kalskag');

    journey(
      'signs up a new company and lands on its dashboard, welcomed by first name',
      async ({ stack, page }) => {
        await signUpCompany(page, stack, companyAccount, {
          contactName: 'Mary Oscar',
          companyName: 'Yukon Delta Freight',
          address: '400 Ridgecrest Dr',
          city: 'Bethel',
          state: 'Alaska',
          zipCode: '99559',
          phone: '9075550142',
          website: 'https://yukondelta.example.com',
        });

        await shows(page.getByRole('heading', { level: 1, name: 'Welcome Mary!' }));
        await shows(page.getByRole('tab', { name: 'Company Profile', selected: true }));
        await shows(page.getByLabel('Company Name'));
        expect(await page.getByLabel('Company Name').inputValue()).toBe('Yukon Delta Freight');
        expect(await page.getByLabel('Phone').inputValue()).toBe('9075550142');
        expect(
          await page.evaluate(() => sessionStorage.getItem('rha.signupUuid')),
          'the stored draft uuid is cleared',
        ).toBeNull();

        const welcome = await waitForMail(
          stack,
          companyAccount.email,
          /^Welcome to Remote Hands Alaska/,
        );
        expect(welcome.text).toContain('Mary');
      },
    );

    journey(
      'signs up a new technician from a home community and goes on to onboarding',
      async ({ stack, page }) => {
        await openTechnicianSignup(page, stack);
        const form = page.getByRole('form', { name: 'Sign up' });
        await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
        await shows(page.getByText('Please fill in all the required technician fields.'));

        await choose(page, 'Home Community', 'Bethel');
        expect(await form.getByLabel('ZIP Code').inputValue(), 'one ZIP code fills in').toBe(
          '99559',
        );
        // The address typed here is not the one registered at the provider: the app must say so.
        const typedEmail = `typed-${technicianAccount.email}`;
        await form.getByLabel('Full Name').fill('Peter Kalskag');
        await form.getByLabel('Email').fill(typedEmail);
        await form.getByLabel('Phone Number').fill('9075550177');
        await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
        await page.waitForURL((url) => url.origin === stack.idpUrl);
        await expectProductLoginTheme(page, 'Register');
        expect(
          await page.getByLabel(/^\s*Email\s*\*\s*$/).inputValue(),
          'the typed e-mail fills in the registration',
        ).toBe(typedEmail);
        for (const [label, typed] of [
          ['First name', 'Peter'],
          ['Last name', 'Kalskag'],
        ]) {
          expect(
            await page.getByLabel(new RegExp(`^\\s*${label}\\s*\\*\\s*$`)).inputValue(),
            `the typed name fills in the ${label}`,
          ).toBe(typed);
        }
        expect(new URL(page.url()).hash, 'the name leaves the address once read').toBe('');
        await register(page, stack, technicianAccount);
        await waitForAppPath(page, stack, '/onboarding');
        await shows(page.getByText(`Your account uses ${technicianAccount.email}.`));

        await page.goto(`${stack.webUrl}/dashboard`);
        await shows(page.getByRole('heading', { level: 1, name: 'Welcome Peter!' }));
        await shows(page.getByRole('tab', { name: 'Profile', exact: true, selected: true }));

        const welcome = await waitForMail(stack, technicianAccount.email, /onboarding/);
        expect(welcome.subject).toBe(
          'Welcome to Remote Hands Alaska: your next step is onboarding',
        );
      },
    );
  });
});
