import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { shows, showsAfterReload } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { pickTomorrow } from './support/service-request';
import { openDispatchAsAdmin, openQueuedRequest } from './support/sign-in';
import { choose, newAccount, signUpCompany } from './support/signup';
import { approveTechnicians, openJob, openOffer, signUpTechnician } from './support/technicians';
import { fitsTheScreen } from './support/screens';

// Unique per run, so names and tickets never meet another run's.
const runTag = Date.now().toString(36).slice(-5);
const technician = {
  account: newAccount('attach-technician', 'Ada', `Akiak${runTag}`),
  fullName: `Ada Akiak${runTag}`,
  homeCommunity: 'Akiak',
  phone: '9075550181',
};
const companyAccount = newAccount('attach-company', 'Cora', 'Clinic');
const location = '3 Bluff Rd, Akiak, Alaska 99552';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const laptop = { viewport: { width: 1366, height: 900 } };

// A PDF as a phone's files app hands it over; its name has no space to break at on a phone.
const rackDiagram = {
  name: `generator-room-rack-diagram-${'rev2'.repeat(8)}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

/** Where the screenshots of the changed screens go, when asked for (SHOTS_DIR). */
const shotsDir = process.env.SHOTS_DIR;

async function screenshot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
}

/** The documents a request shows, by name. */
function documentsOf(where: Locator | Page): Locator {
  return where
    .getByRole('region', { name: 'Supporting documentation' })
    .getByRole('list', { name: 'Supporting documentation: documents' });
}

describe.runIf(journeysCanRun)('supporting documents attached to a service request', () => {
  const journey = useJourneyStack({ artifactPrefix: 'attach' });
  const { step } = journey;
  let technicianPage: Page;
  let companyPage: Page;
  let ticket = '';

  step('a technician in Akiak signs up and is approved', async ({ stack }) => {
    technicianPage = await journey.newPage(phone);
    await signUpTechnician(technicianPage, stack, technician);
    await approveTechnicians(stack, [technician.account]);
  });

  step(
    'a clinic answers Yes to supporting documentation, attaches a PDF and submits',
    async ({ stack }) => {
      companyPage = await journey.newPage(laptop);
      await signUpCompany(companyPage, stack, companyAccount, {
        contactName: 'Cora Clinic',
        companyName: `Akiak Clinic ${runTag}`,
        address: '3 Bluff Rd',
        city: 'Akiak',
        state: 'Alaska',
        zipCode: '99552',
        phone: '9075550182',
        website: 'https://akiak-clinic.example.org',
      });
      await companyPage.getByRole('tab', { name: 'Service Request' }).click();
      await companyPage.getByRole('tab', { name: 'Remote Hands', exact: true }).click();
      const form = companyPage.getByRole('form', { name: 'Remote Hands request' });
      await shows(form);
      await form.getByLabel('Job Description').fill('Reseat the generator room network switch.');
      await choose(companyPage, 'Location', location);
      await pickTomorrow(form);
      await form.getByLabel('Preferred Time Range').selectOption('10:00 AM - 12:00 PM');
      for (const [question, answer] of [
        ['Is access to the site restricted?', 'No'],
        ['Do you need live video support during the service?', 'No'],
        ['Do you have supporting documentation (photos, diagrams, manuals)?', 'Yes'],
      ] as const) {
        await form
          .getByRole('radiogroup', { name: question })
          .getByRole('radio', { name: answer })
          .click();
      }
      await form.getByLabel('Attach documents').setInputFiles([rackDiagram]);
      const picked = form.getByRole('list', { name: 'Documents to send with the request' });
      await shows(picked.getByText(rackDiagram.name));
      await screenshot(companyPage, 'request-form-1366');
      await companyPage.setViewportSize(phone.viewport);
      await fitsTheScreen(companyPage);
      await screenshot(companyPage, 'request-form-390');
      await companyPage.setViewportSize(laptop.viewport);

      ticket = (
        (await companyPage.getByText(/^Service ticket \d{8}-\d{4}$/).textContent()) ?? ''
      ).replace('Service ticket ', '');
      await form.getByRole('button', { name: 'Submit Service Request' }).click();
      await shows(
        companyPage.getByText('Your service request has been submitted successfully.').first(),
      );
      await shows(companyPage.getByRole('link', { name: 'Email your supporting documentation' }));
    },
  );

  step('the clinic sees the document on its request', async () => {
    await companyPage
      .getByRole('table', { name: 'Your service requests' })
      .getByRole('button', { name: new RegExp(ticket) })
      .click();
    const stored = documentsOf(companyPage).getByRole('link', { name: rackDiagram.name });
    // The upload runs on after the submission; the list shows the document once it is stored.
    await showsAfterReload(companyPage, stored, 60_000);
    expect(await stored.count()).toBe(1);
    await screenshot(companyPage, 'request-detail-1366');
    await companyPage.setViewportSize(phone.viewport);
    await fitsTheScreen(companyPage);
    await screenshot(companyPage, 'request-detail-390');
  });

  step('the admin offers the request to the technician', async ({ stack, page }) => {
    await openDispatchAsAdmin(page, stack);
    await openQueuedRequest(page, ticket);
    await shows(documentsOf(page).getByRole('link', { name: rackDiagram.name }));
    const candidates = page.getByRole('list', { name: 'Candidates' });
    await candidates.getByRole('checkbox', { name: `Select ${technician.fullName}` }).check();
    await page.getByRole('button', { name: 'Offer to selected' }).click();
    await shows(page.getByRole('list', { name: 'Offers' }).getByText(technician.fullName));
  });

  step('offered, the technician does not see it; once they accept, they do', async () => {
    await technicianPage.reload();
    const offer = await openOffer(technicianPage, ticket);
    await shows(offer.getByText('Reseat the generator room network switch.'));
    expect(await offer.getByText(rackDiagram.name).count()).toBe(0);

    await offer.getByRole('button', { name: 'Accept' }).click();
    const dialog = technicianPage.getByRole('dialog', { name: 'Accept this job' });
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await dialog.getByLabel('Arrival date').fill(tomorrow);
    await dialog.getByLabel('Arrival time').fill('10:30');
    await dialog.getByRole('button', { name: 'Accept job' }).click();

    const job = await openJob(technicianPage, ticket);
    const link = documentsOf(job).getByRole('link', { name: rackDiagram.name });
    await shows(link);
    await fitsTheScreen(technicianPage);
    const [download] = await Promise.all([technicianPage.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(rackDiagram.name);
    await screenshot(technicianPage, 'technician-job-390');
  });
});
