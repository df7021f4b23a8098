import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { submitRemoteHandsRequest } from './support/remote-hands-request';
import { openDispatchAsAdmin, openQueuedRequest } from './support/sign-in';
import { newAccount, signUpCompany } from './support/signup';
import { approveTechnicians, openJob, signUpTechnician } from './support/technicians';
import { fitsTheScreen } from './support/screens';

// Unique per run, so names and tickets never meet another run's.
const runTag = Date.now().toString(36).slice(-5);
const technician = {
  account: newAccount('map-tech', 'Tom', `Kwethluk${runTag}`),
  fullName: `Tom Kwethluk${runTag}`,
  homeCommunity: 'Kwethluk',
  phone: '9075550191',
};
const companyAccount = newAccount('map-company', 'Bea', 'Bethel');
/** About 120 m from Bethel's point, where the technician's phone says it is. */
const nearTheSite = { latitude: 60.7931, longitude: -161.757, accuracy: 15 };
const DAY_MS = 24 * 60 * 60 * 1000;
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;
const shotsDir = process.env.SHOTS_DIR;

/** Each mark's kind, as the map draws them. */
async function marksOf(map: Locator): Promise<string[]> {
  return map
    .locator('[data-point]')
    .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-kind') ?? '').sort());
}

/**
 * At a phone's width and a laptop's: the map is drawn with the expected marks, nothing is wider
 * than the screen, and (when SHOTS_DIR is set) the page is kept as a screenshot to look at.
 */
async function checkAtBothWidths(page: Page, view: string, map: () => Locator, kinds: string[]) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await shows(map());
    expect(await marksOf(map())).toEqual([...kinds].sort());
    expect(await map().locator('path').first().getAttribute('d')).toMatch(/^M/);
    await fitsTheScreen(page, `${view} at ${size.width} px`);
    if (shotsDir) {
      await mkdir(shotsDir, { recursive: true });
      await page.screenshot({
        path: path.join(shotsDir, `${view}-${size.width}.png`),
        fullPage: true,
      });
      // The screen as the person sees it around the map, the action bar included.
      await map().scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shotsDir, `${view}-${size.width}-map.png`) });
    }
  }
}

describe.runIf(journeysCanRun)('job map: the job drawn on an offline map for everyone', () => {
  const journey = useJourneyStack({ artifactPrefix: 'job-map' });
  const { step } = journey;
  let technicianPage: Page;
  let companyPage: Page;
  let ticket = '';

  step(
    'a technician from Kwethluk is approved; a Bethel clinic asks for help',
    async ({ stack }) => {
      technicianPage = await journey.newPage({
        geolocation: nearTheSite,
        permissions: ['geolocation'],
      });
      await signUpTechnician(technicianPage, stack, technician);
      await approveTechnicians(stack, [technician.account]);

      companyPage = await journey.newPage();
      await signUpCompany(companyPage, stack, companyAccount, {
        contactName: 'Bea Bethel',
        companyName: `Bethel Clinic ${runTag}`,
        address: '1 Chief Eddie Hoffman Hwy',
        city: 'Bethel',
        state: 'Alaska',
        zipCode: '99559',
        phone: '9075550190',
        website: 'https://bethel-clinic.example.org',
      });
      ticket = await submitRemoteHandsRequest(companyPage, {
        jobDescription: 'The satellite modem keeps dropping the link',
        location: '1 Chief Eddie Hoffman Hwy, Bethel, Alaska 99559',
      });
    },
  );

  step('the admin sees the site on the map and assigns the technician', async ({ stack, page }) => {
    await openDispatchAsAdmin(page, stack);
    await openQueuedRequest(page, ticket);
    const map = () => page.getByRole('img', { name: 'Map of the job in Bethel' });
    await checkAtBothWidths(page, 'admin-dispatch', map, ['site']);

    await page.getByRole('button', { name: `Assign ${technician.fullName}` }).click();
    const assign = page.getByRole('dialog', { name: `Assign ${technician.fullName}` });
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    await assign.getByLabel('Arrival date').fill(tomorrow);
    await assign.getByLabel('Arrival time').fill('10:30');
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await shows(page.getByRole('region', { name: 'In progress' }).getByText(new RegExp(ticket)));
  });

  step('the technician checks in sharing their location and sees it on the map', async () => {
    await technicianPage.reload();
    await (await openJob(technicianPage, ticket)).getByRole('button', { name: 'Check in' }).click();
    const checkIn = technicianPage.getByRole('dialog', { name: 'Check in' });
    await checkIn.getByLabel('Share my location').check();
    await checkIn.getByRole('button', { name: 'Check in' }).click();
    await shows((await openJob(technicianPage, ticket)).getByText('On site', { exact: true }));
    const job = await openJob(technicianPage, ticket);
    await job.getByRole('button', { name: 'Check out' }).click();
    const checkOut = technicianPage.getByRole('dialog', { name: 'Check out' });
    await checkOut
      .getByLabel('Work summary')
      .fill('Re-seated the modem cable and tested the link.');
    await checkOut.getByRole('button', { name: 'Check out' }).click();
    await shows(job.getByText('Work done', { exact: true }));
    await shows(job.getByText(/Check-in: at the site \(1\d0 m\)/));
    const map = () => job.getByRole('img', { name: 'Map of the job in Bethel' });
    await checkAtBothWidths(technicianPage, 'technician-job', map, ['check-in', 'home', 'site']);
  });

  step('the company reads where the check-in was, in words and on the map', async ({ stack }) => {
    await companyPage.goto(`${stack.webUrl}/dashboard?tab=service-request`);
    await companyPage
      .getByRole('table', { name: 'Your service requests' })
      .getByRole('button', { name: new RegExp(ticket) })
      .click();
    const report = companyPage.getByRole('region', { name: 'Report' });
    await shows(report.getByText(/^at the site \(1\d0 m\)$/));
    const timeline = companyPage.getByRole('list', { name: 'Timeline' });
    await shows(timeline.getByText(/^Checked in at the site \(1\d0 m\)$/));
    await shows(timeline.getByText('Assigned to a technician'));
    expect(await timeline.getByText('→').count()).toBe(0);
    await shows(companyPage.getByRole('group', { name: 'Review actions' }));
    const map = () => companyPage.getByRole('img', { name: 'Map of the job in Bethel' });
    await checkAtBothWidths(companyPage, 'company-request', map, ['check-in', 'home', 'site']);
  });
});
