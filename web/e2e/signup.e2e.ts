import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chromiumAvailability,
  launchChromium,
  recordBrowserErrors,
  saveFailure,
} from './support/browser';
import { choose, newAccount, register, shows, signUpCompany, waitForMail } from './support/signup';
import { startStackProcess, type RunningStack } from './support/stack';

const availability = chromiumAvailability();

const companyAccount = newAccount('signup-company', 'Mary', 'Oscar');
const technicianAccount = newAccount('signup-technician', 'Peter', 'Kalskag');

describe.runIf(availability === 'available')('sign-up through the registration page', () => {
  let stack: RunningStack;
  let browser: Browser;
  let page: Page;
  let browserErrors: string[] = [];

  beforeAll(async () => {
    stack = await startStackProcess();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    const exitCode = await stack?.stop();
    expect(exitCode, 'the launcher exits 0 on SIGTERM').toBe(0);
  });

  /** Each journey in a browser context of its own: a fresh session and fresh session storage. */
  const journey = (name: string, body: () => Promise<void>) =>
    it(name, async ({ onTestFailed }) => {
      const context = await browser.newContext();
      page = await context.newPage();
      browserErrors = recordBrowserErrors(page);
      onTestFailed(() => saveFailure(page, name, browserErrors));
      try {
        await body();
      } finally {
        if (!page.isClosed()) await context.close();
      }
    });

  journey('signs up a new company and lands on its dashboard, welcomed by first name', async () => {
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
  });

  journey('signs up a new technician from a home community and goes on to onboarding', async () => {
    await page.goto(`${stack.webUrl}/auth/technician`);
    await page.getByRole('main').getByRole('button', { name: 'Sign Up', exact: true }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await shows(form);

    await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await shows(page.getByText('Please fill in all the required technician fields.'));

    await form.getByLabel('Full Name').fill('Peter Kalskag');
    await form.getByLabel('Email').fill(technicianAccount.email);
    await choose(page, 'Home Community', 'Bethel');
    expect(await form.getByLabel('ZIP Code').inputValue(), 'one ZIP code fills in').toBe('99559');
    await form.getByLabel('Phone Number').fill('9075550177');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await register(page, stack, technicianAccount);
    await page.waitForURL((url) => url.origin === stack.webUrl && url.pathname === '/onboarding', {
      timeout: 30_000,
    });

    await page.goto(`${stack.webUrl}/dashboard`);
    await shows(page.getByRole('heading', { level: 1, name: 'Welcome Peter!' }));
    await shows(page.getByRole('tab', { name: 'Profile', exact: true, selected: true }));

    const welcome = await waitForMail(stack, technicianAccount.email, /onboarding/);
    expect(welcome.subject).toBe('Welcome to Remote Hands Alaska: your next step is onboarding');
  });
});
