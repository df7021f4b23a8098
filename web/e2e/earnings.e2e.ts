import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { callAsAdmin } from './support/admin-api';
import { shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { submitRemoteHandsRequest } from './support/remote-hands-request';
import { atBothWidths } from './support/screens';
import { openDispatchAsAdmin, openQueuedRequest } from './support/sign-in';
import { newAccount, signUpCompany } from './support/signup';
import { approveTechnicians, openJob, signUpTechnician } from './support/technicians';

// Unique per run, so names and tickets never meet another run's.
const runTag = Date.now().toString(36).slice(-5);
const technician = {
  account: newAccount('earnings-tech', 'Eli', `Akiak${runTag}`),
  fullName: `Eli Akiak${runTag}`,
  homeCommunity: 'Akiak',
  phone: '9075550191',
};
const companyAccount = newAccount('earnings-company', 'Nora', 'Native');
const DAY_MS = 24 * 60 * 60 * 1000;

interface TechnicianPay {
  technicianId: string;
  fullName: string;
  dueCents: number;
}

describe.runIf(journeysCanRun)(
  'earnings: an approved job pays its technician, and a payout settles it',
  () => {
    const journey = useJourneyStack({ artifactPrefix: 'earnings' });
    const { step } = journey;
    let technicianPage: Page;
    let companyPage: Page;
    let ticket = '';
    let statementTotal = '';

    const figure = (label: string) =>
      technicianPage.getByRole('term').filter({ hasText: label }).locator('..');

    step('a technician in Akiak signs up and is approved', async ({ stack }) => {
      technicianPage = await journey.newPage();
      await signUpTechnician(technicianPage, stack, technician);
      await approveTechnicians(stack, [technician.account]);
    });

    step('a clinic in Akiak submits a Remote Hands request', async ({ stack }) => {
      companyPage = await journey.newPage();
      await signUpCompany(companyPage, stack, companyAccount, {
        contactName: 'Nora Native',
        companyName: `Akiak Clinic ${runTag}`,
        address: '5 River Road',
        city: 'Akiak',
        state: 'Alaska',
        zipCode: '99552',
        phone: '9075550190',
        website: 'https://akiak-clinic.example.org',
      });
      ticket = await submitRemoteHandsRequest(companyPage, {
        jobDescription: 'The clinic router drops the satellite link',
        location: '5 River Road, Akiak, Alaska 99552',
      });
    });

    step('the admin assigns it to the technician', async ({ stack, page }) => {
      await openDispatchAsAdmin(page, stack);
      await openQueuedRequest(page, ticket);
      await page.getByRole('button', { name: `Assign ${technician.fullName}` }).click();
      const assign = page.getByRole('dialog', { name: `Assign ${technician.fullName}` });
      const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
      await assign.getByLabel('Arrival date').fill(tomorrow);
      await assign.getByLabel('Arrival time').fill('10:30');
      await assign.getByRole('button', { name: 'Assign', exact: true }).click();
      await shows(page.getByRole('region', { name: 'In progress' }).getByText(new RegExp(ticket)));
    });

    step('the technician does the work and the company approves it', async ({ stack }) => {
      await technicianPage.reload();
      const job = () => openJob(technicianPage, ticket);
      await (await job()).getByRole('button', { name: 'Check in' }).click();
      await technicianPage
        .getByRole('dialog', { name: 'Check in' })
        .getByRole('button', { name: 'Check in' })
        .click();
      await shows((await job()).getByText('On site', { exact: true }));
      await (await job()).getByRole('button', { name: 'Check out' }).click();
      const checkOut = technicianPage.getByRole('dialog', { name: 'Check out' });
      await checkOut.getByLabel('Work summary').fill('Re-seated the modem cable and rebooted.');
      await checkOut.getByRole('button', { name: 'Check out' }).click();
      await shows((await job()).getByText('Work done', { exact: true }));

      await companyPage.goto(`${stack.webUrl}/dashboard?tab=service-request`);
      await companyPage
        .getByRole('table', { name: 'Your service requests' })
        .getByRole('button', { name: new RegExp(ticket) })
        .click();
      // Read afresh, as the company would on coming back to it, so Approve acts on Work done.
      await companyPage.reload();
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

    step('the technician finds the job’s pay statement and what is due', async () => {
      await technicianPage.getByRole('link', { name: 'Earnings' }).first().click();
      // Billing makes the statement from the approval event, a moment after the approval.
      const statement = technicianPage.getByRole('button', { name: new RegExp(`^${ticket} · `) });
      await expect
        .poll(
          async () => {
            await technicianPage.reload();
            await shows(technicianPage.getByRole('heading', { name: 'Earnings' }));
            return statement.count();
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBe(1);
      statementTotal = /\$[\d,]+\.\d\d$/.exec((await statement.textContent()) ?? '')?.[0] ?? '';
      expect(statementTotal).not.toBe('');
      await shows(figure('Due to you').getByText(statementTotal));
      await shows(figure('Paid to you').getByText('$0.00'));

      await statement.click();
      const lines = technicianPage.getByRole('table', { name: `Pay for ticket ${ticket}` });
      await shows(lines.getByText('Time on site, per started quarter hour'));
      await shows(
        lines.getByRole('row', { name: new RegExp(`Total ${statementTotal.replace('$', '\\$')}`) }),
      );
      await atBothWidths(technicianPage, 'earnings-due');
    });

    step('the admin records a payout of what is due', async ({ stack }) => {
      const list = await callAsAdmin(stack, '/api/admin/pay');
      expect(list.status).toBe(200);
      const entry = (list.body as { technicians: TechnicianPay[] }).technicians.find(
        (candidate) => candidate.fullName === technician.fullName,
      );
      expect(entry?.dueCents).toBeGreaterThan(0);

      const payout = await callAsAdmin(
        stack,
        `/api/admin/technicians/${entry?.technicianId}/payouts`,
        {
          method: 'POST',
          body: { method: 'bank-transfer', reference: `ACH ${runTag}`, paidOn: '2026-12-15' },
        },
      );
      expect(payout.status).toBe(201);
      expect(payout.body).toMatchObject({ payout: { amountCents: entry?.dueCents } });
    });

    step('the technician sees it paid', async () => {
      await technicianPage.reload();
      await shows(figure('Due to you').getByText('$0.00'));
      await shows(figure('Paid to you').getByText(statementTotal));
      const payouts = technicianPage.getByRole('table', { name: 'Payouts' });
      await shows(payouts.getByText(`ACH ${runTag}`));
      await shows(payouts.getByText('Bank transfer'));
      await shows(payouts.getByText('Dec 15, 2026'));
      await atBothWidths(technicianPage, 'earnings-paid');
    });
  },
);
