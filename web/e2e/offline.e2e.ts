import { describe, expect } from 'vitest';
import { shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import {
  cachedUrls,
  countRequestsTo,
  recordApiTexts,
  signInAsDemo,
  waitForServiceWorker,
} from './support/offline';

const companyEmail = 'company@example.com';
const companyName = 'Yukon-Kuskokwim Clinics';
const technicianEmail = 'technician@example.com';

describe.runIf(journeysCanRun)('offline: the app on the device, and nobody else’s data', () => {
  const journey = useJourneyStack();
  const { step } = journey;
  const welcome = () => journey.page.getByRole('heading', { level: 1, name: /^Welcome/ });
  const offlineHeading = () =>
    journey.page.getByRole('heading', { level: 1, name: 'You are offline' });
  let companyApiTexts: Set<string>;

  step('signs in as the company and installs the service worker', async ({ stack, page }) => {
    const recording = recordApiTexts(page);
    await signInAsDemo(page, stack, companyEmail);
    await shows(welcome(), 30_000);
    await waitForServiceWorker(page);
    await page.getByRole('tab', { name: 'Service Request' }).click();
    // The live stream stays open, so the network is never idle: wait for what the tab loads instead
    // (its list, answered empty or not, and the next ticket number of the create form).
    await shows(page.getByText(/^Service ticket \d{8}-\d{4}$/), 30_000);
    await shows(page.getByRole('heading', { name: 'Your Service Requests' }));
    recording.stop();
    companyApiTexts = recording.texts;
    expect(companyApiTexts).toContain(companyEmail);
  });

  step('reloads the dashboard without asking the identity provider', async ({ stack, page }) => {
    const identityProviderRequests = countRequestsTo(page.context(), stack.idpUrl);
    await page.reload();
    await shows(welcome(), 30_000);
    expect(identityProviderRequests()).toBe(0);
  });

  step('shows its own offline page for the dashboard opened offline', async ({ stack, page }) => {
    await page.context().setOffline(true);
    await page.goto(`${stack.webUrl}/dashboard`);
    await shows(offlineHeading());
    await shows(page.getByRole('button', { name: 'Try again' }));
  });

  step('leaves the offline page by itself when the link returns', async ({ page }) => {
    await page.context().setOffline(false);
    await shows(welcome(), 30_000);
    expect(await offlineHeading().count()).toBe(0);
  });

  step('signs out, and the company user is gone from the next pages', async ({ stack, page }) => {
    const banner = page.getByRole('banner');
    const companyUserName = await banner
      .getByRole('button', { name: 'Logout' })
      .evaluate((logout) => logout.parentElement?.textContent?.replace('Logout', '').trim() ?? '');
    expect(companyUserName).not.toBe('');
    await banner.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${stack.webUrl}/`, { timeout: 30_000 });
    await shows(banner.getByRole('button', { name: 'Sign In', exact: true }));

    await page.goto(`${stack.webUrl}/auth/technician`);
    const main = page.getByRole('main');
    await shows(main.getByRole('button', { name: 'Sign In', exact: true }), 30_000);
    expect(await main.getByRole('link', { name: 'Go to Dashboard' }).count()).toBe(0);
    expect(await banner.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    expect(await banner.innerText()).not.toContain(companyUserName);

    // Signed out, the dashboard sends the visitor to sign in, showing nothing of the last user.
    await page.goto(`${stack.webUrl}/dashboard`);
    await page.waitForURL(`${stack.webUrl}/auth`, { timeout: 30_000 });
    await shows(main.getByRole('button', { name: 'Sign In', exact: true }), 30_000);
    expect(await page.getByRole('heading', { name: /^Welcome \S+!$/ }).count()).toBe(0);
    expect(await banner.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain(companyUserName);
  });

  step('signs in as the technician', async ({ stack, page }) => {
    await signInAsDemo(page, stack, technicianEmail);
    await shows(welcome(), 30_000);
  });

  step('offline, shows nothing of the company anywhere', async ({ stack, page }) => {
    await page.context().setOffline(true);
    const firstUser = [companyEmail, companyName, ...companyApiTexts];
    for (const path of ['/dashboard', '/dashboard/requests/1', '/admin', '/onboarding', '/']) {
      if (path === '/dashboard') await page.reload();
      else await page.goto(`${stack.webUrl}${path}`);
      await page.waitForLoadState('load');
      // Field values too: a profile form shows its data in inputs, not in the page's text.
      const text = await page.evaluate(() =>
        [
          document.body.innerText,
          ...Array.from(document.querySelectorAll('input, textarea'), (field) =>
            field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
              ? field.value
              : '',
          ),
        ].join('\n'),
      );
      const storage = await page.evaluate(() =>
        JSON.stringify({ ...localStorage, ...sessionStorage }),
      );
      for (const value of firstUser) {
        expect(text, `${path} shows '${value}'`).not.toContain(value);
        expect(storage, `storage on ${path} holds '${value}'`).not.toContain(value);
      }
    }
    const cached = await cachedUrls(page);
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
    await page.context().setOffline(false);
  });
});
