import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { submitRemoteHandsRequest } from './support/remote-hands-request';
import { mkdir } from 'node:fs/promises';
import { atBothWidths, LAPTOP, PHONE } from './support/screens';
import { openDispatchAsAdmin, openQueuedRequest } from './support/sign-in';
import { newAccount, signUpCompany } from './support/signup';
import type { RunningStack } from './support/stack';
import { approveTechnicians, openJob, signUpTechnician } from './support/technicians';

// Unique per run, so names and tickets never meet another run's.
const runTag = Date.now().toString(36).slice(-5);
const technician = {
  account: newAccount('costs-tech', 'Toby', `Tuluksak${runTag}`),
  fullName: `Toby Tuluksak${runTag}`,
  homeCommunity: 'Tuluksak',
  phone: '9075550191',
};
const companyAccount = newAccount('costs-company', 'Carla', 'Clinic');
const DAY_MS = 24 * 60 * 60 * 1000;
const FLIGHT = 'Ravn flight Bethel to Tuluksak';

interface InvoiceLine {
  code: string;
  description: string;
  amountCents: number;
}

/** The bearer token the app sends, as a browser would present it to the bff. */
async function tokenOf(page: Page, stack: RunningStack): Promise<string> {
  const request = page.waitForRequest(
    (req) => req.url().startsWith(`${stack.webUrl}/api/`) && !!req.headers().authorization,
  );
  await page.goto(`${stack.webUrl}/dashboard?tab=settings`);
  return (await request).headers().authorization ?? '';
}

