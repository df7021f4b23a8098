import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { expectProductLoginTheme } from './support/login-theme';
import { identityProviders } from './support/providers';
import { signIn } from './support/sign-in';

const company = { email: 'company@example.com', password: 'remote-hands-demo' };

describe.each(identityProviders())('with the $name identity provider', ({ name, available }) => {
  describe.runIf(journeysCanRun && available)('company journey: sign in, dashboard, logout', () => {
    const { step } = useJourneyStack({ provider: name, artifactPrefix: name });

    step('sends a signed-out visitor from /dashboard to /auth', async ({ stack, page }) => {
      await page.goto(`${stack.webUrl}/dashboard`);
      await page.waitForURL(`${stack.webUrl}/auth`);
      await shows(page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }));
    });

    step(
      'signs in as the demo company on the provider page, in the product look, and lands on the dashboard',
      async ({ stack, page }) => {
        await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
        await page.waitForURL((url) => url.origin === stack.idpUrl);
        await expectProductLoginTheme(page, 'Sign In');
        await signIn(page, stack, company);
        await page.waitForURL(
          (url) => url.origin === stack.webUrl && url.pathname === '/dashboard',
        );
        await shows(page.getByText('Welcome Sam!'));
      },
    );

    step('shows the initials avatar and the full name in the top bar', async ({ page }) => {
      const topBar = page.getByRole('banner');
      await shows(topBar.getByText('SK', { exact: true }));
      await shows(topBar.getByText('Sam Kuskokwim', { exact: true }));
    });

    step('logs out through the provider and returns to / signed out', async ({ stack, page }) => {
      const sawLoggingOut = await watchForText(page, 'Logging out...');
      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(`${stack.webUrl}/`);
      expect(await sawLoggingOut(), "the Logout button reads 'Logging out...' while pending").toBe(
        true,
      );
      await shows(page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }));
      expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    });

    step('shows the not-found page on an unknown route', async ({ stack, page }) => {
      await page.goto(`${stack.webUrl}/no-such-page`);
      await shows(page.getByRole('heading', { name: '404 Page Not Found' }));
      await shows(page.getByText('Did you forget to add the page to the router?'));
    });
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
