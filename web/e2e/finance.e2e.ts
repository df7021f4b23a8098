import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { submitRemoteHandsRequest } from './support/remote-hands-request';
import { atBothWidths, LAPTOP } from './support/screens';
import { openDispatchAsAdmin, openQueuedRequest } from './support/sign-in';
import { newAccount, signUpCompany } from './support/signup';
import { approveTechnicians, openJob, signUpTechnician } from './support/technicians';

// Unique per run, so names and tickets never meet another run's.
const runTag = Date.now().toString(36).slice(-5);
const technician = {
  account: newAccount('finance-tech', 'Fay', `Kwethluk${runTag}`),
  fullName: `Fay Kwethluk${runTag}`,
  homeCommunity: 'Kwethluk',
  phone: '9075550191',
};
const companyAccount = newAccount('finance-company', 'Finn', 'Ledger');
const companyName = `Kwethluk Traders ${runTag}`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The bytes of a download the page started by clicking `click`'s target. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

async function contentOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

describe.runIf(journeysCanRun)(
  'finance: an approved job is invoiced, the company downloads it, the admin is paid and credits it',
  () => {
    const journey = useJourneyStack({ artifactPrefix: 'finance' });
    const { step } = journey;
    let technicianPage: Page;
    let companyPage: Page;
    let ticket = '';

    step('a technician in Kwethluk signs up and is approved', async ({ stack }) => {
      technicianPage = await journey.newPage();
      await signUpTechnician(technicianPage, stack, technician);
      await approveTechnicians(stack, [technician.account]);
    });

    step('a trading post in Kwethluk submits a Remote Hands request', async ({ stack }) => {
      companyPage = await journey.newPage();
      await signUpCompany(companyPage, stack, companyAccount, {
        contactName: 'Finn Ledger',
        companyName,
        address: '5 River Road',
        city: 'Kwethluk',
        state: 'Alaska',
        zipCode: '99621',
        phone: '9075550190',
        website: 'https://akiak-traders.example.org',
      });
      ticket = await submitRemoteHandsRequest(companyPage, {
        jobDescription: 'The point of sale terminal will not boot',
        location: '5 River Road, Kwethluk, Alaska 99621',
      });
    });

    step('the admin assigns it to the technician', async ({ stack, page }) => {
      await openDispatchAsAdmin(page, stack);
      await openQueuedRequest(page, ticket);
      const candidates = page.getByRole('list', { name: 'Candidates' });
      await shows(candidates.getByText(technician.fullName));
      await page.getByRole('button', { name: `Assign ${technician.fullName}` }).click();
      const assign = page.getByRole('dialog', { name: `Assign ${technician.fullName}` });
      const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
      await assign.getByLabel('Arrival date').fill(tomorrow);
      await assign.getByLabel('Arrival time').fill('10:30');
      await assign.getByRole('button', { name: 'Assign', exact: true }).click();
      await shows(page.getByRole('region', { name: 'In progress' }).getByText(new RegExp(ticket)));
    });

    step('the technician checks in and out; the company approves the work', async ({ stack }) => {
      const job = () => openJob(technicianPage, ticket);
      await technicianPage.reload();
      await (await job()).getByRole('button', { name: 'Check in' }).click();
      await technicianPage
        .getByRole('dialog', { name: 'Check in' })
        .getByRole('button', { name: 'Check in' })
        .click();
      await shows((await job()).getByText('On site', { exact: true }));
      await (await job()).getByRole('button', { name: 'Check out' }).click();
      const checkOut = technicianPage.getByRole('dialog', { name: 'Check out' });
      await checkOut.getByLabel('Work summary').fill('Reseated the terminal and its drive.');
      await checkOut.getByRole('button', { name: 'Check out' }).click();
      await shows((await job()).getByText('Work done', { exact: true }));

      await companyPage.goto(`${stack.webUrl}/dashboard?tab=service-request`);
      await companyPage
        .getByRole('table', { name: 'Your service requests' })
        .getByRole('button', { name: new RegExp(ticket) })
        .click();
      await companyPage
        .getByRole('region', { name: 'Report' })
        .getByRole('button', { name: 'Approve' })
        .click();
      await shows(
        companyPage
          .getByRole('region', { name: 'Request status' })
          .getByText('Completed', { exact: true }),
      );
    });

    step('the company finds its open invoice from the top bar and downloads the PDF', async () => {
      await companyPage.getByRole('link', { name: 'Invoices', exact: true }).first().click();
      const invoiceCard = companyPage.getByRole('main');
      const invoices = companyPage.getByRole('table', { name: 'Invoices' });
      // Billing issues the invoice from the approval's event, a moment after the approval.
      await expect
        .poll(
          async () => {
            await companyPage.reload();
            // Count only once the list has loaded: before that it holds nothing either way.
            await shows(invoiceCard.getByText(/No invoices yet|Number/).first());
            return invoices.getByText(ticket).count();
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBeGreaterThan(0);
      const row = invoices.getByRole('row').filter({ hasText: ticket });
      await shows(row.getByText('Open', { exact: true }));
      const pdf = await downloaded(companyPage, () =>
        row.getByRole('button', { name: /^Download PDF of/ }).click(),
      );
      expect(pdf.suggestedFilename()).toMatch(/^invoice-\d{4}-\d{5}\.pdf$/);
      expect((await contentOf(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await atBothWidths(companyPage, 'company-invoices');
    });

    step(
      'the admin sees it open in Finance and records the payment in full',
      async ({ page, stack }) => {
        await page.setViewportSize(LAPTOP);
        await page.goto(`${stack.webUrl}/admin?tab=finance`);
        await shows(page.getByLabel('Invoice totals'));
        await page
          .getByRole('searchbox', { name: 'Search by number, ticket or company' })
          .fill(ticket);
        const list = page.getByRole('table', { name: 'Invoices' });
        const row = list.getByRole('row').filter({ hasText: companyName });
        await shows(row.getByText('Open', { exact: true }));
        await row.getByRole('button').first().click();

        const details = page.getByRole('region', { name: 'Invoice Details' });
        const balance = details.getByRole('definition').filter({ hasText: /^\$/ }).last();
        await shows(balance);
        const amount = (await balance.textContent()) ?? '';
        await atBothWidths(page, 'admin-finance-open');

        const form = details.getByRole('form', { name: 'Record payment' });
        await form.getByLabel('Amount (USD)').fill('0');
        await form.getByRole('button', { name: 'Record payment' }).click();
        await shows(form.getByText('The amount must be more than zero.'));

        await form.getByLabel('Amount (USD)').fill(amount);
        await form.getByRole('combobox', { name: 'Method' }).selectOption('bank-transfer');
        await form.getByLabel(/^Reference/).fill(`ACH ${runTag}`);
        await form.getByRole('button', { name: 'Record payment' }).click();
        await shows(details.getByText('Paid', { exact: true }));
        await shows(details.getByRole('list', { name: 'Payments' }).getByText(`ACH ${runTag}`));
        await shows(row.getByText('Paid', { exact: true }));
      },
    );

    step('the admin issues a credit note and downloads the CSV', async ({ page }) => {
      const details = page.getByRole('region', { name: 'Invoice Details' });
      const form = details.getByRole('form', { name: 'Issue credit note' });
      await form.getByLabel(/^Reason/).fill('Goodwill: the visit ran into the store hours.');
      await form.getByRole('button', { name: 'Issue credit note' }).click();
      await shows(details.getByText(/^Credited by credit note \d{4}-\d{5}/));
      await shows(details.getByText('Credited', { exact: true }));
      await atBothWidths(page, 'admin-finance-credited');

      await page.setViewportSize(LAPTOP);
      const csv = await downloaded(page, () =>
        page.getByRole('button', { name: 'Download CSV' }).click(),
      );
      expect(csv.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await contentOf(csv)).toString('utf8').trim().split('\r\n');
      expect(lines[0]).toBe(
        'Number,Kind,Ticket,Company,Issued,Due,Status,Currency,Total,Balance,Corrects',
      );
      // The search holds the ticket: the invoice and its credit note, nothing else.
      expect(lines.slice(1).map((line) => line.split(',').slice(1, 4))).toEqual([
        ['credit-note', ticket, companyName],
        ['invoice', ticket, companyName],
      ]);
    });
  },
);