/** The section itself at both widths, when screenshots are asked for: it may sit in a scrolled panel. */
async function sectionAtBothWidths(page: Page, section: Locator, name: string): Promise<void> {
  const shotsDir = process.env.SHOTS_DIR;
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${shotsDir}/${name}-section-${size.width}.png` });
  }
}

describe.runIf(journeysCanRun)(
  'site costs: a travel cost with its receipt and two more hours, reviewed and invoiced',
  () => {
    const journey = useJourneyStack({ artifactPrefix: 'site-costs' });
    const { step } = journey;
    let technicianPage: Page;
    let companyPage: Page;
    let ticket = '';

    const job = (): Promise<Locator> => openJob(technicianPage, ticket);
    const costsOf = (where: Locator) => where.getByRole('region', { name: 'Time and costs' });
    const report = () => companyPage.getByRole('region', { name: 'Report' });
    const openRequest = async (stack: RunningStack): Promise<void> => {
      await companyPage.goto(`${stack.webUrl}/dashboard?tab=service-request`);
      await companyPage
        .getByRole('table', { name: 'Your service requests' })
        .getByRole('button', { name: new RegExp(ticket) })
        .click();
    };

    step('a technician signs up and is approved; a clinic submits a request', async ({ stack }) => {
      technicianPage = await journey.newPage();
      await signUpTechnician(technicianPage, stack, technician);
      await approveTechnicians(stack, [technician.account]);

      companyPage = await journey.newPage();
      await signUpCompany(companyPage, stack, companyAccount, {
        contactName: 'Carla Clinic',
        companyName: `Tuluksak Clinic ${runTag}`,
        address: '5 Riverside',
        city: 'Tuluksak',
        state: 'Alaska',
        zipCode: '99679',
        phone: '9075550190',
        website: 'https://tuluksak-clinic.example.org',
      });
      ticket = await submitRemoteHandsRequest(companyPage, {
        jobDescription: 'The clinic router drops the telehealth link',
        location: '5 Riverside, Tuluksak, Alaska 99679',
      });
    });

    step('the admin assigns the job to the technician', async ({ stack, page }) => {
      await openDispatchAsAdmin(page, stack);
      await openQueuedRequest(page, ticket);
      await page.getByRole('button', { name: `Assign ${technician.fullName}` }).click();
      const assign = page.getByRole('dialog', { name: `Assign ${technician.fullName}` });
      await assign
        .getByLabel('Arrival date')
        .fill(new Date(Date.now() + DAY_MS).toISOString().slice(0, 10));
      await assign.getByLabel('Arrival time').fill('10:30');
      await assign.getByRole('button', { name: 'Assign', exact: true }).click();
      await shows(page.getByRole('region', { name: 'In progress' }).getByText(new RegExp(ticket)));
    });

    step('on site, the technician logs a travel cost with a receipt photo', async () => {
      await (await job()).getByRole('button', { name: 'Check in' }).click();
      await technicianPage
        .getByRole('dialog', { name: 'Check in' })
        .getByRole('button', { name: 'Check in' })
        .click();
      const costs = costsOf(await job());
      await shows(costs);
      await costs.getByRole('button', { name: 'Log a cost' }).click();
      const form = costs.getByRole('form', { name: 'Log a cost' });
      await form.getByRole('radio', { name: 'Travel' }).click();
      await form.getByLabel('Description').fill(FLIGHT);
      await form.getByLabel('Amount (USD)').fill('312.50');
      const receipt = await sharp({
        create: { width: 800, height: 1200, channels: 3, background: { r: 240, g: 238, b: 228 } },
      })
        .jpeg()
        .toBuffer();
      await form
        .getByLabel('Receipt photo or PDF')
        .setInputFiles([{ name: 'ravn-receipt.jpg', mimeType: 'image/jpeg', buffer: receipt }]);
      await shows(form.getByText('Uploaded, 100%'));
      await form.getByRole('button', { name: 'Log cost' }).click();
      const logged = costs.getByRole('list', { name: 'Costs' });
      await shows(logged.getByText(`${FLIGHT}, $312.50`, { exact: false }));
      await shows(logged.getByRole('button', { name: 'View ravn-receipt.jpg' }));
    });

    step('the technician asks for 2 more hours', async () => {
      const costs = costsOf(await job());
      await costs.getByRole('button', { name: 'Ask for more hours' }).click();
      const form = costs.getByRole('form', { name: 'Ask for more hours' });
      await form.getByLabel('Hours', { exact: true }).fill('2');
      await form.getByLabel('Why are more hours needed?').fill('The second router needs flashing');
      await form.getByRole('button', { name: 'Ask the company' }).click();
      await shows(costs.getByText('Waiting for the company'));
      expect(await costs.getByRole('button', { name: 'Ask for more hours' }).count()).toBe(0);
      await atBothWidths(technicianPage, 'technician-job');
      await sectionAtBothWidths(technicianPage, costs, 'technician-job');
      await technicianPage.setViewportSize(LAPTOP);
    });

    step('the company approves the hours and sees the cost with its receipt', async ({ stack }) => {
      await openRequest(stack);
      const costs = costsOf(report());
      await shows(costs.getByRole('button', { name: 'Approve 2 hours' }));
      await sectionAtBothWidths(companyPage, costs, 'company-ask');
      await companyPage.setViewportSize(LAPTOP);
      await costs.getByRole('button', { name: 'Approve 2 hours' }).click();
      await shows(costs.getByText('Approved', { exact: true }));
      await shows(costs.getByText('Extra hours approved'));
      await shows(costs.getByRole('list', { name: 'Costs' }).getByText(FLIGHT, { exact: false }));
      await shows(costs.getByRole('button', { name: 'View ravn-receipt.jpg' }));
      await shows(costs.getByRole('img', { name: 'ravn-receipt.jpg' }));
    });

    step(
      'the technician checks out with a standby day; the company approves the work',
      async ({ stack }) => {
        await technicianPage.reload();
        await (await job()).getByRole('button', { name: 'Check out' }).click();
        const checkOut = technicianPage.getByRole('dialog', { name: 'Check out' });
        await checkOut.getByLabel('Work summary').fill('Flashed both routers; the link holds.');
        await checkOut.getByLabel('Weather standby days').fill('1');
        await checkOut.getByRole('button', { name: 'Check out' }).click();
        await shows((await job()).getByText('Work done', { exact: true }));

        await openRequest(stack);
        const costs = costsOf(report());
        await shows(costs.getByText(`${FLIGHT}, $312.50`, { exact: false }));
        await atBothWidths(companyPage, 'company-report');
        await sectionAtBothWidths(companyPage, report(), 'company-report');
        await companyPage.setViewportSize(LAPTOP);
        await report().getByRole('button', { name: 'Approve' }).first().click();
        await shows(
          companyPage.getByRole('region', { name: 'Request status' }).getByText('Completed', {
            exact: true,
          }),
        );
      },
    );

    step("the company's invoice carries the travel cost and the standby day", async ({ stack }) => {
      const authorization = await tokenOf(companyPage, stack);
      let lines: InvoiceLine[] = [];
      await expect
        .poll(
          async () => {
            const response = await companyPage.request.get(`${stack.webUrl}/api/invoices`, {
              headers: { authorization },
            });
            const body = (await response.json()) as { invoices: { lines: InvoiceLine[] }[] };
            lines = body.invoices[0]?.lines ?? [];
            return lines.length;
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBeGreaterThan(0);
      expect(lines).toContainEqual(
        expect.objectContaining({
          code: 'travel-cost',
          description: `Travel: ${FLIGHT}`,
          amountCents: 31_250,
        }),
      );
      expect(lines.map((line) => line.code)).toContain('weather-standby');
    });
  },
);
