import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { atBothWidths, LAPTOP, PHONE } from './support/screens';
import { submitRemoteEyesRequest } from './support/service-request';
import { openDispatchAsAdmin, openQueuedRequest } from './support/sign-in';
import { newAccount, signUpCompany } from './support/signup';
import {
  approveTechnicians,
  onStackDatabase,
  openJob,
  openOffer,
  signUpTechnician,
} from './support/technicians';

// Unique per run, so names and tickets never meet another run's.
const runTag = Date.now().toString(36).slice(-5);
const technician = {
  account: newAccount('payoffer-tech', 'Paula', `Akiak${runTag}`),
  fullName: `Paula Akiak${runTag}`,
  homeCommunity: 'Kwethluk',
  phone: '9075550181',
};
const companyAccount = newAccount('payoffer-company', 'Carl', 'Clinic');

const offeredPay = '$80/h, up to 4 h ($320)';
const counteredPay = '$95/h, up to 4 h ($380)';
const counterReason = 'The river is still icing up; the boat takes twice as long.';

describe.runIf(journeysCanRun)(
  'pay on the offer: set by the admin, countered by the technician, accepted',
  () => {
    const journey = useJourneyStack({ artifactPrefix: 'pay-offer' });
    const { step } = journey;
    let technicianPage: Page;
    let companyPage: Page;
    let ticket = '';

    step('a technician in Kwethluk signs up and is approved', async ({ stack }) => {
      technicianPage = await journey.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
      await signUpTechnician(technicianPage, stack, technician);
      await approveTechnicians(stack, [technician.account]);
    });

    step('a clinic in Kwethluk asks for Remote Eyes', async ({ stack }) => {
      companyPage = await journey.newPage({ viewport: LAPTOP });
      await signUpCompany(companyPage, stack, companyAccount, {
        contactName: 'Carl Clinic',
        companyName: `Kwethluk Pay Clinic ${runTag}`,
        address: '3 River Rd',
        city: 'Kwethluk',
        state: 'Alaska',
        zipCode: '99621',
        phone: '9075550182',
        website: 'https://kwethluk-pay.example.org',
      });
      ticket = await submitRemoteEyesRequest(companyPage, {
        jobDescription: 'Check the fuel tank gauge by the generator shed',
        location: '3 River Rd, Kwethluk, Alaska 99621',
      });
      await companyPage.context().close();
    });

    step(
      'the admin sets the pay and offers the request to the technician',
      async ({ stack, page }) => {
        await page.setViewportSize(LAPTOP);
        await openDispatchAsAdmin(page, stack);
        await openQueuedRequest(page, ticket);
        const pay = page.getByRole('region', { name: 'Pay' });
        await shows(pay.getByText('$150 fixed'));
        await pay.getByRole('button', { name: 'Set pay' }).click();
        const form = pay.getByRole('form', { name: 'Set the pay' });
        await form.getByLabel('Pay basis').selectOption('hourly');
        await form.getByLabel('Rate per hour (USD)').fill('-80');
        await form.getByLabel('Most hours paid').fill('4');
        await form.getByRole('button', { name: 'Save pay' }).click();
        await shows(form.getByText('The pay cannot be negative.'));
        await form.getByLabel('Rate per hour (USD)').fill('80');
        await form.getByRole('button', { name: 'Save pay' }).click();
        await shows(pay.getByText(offeredPay));

        const candidates = page.getByRole('list', { name: 'Candidates' });
        await candidates.getByRole('checkbox', { name: `Select ${technician.fullName}` }).check();
        await page.getByRole('button', { name: 'Offer to selected' }).click();
        const offers = page.getByRole('list', { name: 'Offers' });
        await shows(offers.getByText(`Pay: ${offeredPay}`));
        await atBothWidths(page, 'admin-pay-set');
      },
    );

    step('the technician sees the pay on the offer and counters with more', async () => {
      await technicianPage.reload();
      const offer = await openOffer(technicianPage, ticket);
      await shows(offer.getByText(offeredPay));
      await shows(offer.getByText('Pay offered'));
      await atBothWidths(technicianPage, 'technician-offer');

      await offer.getByRole('button', { name: 'Counter-offer' }).click();
      const dialog = technicianPage.getByRole('dialog', { name: 'Counter-offer' });
      await dialog.getByLabel('Rate per hour (USD)').fill('95');
      await dialog.getByRole('button', { name: 'Send counter-offer' }).click();
      await shows(dialog.getByText('Say why you are countering.'));
      await dialog.getByLabel('Reason').fill(counterReason);
      await atBothWidths(technicianPage, 'technician-counter-dialog');
      await dialog.getByRole('button', { name: 'Send counter-offer' }).click();

      const counter = offer.getByRole('region', { name: 'Your counter-offer' });
      await shows(counter.getByText('Waiting for an answer from Remote Hands Alaska'));
      await shows(counter.getByText(`Pay: ${counteredPay}`));
      expect(await offer.getByRole('button', { name: 'Counter-offer' }).count()).toBe(0);
    });

    step('the admin accepts the counter-offer', async ({ page }) => {
      await page.reload();
      await openQueuedRequest(page, ticket);
      const counters = page.getByRole('list', { name: 'Counter-offers' });
      await shows(counters.getByText(`Pay: ${counteredPay}`));
      await shows(counters.getByText(`Reason: ${counterReason}`));
      await atBothWidths(page, 'admin-counter-offer');
      await counters.getByRole('button', { name: 'Accept counter-offer' }).click();
      await shows(
        page.getByText('Counter-offer accepted. The job is now assigned on its terms.', {
          exact: true,
        }),
      );
    });

    step('the job is the technician’s, at the countered pay', async ({ stack }) => {
      await technicianPage.reload();
      const job = await openJob(technicianPage, ticket);
      await shows(job.getByText('Agreed pay'));
      await shows(job.getByText(counteredPay));
      await atBothWidths(technicianPage, 'technician-job-agreed-pay');
      const stored = await onStackDatabase(stack, (client) =>
        client.query<{ status: string; pay: { amountCents: number } }>(
          `select status, pay from service_request.service_requests where ticket_number = $1`,
          [ticket],
        ),
      );
      expect(stored.rows[0]).toMatchObject({ status: 'Accepted', pay: { amountCents: 9_500 } });
    });
  },
);
