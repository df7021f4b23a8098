import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStarted, saveFailure, shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { fitsTheScreen } from './support/screens';

/** Every public route of spec 01 §2 with the page's one h1. */
const publicPages = [
  { path: '/', heading: 'Local hands for on-site tech support across rural Alaska' },
  { path: '/services', heading: 'Services and Pricing' },
  { path: '/use-cases', heading: 'Use Cases' },
  { path: '/partners', heading: 'Become a Partner' },
  { path: '/technicians', heading: 'Become a Technician' },
  { path: '/work-with-us', heading: 'Work With Us' },
  { path: '/how-it-works', heading: 'How It Works' },
  { path: '/about', heading: 'About' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/privacy-statement', heading: 'Privacy Policy' },
  { path: '/terms-of-use', heading: 'Terms of Use' },
  { path: '/email-verification', heading: 'Verify Email' },
];

describe.runIf(journeysCanRun)('public site', () => {
  const journey = useJourneyStack({
    context: { viewport: { width: 1280, height: 800 } },
    artifactPrefix: 'public',
  });
  const { step } = journey;

  const url = (path: string) => `${journey.stack.webUrl}${path}`;
  const main = () => journey.page.getByRole('main');
  const atPath = (path: string) =>
    journey.page.waitForURL(
      (current) => current.origin === journey.stack.webUrl && current.pathname === path,
    );

  /** Clicks a link or button in the main content by its name and waits for the path it leads to. */
  async function follow(name: string, path: string, from: Locator = main()): Promise<void> {
    await from.getByRole('link', { name, exact: true }).first().click();
    await atPath(path);
  }

  for (const { path, heading } of publicPages) {
    step(`renders ${path} with its one heading and a title`, async ({ page }) => {
      await page.goto(url(path));
      await shows(page.getByRole('heading', { level: 1, name: heading, exact: true }));
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.title()).toContain('Remote Hands Alaska');
      expect(new URL(page.url()).pathname, 'no redirect').toBe(path);
    });
  }

  step('home: Create an account goes to /auth/company', async ({ page }) => {
    await openStarted(page, url('/'));
    await follow('Create an account', '/auth/company');
  });

  step('home: the scroll action brings How it works into view', async ({ page }) => {
    await openStarted(page, url('/'));
    await main().getByRole('button', { name: 'See How It Works' }).click();
    const section = page.locator('#how-it-works');
    await page.waitForFunction(() => {
      const top = document.getElementById('how-it-works')?.getBoundingClientRect().top ?? 9_999;
      return Math.abs(top - 64) < 40;
    });
    expect(await section.evaluate((element) => element === document.activeElement)).toBe(true);
    await shows(section.getByRole('heading', { name: 'Submit a request' }));
  });

  step('home: the calls to action go where spec 01 says', async ({ page }) => {
    for (const [label, path] of [
      ['Request a Service', '/auth/company'],
      ['Become a Partner', '/partners'],
      ['Become a Technician', '/auth/technician'],
    ] as const) {
      await openStarted(page, url('/'));
      await follow(label, path);
    }
  });

  step('home: Contact Us opens the contact dialog and Escape closes it', async ({ page }) => {
    await openStarted(page, url('/'));
    await main().getByRole('button', { name: 'Contact Us' }).first().click();
    const dialog = page.getByRole('dialog');
    await shows(dialog);
    await shows(dialog.getByRole('button', { name: 'Send Message' }));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  step('top bar: each link and the Work With Us menu lead to their pages', async ({ page }) => {
    await openStarted(page, url('/'));
    const bar = page.getByRole('banner');
    await follow('How It Works', '/how-it-works', bar);
    await follow('Use Cases', '/use-cases', bar);
    await follow('About', '/about', bar);
    for (const [label, path] of [
      ['Hire Remote Hands', '/services'],
      ['Become a Technician', '/technicians'],
      ['Become A Partner', '/partners'],
    ] as const) {
      await bar.getByRole('button', { name: 'Work With Us' }).click();
      await follow(label, path, bar);
    }
    await bar.getByRole('button', { name: 'Sign In' }).click();
    await atPath('/auth');
  });

  step(
    'services: prices come from spec 01 §9 and Request a Service signs a company up',
    async ({ page }) => {
      await openStarted(page, url('/services'));
      await shows(main().getByText('$900 for up to 4 hours, then $225 per hour', { exact: false }));
      await shows(main().getByText('$200–$400', { exact: true }));
      await shows(main().getByRole('heading', { name: 'Response time' }));
      for (const addOn of [
        'Local Guide Service',
        'Transportation Solutions',
        'Pro Kit & Diagnostics',
      ]) {
        await shows(main().getByRole('heading', { name: addOn }));
      }
      await follow('Request a Service', '/auth/company');
    },
  );

  step('technicians: both apply buttons go to /auth/technician', async ({ page }) => {
    for (const label of ['Apply Now', 'Start Your Application']) {
      await openStarted(page, url('/technicians'));
      await follow(label, '/auth/technician');
    }
  });

  step('work with us: links to /partners and /technicians', async ({ page }) => {
    await openStarted(page, url('/work-with-us'));
    await follow('Become a Partner', '/partners');
    await openStarted(page, url('/work-with-us'));
    await follow('Become a Technician', '/technicians');
  });

  step('use cases: one customer story and six use cases', async ({ page }) => {
    await openStarted(page, url('/use-cases'));
    await shows(main().getByRole('heading', { level: 2, name: 'Customer story' }));
    const cases = main()
      .getByRole('region', { name: 'Who uses Remote Hands' })
      .getByRole('heading', {
        level: 3,
      });
    expect(await cases.count()).toBe(6);
  });

  step(
    'legal pages: back to home from the policy, Return to Home from the terms',
    async ({ page }) => {
      await openStarted(page, url('/privacy-statement'));
      await shows(main().getByText('Last updated March 2025'));
      await main().getByRole('button', { name: 'SMS terms' }).click();
      await shows(main().getByText(/Reply STOP/));
      await follow('Back to Home', '/');
      await openStarted(page, url('/terms-of-use'));
      await shows(main().getByText('Last updated March 2025'));
      await follow('Return to Home', '/');
    },
  );

  step('verify email: shows the address and returns to login', async ({ page }) => {
    await openStarted(page, url('/email-verification?email=sam%40example.com'));
    await shows(main().getByText('sam@example.com', { exact: true }));
    await openStarted(page, url('/email-verification'));
    await shows(main().getByText('your email address', { exact: true }));
    await follow('Return to Login', '/auth');
  });

  step('footer: current year, legal links and social profiles opening safely', async ({ page }) => {
    await openStarted(page, url('/about'));
    const footer = page.getByRole('contentinfo');
    await shows(
      footer.getByText(`© ${new Date().getFullYear()} Remote Hands Alaska`, { exact: false }),
    );
    const social = footer.getByRole('link', { name: /^Remote Hands Alaska on / });
    expect(await social.count()).toBeGreaterThanOrEqual(3);
    for (const link of await social.all()) {
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    await follow('Privacy Policy', '/privacy-policy', footer);
    await follow('Terms of Use', '/terms-of-use', page.getByRole('contentinfo'));
  });

  step('footer: a service link scrolls to that service on /services', async ({ page }) => {
    await openStarted(page, url('/'));
    await follow('Remote Eyes Assessment', '/services', page.getByRole('contentinfo'));
    await page.waitForFunction(() => {
      const top =
        document.getElementById('remote-eyes-assessment')?.getBoundingClientRect().top ?? 9_999;
      return Math.abs(top - 64) < 40;
    });
  });

  step(
    'answers an unknown route with 404 and the not-found page, which leads home',
    async ({ page, browserErrors }) => {
      const response = await page.goto(url('/no-such-page'));
      expect(response?.status()).toBe(404);
      // Chromium reports the page's own 404 as a failed load: expected here, and only here.
      const failedLoad = browserErrors.findIndex((line) => line.includes('status of 404'));
      expect(failedLoad).toBeGreaterThanOrEqual(0);
      browserErrors.splice(failedLoad, 1);
      await shows(page.getByRole('heading', { level: 1, name: '404 Page Not Found' }));
      await shows(page.getByText('Did you forget to add the page to the router?'));
      await follow('Go to the home page', '/');
      await shows(page.getByRole('heading', { level: 1, name: publicPages[0]!.heading }));
    },
  );

  // Warnings are left out: keycloak-js's silent sign-in check warns about its own sandboxed iframe.
  step('logs no errors and no policy violations on the way', async ({ browserErrors }) => {
    expect(browserErrors.filter((line) => !line.startsWith('warning:'))).toEqual([]);
  });

  describe('on a phone (390 x 844)', () => {
    let phone: BrowserContext;
    let mobile: Page;

    beforeAll(async () => {
      phone = await journey.browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      mobile = await phone.newPage();
    });

    afterAll(async () => {
      await phone?.close();
    });

    it('opens the menu, navigates, and starts the next page with it closed', async ({
      onTestFailed,
    }) => {
      onTestFailed(() => saveFailure(mobile, 'public phone menu', []));
      await openStarted(mobile, url('/'));
      const bar = mobile.getByRole('banner');
      const toggle = bar.getByRole('button', { name: 'Menu' });
      // The bar re-renders when the page changes, so its state is awaited rather than read once.
      const closedMenu = bar.locator('button[aria-label="Menu"][aria-expanded="false"]');
      await shows(toggle);
      expect(await bar.getByRole('link', { name: 'About' }).isVisible()).toBe(false);

      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await bar.getByRole('link', { name: 'About', exact: true }).click();
      await mobile.waitForURL(url('/about'));
      await shows(mobile.getByRole('heading', { level: 1, name: 'About' }));
      await closedMenu.waitFor();

      await toggle.click();
      await bar.getByRole('button', { name: 'Work With Us' }).click();
      await bar.getByRole('link', { name: 'Become A Partner' }).click();
      await mobile.waitForURL(url('/partners'));
      await shows(mobile.getByRole('heading', { level: 1, name: 'Become a Partner' }));

      await toggle.click();
      await bar.getByRole('button', { name: 'Sign In' }).click();
      await mobile.waitForURL(url('/auth'));
      await closedMenu.waitFor();
    });

    it('answers an unknown route with 404 and a not-found page that fits the screen', async ({
      onTestFailed,
    }) => {
      onTestFailed(() => saveFailure(mobile, 'public phone not found', []));
      const response = await mobile.goto(url('/dashboard/requests'));
      expect(response?.status()).toBe(404);
      const home = mobile.getByRole('main').getByRole('link', { name: 'Go to the home page' });
      await shows(home);
      await fitsTheScreen(mobile, 'the not-found page on the phone');
    });
  });
});
