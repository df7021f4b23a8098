import { messages, WARRANTY_DAYS } from '@rha/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { submitRemoteHandsRequest } from './support/remote-hands-request';
import { atBothWidths } from './support/screens';
import { openDispatchAsAdmin, openQueuedRequest } from './support/sign-in';
import { newAccount, signUpCompany, waitForMail } from './support/signup';
import type { RunningStack } from './support/stack';
import {
  approveTechnicians,
  onStackDatabase,
  openJob,
  signUpTechnician,
} from './support/technicians';

// Unique per run, so names and tickets never meet another run's.
const runTag = Date.now().toString(36).slice(-5);
const technician = {
  account: newAccount('completion-tech', 'Tess', `Kwethluk${runTag}`),
  fullName: `Tess Kwethluk${runTag}`,
  homeCommunity: 'Kwethluk',
  phone: '9075550181',
};
const companyAccount = newAccount('completion-company', 'Cora', 'Cooperative');
const DAY_MS = 24 * 60 * 60 * 1000;

describe.runIf(journeysCanRun)(
  'completion: a Remote Hands Baseline job completed, rated both ways, reopened under warranty',
  () => {
    const journey = useJourneyStack({ artifactPrefix: 'completion' });
    const { step } = journey;
    let technicianPage: Page;
    let companyPage: Page;
    let ticket = '';

    const job = (): Promise<Locator> => openJob(technicianPage, ticket);

    const openRequest = async (stack: RunningStack): Promise<void> => {
      await companyPage.goto(`${stack.webUrl}/dashboard?tab=service-request`);
      await companyPage
        .getByRole('table', { name: 'Your service requests' })
        .getByRole('button', { name: new RegExp(ticket) })
        .click();
    };
    const status = () => companyPage.getByRole('region', { name: 'Request status' });
    const report = () => companyPage.getByRole('region', { name: 'Report' });

    /** The technician checks in and out again; the company approves the work. */
    async function workAndApprove(summary: string): Promise<void> {
      await technicianPage.reload();
      await (await job()).getByRole('button', { name: 'Check in' }).click();
      await technicianPage
        .getByRole('dialog', { name: 'Check in' })
        .getByRole('button', { name: 'Check in' })
        .click();
      await shows((await job()).getByText('On site', { exact: true }));
      await (await job()).getByRole('button', { name: 'Check out' }).click();
      const checkOut = technicianPage.getByRole('dialog', { name: 'Check out' });
      await checkOut.getByLabel('Work summary').fill(summary);
      await checkOut.getByRole('button', { name: 'Check out' }).click();
      await shows((await job()).getByText('Work done', { exact: true }));

      await companyPage.reload();
      await report().getByRole('button', { name: 'Approve' }).click();
      await shows(status().getByText('Completed', { exact: true }));
    }

    step('a technician in Kwethluk signs up and is approved', async ({ stack }) => {
      technicianPage = await journey.newPage();
      await signUpTechnician(technicianPage, stack, technician);
      await approveTechnicians(stack, [technician.account]);
    });

    step('a cooperative in Kwethluk submits a Remote Hands request', async ({ stack }) => {
      companyPage = await journey.newPage();
      await signUpCompany(companyPage, stack, companyAccount, {
        contactName: 'Cora Cooperative',
        companyName: `Kwethluk Cooperative ${runTag}`,
        address: '3 Boardwalk',
        city: 'Kwethluk',
        state: 'Alaska',
        zipCode: '99621',
        phone: '9075550180',
        website: 'https://kwethluk-coop.example.org',
      });
      ticket = await submitRemoteHandsRequest(companyPage, {
        jobDescription: 'The store freezer controller shows an alarm',
        location: '3 Boardwalk, Kwethluk, Alaska 99621',
      });
    });

    step(
      'the admin assigns it to the technician from the Dispatch queue',
      async ({ stack, page }) => {
        await openDispatchAsAdmin(page, stack);
        await openQueuedRequest(page, ticket);
        const candidates = page.getByRole('list', { name: 'Candidates' });
        await shows(candidates.getByText(technician.fullName));
        await shows(candidates.getByText('Not rated yet'));
        await page.getByRole('button', { name: `Assign ${technician.fullName}` }).click();
        const assign = page.getByRole('dialog', { name: `Assign ${technician.fullName}` });
        const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
        await assign.getByLabel('Arrival date').fill(tomorrow);
        await assign.getByLabel('Arrival time').fill('10:30');
        await assign.getByRole('button', { name: 'Assign', exact: true }).click();
        await shows(
          page.getByRole('region', { name: 'In progress' }).getByText(new RegExp(ticket)),
        );
      },
    );

    step('the technician does the work and the company approves it', async ({ stack }) => {
      await openRequest(stack);
      await workAndApprove('Reset the controller and replaced its fuse.');
      await shows(report().getByText(/^Warranty until/));
    });

    step("both rate; neither sees the other's rating until both have", async () => {
      const companyRatings = report().getByRole('region', { name: 'Ratings' });
      await companyRatings.getByRole('radio', { name: '5 – Excellent' }).click();
      await companyRatings.getByLabel('Comment').fill('Fixed it the same morning.');
      await companyRatings.getByRole('button', { name: 'Submit' }).click();
      await shows(companyRatings.getByText(/The technician's rating shows once both have rated/));
      await shows(companyRatings.getByText('Fixed it the same morning.'));

      await technicianPage.reload();
      const technicianRatings = (await job()).getByRole('region', { name: 'Ratings' });
      await shows(technicianRatings.getByText(/The company's rating shows once both have rated/));
      expect(await technicianRatings.getByText('Fixed it the same morning.').count()).toBe(0);
      await technicianRatings.getByRole('radio', { name: '4 – Very good' }).click();
      await technicianRatings.getByLabel('Comment').fill('Clear directions to the store.');
      await technicianRatings.getByRole('button', { name: 'Submit' }).click();
      await shows(technicianRatings.getByText('Fixed it the same morning.'));
      await shows(technicianRatings.getByText('5 – Excellent'));

      await companyPage.reload();
      const revealed = report().getByRole('region', { name: 'Ratings' });
      await shows(revealed.getByText('Clear directions to the store.'));
      await shows(revealed.getByText('4 – Very good'));
      expect(await revealed.getByText(/shows once both have rated/).count()).toBe(0);
    });

    step('the admin directory shows the technician’s average', async ({ stack, page }) => {
      await page.goto(`${stack.webUrl}/admin`);
      await shows(page.getByText(technician.fullName).first());
      await expect
        .poll(
          async () => {
            await page.reload();
            await shows(page.getByText(technician.fullName).first());
            return page.getByText('Rating 5.0 (1 rating)').count();
          },
          { timeout: 30_000, interval: 2_000 },
        )
        .toBeGreaterThan(0);
    });

    step(
      'within the warranty the company reopens the job; it goes back to the technician',
      async ({ stack }) => {
        await report().getByRole('button', { name: 'Reopen under warranty' }).click();
        const dialog = companyPage.getByRole('dialog', { name: 'Reopen under warranty' });
        await dialog.getByLabel('Reason').fill('The alarm came back overnight.');
        await dialog.getByRole('button', { name: 'Reopen' }).click();
        await shows(status().getByText('Accepted', { exact: true }));
        await waitForMail(stack, technician.account.email, /reopened/i);

        await technicianPage.reload();
        const reasons = (await job()).getByRole('region', { name: 'Why the job moved' });
        await shows(reasons.getByText('Reopened under warranty'));
        await shows(reasons.getByText('The alarm came back overnight.'));
      },
    );

    step(
      'once the warranty has passed, reopening is refused with the reason',
      async ({ stack }) => {
        await workAndApprove('Replaced the door seal as well.');
        // The company starts a claim; eight days pass before it is sent.
        await report().getByRole('button', { name: 'Reopen under warranty' }).click();
        const dialog = companyPage.getByRole('dialog', { name: 'Reopen under warranty' });
        await dialog.getByLabel('Reason').fill('It is failing again.');
        await onStackDatabase(stack, (client) =>
          client.query(
            `update service_request.service_requests
              set completed_at = completed_at - interval '8 days',
                  warranty_until = warranty_until - interval '8 days'
            where ticket_number = $1 and submitter_email = $2`,
            [ticket, companyAccount.email],
          ),
        );
        await dialog.getByRole('button', { name: 'Reopen' }).click();
        await shows(dialog.getByText(messages.onSite.warrantyExpired(WARRANTY_DAYS)));
        await dialog.getByRole('button', { name: 'Back' }).click();
        await companyPage.reload();
        await shows(status().getByText('Completed', { exact: true }));
        expect(await report().getByRole('button', { name: 'Reopen under warranty' }).count()).toBe(
          0,
        );
        await shows(report().getByText(/^Warranty ended /));
        await atBothWidths(companyPage, 'report-warranty-ended');
      },
    );
  },
);
