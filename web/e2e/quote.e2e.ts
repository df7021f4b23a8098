import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { atBothWidths } from './support/screens';
import { pickTomorrow } from './support/service-request';
import { openDispatchAsAdmin, openQueuedRequest } from './support/sign-in';
import { choose, newAccount, signUpCompany } from './support/signup';

const runTag = Date.now().toString(36).slice(-5);
const companyAccount = newAccount('quote-company', 'Quinn', 'Quote');
const location = '5 Tundra Way, Bethel, Alaska 99559';
const laptop = { viewport: { width: 1366, height: 900 } };

/** Submits a custom request for tomorrow and answers its ticket number. */
async function submitCustomRequest(page: Page, jobDescription: string): Promise<string> {
  await page.getByRole('tab', { name: 'Service Request' }).click();
  await page.getByRole('tab', { name: 'Custom Request', exact: true }).click();
  const form = page.getByRole('form', { name: 'Custom Request request' });
  await shows(form);
  await form.getByLabel('Job Description').fill(jobDescription);
  await choose(page, 'Location', location);
  await pickTomorrow(form);
  await form.getByLabel('Preferred Time Range').selectOption('10:00 AM - 12:00 PM');
  await form
    .getByRole('radiogroup', { name: 'Is access to the site restricted?' })
    .getByRole('radio', { name: 'No' })
    .click();
  const video = form.getByRole('radiogroup', {
    name: 'Do you need live video support during the service?',
  });
  if ((await video.count()) > 0) await video.getByRole('radio', { name: 'No' }).click();
  const shown = (await page.getByText(/^Service ticket \d{8}-\d{4}$/).textContent()) ?? '';
  await form.getByRole('button', { name: 'Submit Service Request' }).click();
  await shows(page.getByText('Your service request has been submitted successfully.').first());
  return shown.replace('Service ticket ', '');
}

/** The admin prices the request from the dispatch queue. */
async function quote(page: Page, ticket: string, dollars: string, note: string): Promise<void> {
  await page.reload();
  await openQueuedRequest(page, ticket);
  const section = page.getByRole('region', { name: 'Quote' });
  await shows(section.getByText('Quote needed', { exact: true }));
  await section.getByLabel('Quote (USD)').fill(dollars);
  await section.getByLabel('Note for the company').fill(note);
  await section.getByRole('button', { name: 'Send quote' }).click();
  await shows(section.getByText('Quote sent', { exact: true }));
}

/** The company's page of one of its requests. */
async function openOwnRequest(page: Page, webUrl: string, ticket: string): Promise<void> {
  await page.goto(`${webUrl}/dashboard?tab=service-request`);
  await page
    .getByRole('table', { name: 'Your service requests' })
    .getByRole('button', { name: new RegExp(ticket) })
    .click();
  await shows(page.getByRole('region', { name: 'Request status' }));
}

