import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { signInAsDemo } from './support/offline';
import { atBothWidths } from './support/screens';
import { pickTomorrow } from './support/service-request';
import { choose, newAccount, signUpCompany } from './support/signup';

// Unique per run, so the company never meets another run's.
const runTag = Date.now().toString(36).slice(-5);
const companyAccount = newAccount('estimate-company', 'Ada', 'Akiak');
const site = '4 Riverside Dr, Akiak, Alaska 99552';

/** The estimate panel's last row, the total as the person reads it. */
async function totalOf(page: Page): Promise<string> {
  const panel = page.getByRole('form').getByRole('region', { name: 'Estimate' });
  return (await panel.getByRole('listitem').last().textContent()) ?? '';
}

async function expectTotal(page: Page, total: string): Promise<void> {
  await expect.poll(() => totalOf(page), { timeout: 10_000 }).toBe(`Estimated total${total}`);
}

function yesNo(page: Page, question: string, choice: 'Yes' | 'No') {
  return page
    .getByRole('form')
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: choice })
    .click();
}

async function openRequestForm(page: Page, tab: 'Remote Hands' | 'Remote Eyes'): Promise<void> {
  await page.getByRole('tab', { name: 'Service Request' }).click();
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await shows(page.getByRole('form', { name: `${tab} request` }), 30_000);
}

describe.runIf(journeysCanRun)(
  'estimate: a price before the request, from the admin’s prices',
  () => {
    const journey = useJourneyStack({ artifactPrefix: 'estimate' });
    const { step } = journey;
    let requestId = '';

    step(
      'a company sees the estimate follow its hours, visits and Pro Package answer',
      async ({ stack, page }) => {
        await signUpCompany(page, stack, companyAccount, {
          contactName: 'Ada Akiak',
          companyName: `Akiak Clinic ${runTag}`,
          address: '4 Riverside Dr',
          city: 'Akiak',
          state: 'Alaska',
          zipCode: '99552',
          phone: '9075550177',
          website: 'https://akiak-clinic.example.org',
        });
        await openRequestForm(page, 'Remote Hands');
        const form = page.getByRole('form', { name: 'Remote Hands request' });
        await expectTotal(page, '$900.00');

        await form
          .getByLabel('Job Description')
          .fill('Replace the failed switch in the clinic rack.');
        await choose(page, 'Location', site);
        await pickTomorrow(form);
        await form.getByLabel('Preferred Time Range').selectOption('10:00 AM - 12:00 PM');
        await yesNo(page, 'Is access to the site restricted?', 'No');
        await yesNo(page, 'Do you need live video support during the service?', 'Yes');
        await yesNo(page, 'Is WiFi or 4G available at the site?', 'No');

        await form.getByLabel('Expected hours on site').fill('5');
        await expectTotal(page, '$1,125.00');
        await form.getByLabel('Scheduled visits').fill('3');
        await expectTotal(page, '$3,206.25');
        await yesNo(page, 'Would you like the Pro Package ($800)?', 'Yes');
        await yesNo(page, 'Is there a power outlet available at the site?', 'Yes');
        await expectTotal(page, '$4,006.25');
        await form.getByRole('region', { name: 'Estimate' }).scrollIntoViewIfNeeded();
        await atBothWidths(page, 'estimate-panel');
      },
    );

    step('submits, and billing stores the estimate it computed', async ({ stack, page }) => {
      const submitted = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/service-request/company') &&
          response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Submit Service Request' }).click();
      requestId = ((await (await submitted).json()) as { id: string }).id;
      await shows(page.getByText('Estimated total $4,006.25.'), 20_000);

      await page.goto(`${stack.webUrl}/dashboard/requests/${requestId}`);
      const stored = page.getByRole('region', { name: 'Estimate' });
      await shows(stored, 30_000);
      await expect
        .poll(async () => stored.getByRole('listitem').last().textContent())
        .toBe('Estimated total$4,006.25');
      await shows(stored.getByText('Based on 5 expected hours on site and 3 scheduled visits.'));
      await stored.scrollIntoViewIfNeeded();
      await atBothWidths(page, 'estimate-stored');
    });

    step('the admin sets the Remote Eyes price', async ({ stack }) => {
      const admin = await journey.newPage();
      await signInAsDemo(admin, stack, 'admin@example.com');
      await admin.goto(`${stack.webUrl}/admin?tab=settings`);
      const prices = admin.getByRole('form', { name: 'Prices' });
      await shows(prices, 30_000);
      await atBothWidths(admin, 'estimate-admin-prices');

      await prices.getByLabel('Remote Eyes price (USD)').fill('1000');
      await prices.getByRole('button', { name: 'Save prices' }).click();
      await shows(prices.getByText('The Remote Eyes price is at most 400 USD.'));

      await prices.getByLabel('Remote Eyes price (USD)').fill('350');
      await prices.getByRole('button', { name: 'Save prices' }).click();
      await shows(admin.getByText('Prices saved').first());
      await admin.context().close();
    });

    step("the company's panel prices Remote Eyes at the new price", async ({ stack, page }) => {
      await page.goto(`${stack.webUrl}/dashboard`);
      await openRequestForm(page, 'Remote Eyes');
      await expectTotal(page, '$350.00');
      await page.getByRole('form').getByLabel('Scheduled visits').fill('2');
      // 2 × $350, 5% off.
      await expectTotal(page, '$665.00');
    });
  },
);
