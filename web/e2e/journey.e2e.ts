import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chromiumAvailability,
  launchChromium,
  recordBrowserErrors,
  saveFailure,
} from './support/browser';
import { startStackProcess, type RunningStack } from './support/stack';

const availability = chromiumAvailability();
const company = { email: 'company@example.com', password: 'remote-hands-demo' };

/** Waits for the locator to be visible; a timeout names what was missing. */
async function shows(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

describe.runIf(availability === 'available')('company journey: sign in, dashboard, logout', () => {
  let stack: RunningStack;
  let browser: Browser;
  let page: Page;
  let browserErrors: string[] = [];

  beforeAll(async () => {
    stack = await startStackProcess();
    browser = await launchChromium();
    page = await browser.newPage();
    browserErrors = recordBrowserErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
    const exitCode = await stack?.stop();
    expect(exitCode, 'the launcher exits 0 on SIGTERM').toBe(0);
  });

  const step = (name: string, body: () => Promise<void>) =>
    it(name, async ({ onTestFailed }) => {
      onTestFailed(() => saveFailure(page, name, browserErrors));
      await body();
    });

  step('sends a signed-out visitor from /dashboard to /auth', async () => {
    await page.goto(`${stack.webUrl}/dashboard`);
    await page.waitForURL(`${stack.webUrl}/auth`);
    await shows(page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }));
  });

  step('signs in as the demo company on the provider page and lands on the dashboard', async () => {
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.origin === stack.idpUrl);
    await page.getByLabel('Username or email').fill(company.email);
    await page.getByLabel('Password', { exact: true }).fill(company.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.origin === stack.webUrl && url.pathname === '/dashboard');
    await shows(page.getByText('Welcome Sam!'));
  });

  step('shows the initials avatar and the full name in the top bar', async () => {
    const topBar = page.getByRole('banner');
    await shows(topBar.getByText('SK', { exact: true }));
    await shows(topBar.getByText('Sam Kuskokwim', { exact: true }));
  });

  step('logs out through the provider and returns to / signed out', async () => {
    const sawLoggingOut = await watchForText(page, 'Logging out...');
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${stack.webUrl}/`);
    expect(await sawLoggingOut(), "the Logout button reads 'Logging out...' while pending").toBe(
      true,
    );
    await shows(page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }));
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
  });

  step('shows the not-found page on an unknown route', async () => {
    await page.goto(`${stack.webUrl}/no-such-page`);
    await shows(page.getByRole('heading', { name: '404 Page Not Found' }));
    await shows(page.getByText('Did you forget to add the page to the router?'));
  });
});

/**
 * The pending label lasts only until the browser leaves for the provider's logout, possibly less than a
 * polling interval, so a MutationObserver in the page reports it the moment it appears.
 */
async function watchForText(page: Page, text: string): Promise<() => Promise<boolean>> {
  let seen = false;
  const binding = `__sawText${Date.now()}`;
  await page.exposeFunction(binding, () => {
    seen = true;
  });
  await page.evaluate(
    ({ text, binding }) => {
      const report = (window as unknown as Record<string, () => void>)[binding];
      const check = () => {
        if (document.body.textContent?.includes(text)) report?.();
      };
      new MutationObserver(check).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      check();
    },
    { text, binding },
  );
  return async () => seen;
}