describe.runIf(journeysCanRun)('quote: a custom request priced, accepted or declined', () => {
  const journey = useJourneyStack({ artifactPrefix: 'quote' });
  const { step } = journey;
  let companyPage: Page;
  let accepted = '';
  let declined = '';

  step('a company submits two custom requests, each waiting for a quote', async ({ stack }) => {
    companyPage = await journey.newPage(laptop);
    await signUpCompany(companyPage, stack, companyAccount, {
      contactName: 'Quinn Quote',
      companyName: `Tundra Labs ${runTag}`,
      address: '5 Tundra Way',
      city: 'Bethel',
      state: 'Alaska',
      zipCode: '99559',
      phone: '9075550180',
      website: 'https://tundra-labs.example.org',
    });
    accepted = await submitCustomRequest(companyPage, 'Install a weather station on the roof');
    await companyPage.goto(`${stack.webUrl}/dashboard`);
    declined = await submitCustomRequest(companyPage, 'Survey the fibre run to the school');
    await openOwnRequest(companyPage, stack.webUrl, accepted);
    const card = companyPage.getByRole('region', { name: 'Quote' });
    await shows(card.getByText('Waiting for a quote'));
  });

  step('the admin sees Quote needed in the queue and quotes both', async ({ stack, page }) => {
    await openDispatchAsAdmin(page, stack);
    await openQueuedRequest(page, accepted);
    await shows(page.getByRole('region', { name: 'Quote' }).getByText('Quote needed'));
    await atBothWidths(page, 'admin-quote-needed');
    await quote(page, accepted, '1,250', 'Two visits, the mast included.');
    await atBothWidths(page, 'admin-quote-sent');
    await quote(page, declined, '4800', 'Three days with a boat.');
  });

  step('the company accepts the first quote: it goes on to dispatch', async ({ stack, page }) => {
    await openOwnRequest(companyPage, stack.webUrl, accepted);
    const card = companyPage.getByRole('region', { name: 'Quote' });
    await shows(card.getByText('Quoted $1,250'));
    await shows(card.getByText('Two visits, the mast included.'));
    await atBothWidths(companyPage, 'company-quoted');
    await card.getByRole('button', { name: 'Accept quote' }).click();
    await shows(card.getByText('Quote accepted: $1,250'));
    const status = companyPage.getByRole('region', { name: 'Request status' });
    await shows(status.getByText('Submitted', { exact: true }));
    await shows(companyPage.getByText('Quote accepted', { exact: true }));
    await shows(companyPage.getByText('Quoted $1,250', { exact: true }).last());

    await page.reload();
    await openQueuedRequest(page, accepted);
    await shows(page.getByLabel('Smart dispatch'));
    expect(await page.getByRole('region', { name: 'Quote' }).count()).toBe(0);
  });

  step('the company declines the second: it is cancelled with the reason', async ({ stack }) => {
    await openOwnRequest(companyPage, stack.webUrl, declined);
    const card = companyPage.getByRole('region', { name: 'Quote' });
    await card.getByRole('button', { name: 'Decline' }).click();
    const dialog = companyPage.getByRole('dialog', { name: 'Decline this quote' });
    await dialog.getByRole('button', { name: 'Decline and cancel' }).click();
    await shows(dialog.getByText('Please say why you decline the quote.'));
    await atBothWidths(companyPage, 'company-decline-dialog');
    await dialog.getByLabel('Reason').fill('Over our budget this year.');
    await dialog.getByRole('button', { name: 'Decline and cancel' }).click();
    const status = companyPage.getByRole('region', { name: 'Request status' });
    await shows(status.getByText('Cancelled', { exact: true }));
    await shows(companyPage.getByText('Quote declined, request cancelled'));
    await shows(companyPage.getByText('Over our budget this year.'));
  });

  step('the admin gives the company net 45 payment terms', async ({ page }) => {
    await page.goto(`${journey.stack.webUrl}/admin`);
    await page
      .getByRole('tablist', { name: 'Admin Dashboard' })
      .getByRole('tab', { name: 'Companies' })
      .click();
    const companyName = `Tundra Labs ${runTag}`;
    await page.getByRole('searchbox', { name: 'Search companies by name' }).fill(companyName);
    await page.getByRole('button', { name: companyName }).click();
    const terms = page
      .getByRole('region', { name: 'Company Details' })
      .getByRole('region', { name: 'Payment terms' });
    await shows(terms.getByText('Net 30 (the default)'));
    const days = terms.getByLabel('Payment terms (days)');
    await days.fill('120');
    await terms.getByRole('button', { name: 'Save terms' }).click();
    await shows(terms.getByText('The payment terms are at most 90 days.'));
    await days.fill('45');
    await terms.getByRole('button', { name: 'Save terms' }).click();
    await shows(terms.getByText('Net 45', { exact: true }));
    await atBothWidths(page, 'admin-payment-terms');
  });
});
