import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { artifactsDir } from './support/paths';
import { identityProviders } from './support/providers';
import { signIn } from './support/sign-in';
import {
  newAccount,
  signUpCompany,
  uniqueEmail,
  waitForAppPath,
  waitForMail,
} from './support/signup';
import { fitsTheScreen } from './support/screens';

/** Where the pictures of the pending-address notice and /confirm-email are kept for review. */
const shotsDir = path.join(artifactsDir, 'email-change');
const widths = [390, 1366] as const;

/** Nothing on the page is wider than the screen at `width`; a picture of it is kept as `name`. */
async function picturedAt(page: Page, width: number, name: string): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await fitsTheScreen(page, `${name} at ${width} px`);
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true });
}

describe.each(identityProviders())('with the $name identity provider', ({ name, available }) => {
  describe.runIf(journeysCanRun && available)('changing the e-mail address', () => {
    const { step, newPage } = useJourneyStack({
      provider: name,
      artifactPrefix: `email-change-${name}`,
      context: { viewport: { width: 1366, height: 900 } },
    });
    const account = newAccount('email-change', 'Nora', 'Akiak');
    const newEmail = uniqueEmail('email-changed');

    step(
      'a company asks for a new address and is told it waits for its link',
      async ({ stack, page }) => {
        await signUpCompany(page, stack, account, {
          contactName: 'Nora Akiak',
          companyName: 'Akiak River Supply',
          address: '12 Main Street',
          city: 'Bethel',
          state: 'Alaska',
          zipCode: '99559',
          phone: '9075550161',
          website: 'https://akiakriver.example.com',
        });
        const form = page.getByRole('form', { name: 'Company profile' });
        await shows(form.getByLabel('Email'));
        await form.getByLabel('Email').fill(newEmail);
        await form.getByRole('button', { name: 'Save Changes', exact: true }).click();

        const notice = page.getByText(/We sent a link to/);
        await shows(notice);
        expect(await notice.textContent()).toContain(newEmail);
        expect(await notice.textContent()).toContain(account.email);
        for (const width of widths) await picturedAt(page, width, `pending-address-${name}`);
        await page.reload();
        await shows(page.getByText(/We sent a link to/));
        expect(await form.getByLabel('Email').inputValue(), 'the address in force stays').toBe(
          account.email,
        );
      },
    );

    step(
      'follows the link from the new inbox and sees the new address',
      async ({ stack, page }) => {
        const mail = await waitForMail(stack, newEmail, /^Confirm your new e-mail address/);
        const link = /https?:\/\/\S+\/confirm-email\S*/.exec(mail.text)?.[0];
        expect(link, mail.text).toBeDefined();

        await page.goto(link ?? '');
        const confirmed = page.getByText('Your e-mail address is confirmed');
        await shows(confirmed);
        await shows(page.getByText(`We now write to ${newEmail}.`));
        for (const width of [...widths].reverse())
          await picturedAt(page, width, `confirm-email-${name}`);

        await page.getByRole('link', { name: 'Go to Profile Settings' }).click();
        await shows(page.getByRole('form', { name: 'Company profile' }));
        expect(await page.getByText(/We sent a link to/).count(), 'nothing waits any more').toBe(0);
        const form = page.getByRole('form', { name: 'Company profile' });
        await expect.poll(() => form.getByLabel('Email').inputValue()).toBe(newEmail);
      },
    );

    step('signs in with the new address at the identity provider', async ({ stack }) => {
      const fresh = await newPage({ viewport: { width: 1366, height: 900 } });
      try {
        await fresh.goto(`${stack.webUrl}/auth`);
        await fresh.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
        await signIn(fresh, stack, { email: newEmail, password: account.password });
        await waitForAppPath(fresh, stack, '/dashboard');
        const form = fresh.getByRole('form', { name: 'Company profile' });
        await shows(form.getByLabel('Email'));
        expect(await form.getByLabel('Email').inputValue()).toBe(newEmail);
      } finally {
        await fresh.context().close();
      }
    });
  });
});
