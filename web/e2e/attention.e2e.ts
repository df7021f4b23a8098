import type { Locator, Page } from 'playwright-core';
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
  signUpTechnician,
} from './support/technicians';

// Unique per run, so names and tickets never meet another run's.
const runTag = Date.now().toString(36).slice(-5);
const technician = {
  account: newAccount('attention-tech', 'Nellie', `Napakiak${runTag}`),
  fullName: `Nellie Napakiak${runTag}`,
  homeCommunity: 'Napakiak',
  phone: '9075550191',
};
const companyAccount = newAccount('attention-company', 'Paul', 'Postmaster');
const site = '2 Airport Rd, Napakiak, Alaska 99634';
const contact = { contactPerson: 'Olga Postmaster', phoneNumber: '9075550192' };
const DAY_MS = 24 * 60 * 60 * 1000;

const strip = (page: Page): Locator => page.getByRole('region', { name: 'What needs you now' });

/** Whether the strip comes before the tab list on the page. */
async function stripLeads(page: Page, tabList: string): Promise<boolean> {
  const tabs = page.getByRole('tablist', { name: tabList, exact: true });
  const [stripBox, tabsBox] = await Promise.all([strip(page).boundingBox(), tabs.boundingBox()]);
  return Boolean(stripBox && tabsBox && stripBox.y + stripBox.height <= tabsBox.y);
}

/** The description a tab's count gives it, e.g. '2 waiting'. */
async function tabCount(page: Page, tabList: string, tab: string): Promise<string | null> {
  return page
    .getByRole('tablist', { name: tabList, exact: true })
    .getByRole('tab', { name: tab, exact: true })
    .evaluate((element) => {
      const id = element.getAttribute('aria-describedby');
      return id ? (document.getElementById(id)?.textContent ?? null) : null;
    });
}

describe.runIf(journeysCanRun)(
  'attention: what needs the company, the technician and the admin, above their tabs',
  () => {
    const journey = useJourneyStack({ artifactPrefix: 'attention', context: { viewport: LAPTOP } });
    const { step } = journey;
    let technicianPage: Page;
    let companyPage: Page;
    let visitTicket = '';
    let offerTicket = '';

    step('a technician in Napakiak signs up on a phone and is approved', async ({ stack }) => {
      technicianPage = await journey.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
      await signUpTechnician(technicianPage, stack, technician);
      await approveTechnicians(stack, [technician.account]);
    });

    step('a post office submits two requests; nothing needs it yet', async ({ stack }) => {
      companyPage = await journey.newPage({ viewport: LAPTOP });
      await signUpCompany(companyPage, stack, companyAccount, {
        contactName: 'Paul Postmaster',
        companyName: `Napakiak Post Office ${runTag}`,
        address: '2 Airport Rd',
        city: 'Napakiak',
        state: 'Alaska',
        zipCode: '99634',
        phone: '9075550190',
        website: 'https://napakiak-post.example.org',
      });
      await shows(strip(companyPage).getByText('Nothing needs you right now.'));
      visitTicket = await submitRemoteEyesRequest(companyPage, {
        jobDescription: 'The postal scale will not power on',
        location: site,
        restrictedAccess: contact,
      });
      offerTicket = await submitRemoteEyesRequest(companyPage, {
        jobDescription: 'Photograph the damaged mail lockers',
        location: site,
      });
    });

    step(
      'the admin assigns the first to the technician and offers the second',
      async ({ stack, page }) => {
        await openDispatchAsAdmin(page, stack);
        await openQueuedRequest(page, visitTicket);
        await page.getByRole('button', { name: `Assign ${technician.fullName}` }).click();
        const assign = page.getByRole('dialog', { name: `Assign ${technician.fullName}` });
        const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
        await assign.getByLabel('Arrival date').fill(tomorrow);
        await assign.getByLabel('Arrival time').fill('10:30');
        await assign.getByRole('button', { name: 'Assign', exact: true }).click();
        await shows(
          page.getByRole('region', { name: 'In progress' }).getByText(new RegExp(visitTicket)),
        );

        await openQueuedRequest(page, offerTicket);
        await page
          .getByRole('list', { name: 'Candidates' })
          .getByRole('checkbox', { name: `Select ${technician.fullName}` })
          .check();

        // Opened just before the offer, so the lists' minute-long refresh cannot bring it in time.
        await technicianPage.goto(`${stack.webUrl}/dashboard?tab=jobs`);
        const offers = technicianPage
          .getByRole('tabpanel', { name: 'Jobs' })
          .getByRole('region', { name: 'Offers' });
        await shows(offers.getByText('No job offers right now'));
        const navigations: string[] = [];
        technicianPage.on('framenavigated', (frame) => {
          if (frame === technicianPage.mainFrame()) navigations.push(frame.url());
        });

        await page.getByRole('button', { name: 'Offer to selected' }).click();
        await shows(page.getByRole('list', { name: 'Offers' }).getByText(technician.fullName));
        await shows(offers.getByRole('button', { name: new RegExp(offerTicket) }));
        expect(navigations).toEqual([]);
      },
    );

    step(
      'the technician’s strip leads with the next visit, with a call and directions, then the new offer',
      async ({ stack }) => {
        await technicianPage.goto(`${stack.webUrl}/dashboard?tab=settings`);
        const items = strip(technicianPage).getByRole('listitem');
        await shows(items.first().getByText('Next visit'));
        const visit = items.first();
        await shows(visit.getByText(new RegExp(`ETA .*Ticket ${visitTicket}`)));
        await shows(visit.getByRole('link', { name: /2 Airport Rd/ }));
        expect(
          await visit
            .getByRole('link', { name: `Call Olga Postmaster (907) 555-0192` })
            .getAttribute('href'),
        ).toBe('tel:+19075550192');
        expect(
          await visit.getByRole('link', { name: /Directions/ }).getAttribute('href'),
        ).toContain(encodeURIComponent('2 Airport Rd, Napakiak, Alaska'));
        await shows(items.nth(1).getByText('New offer'));
        await shows(items.nth(1).getByText(`Ticket ${offerTicket}`));
        expect(await stripLeads(technicianPage, 'Dashboard')).toBe(true);
        expect(await tabCount(technicianPage, 'Dashboard', 'Jobs')).toBe('1 waiting');
        await atBothWidths(technicianPage, 'technician-attention');

        // The link leads to the Jobs tab, where the held job comes before the offers.
        await technicianPage.setViewportSize(PHONE);
        await visit.getByRole('link', { name: /2 Airport Rd/ }).click();
        const jobs = technicianPage.getByRole('tabpanel', { name: 'Jobs' });
        const [held, offers] = await Promise.all([
          jobs.getByRole('region', { name: 'My jobs' }).boundingBox(),
          jobs.getByRole('region', { name: 'Offers' }).boundingBox(),
        ]);
        expect(held && offers && held.y < offers.y).toBe(true);
      },
    );

    step(
      'the technician finishes the visit; the company’s strip asks for its review',
      async ({ stack }) => {
        const job = () => openJob(technicianPage, visitTicket);
        await (await job()).getByRole('button', { name: 'Check in' }).click();
        await technicianPage
          .getByRole('dialog', { name: 'Check in' })
          .getByRole('button', { name: 'Check in' })
          .click();
        await shows((await job()).getByText('On site', { exact: true }));
        await (await job()).getByRole('button', { name: 'Check out' }).click();
        const checkOut = technicianPage.getByRole('dialog', { name: 'Check out' });
        await checkOut.getByLabel('Work summary').fill('Replaced the scale’s power brick.');
        await checkOut.getByRole('button', { name: 'Check out' }).click();
        await shows((await job()).getByText('Work done', { exact: true }));

        await companyPage.goto(`${stack.webUrl}/dashboard?tab=service-request`);
        const review = strip(companyPage).getByRole('listitem').filter({ hasText: 'Work done' });
        await shows(review.getByRole('link', { name: `Ticket ${visitTicket}` }));
        await shows(review.getByText(/Review it before/));
        expect(await stripLeads(companyPage, 'Dashboard')).toBe(true);
        expect(await tabCount(companyPage, 'Dashboard', 'Service Request')).toBe('1 waiting');
        const [requests, create] = await Promise.all([
          companyPage.getByRole('heading', { name: 'Your Service Requests' }).boundingBox(),
          companyPage.getByRole('heading', { name: /^Create Service Request/ }).boundingBox(),
        ]);
        expect(requests && create && requests.y < create.y).toBe(true);
        await atBothWidths(companyPage, 'company-attention');

        await companyPage.setViewportSize(LAPTOP);
        await review.getByRole('link', { name: `Ticket ${visitTicket}` }).click();
        await shows(
          companyPage
            .getByRole('region', { name: 'Report' })
            .getByRole('button', { name: 'Approve' }),
        );
      },
    );

    step(
      'smart dispatch runs out of waves for the offered request; the admin’s strip shows it on every tab',
      async ({ stack, page }) => {
        await onStackDatabase(stack, (client) =>
          client.query(
            `update service_request.service_requests set flagged_at = now()
              where ticket_number = $1 and submitter_email = $2`,
            [offerTicket, companyAccount.email],
          ),
        );
        for (const tab of ['technicians', 'settings']) {
          await page.goto(`${stack.webUrl}/admin?tab=${tab}`);
          const unplaced = strip(page)
            .getByRole('listitem')
            .filter({ hasText: `Ticket ${offerTicket}` });
          await shows(unplaced.getByText('No technician took it'));
        }
        expect(await stripLeads(page, 'Admin Dashboard')).toBe(true);
        expect(await tabCount(page, 'Admin Dashboard', 'Dispatch')).toMatch(/^\d+ waiting$/);
        await atBothWidths(page, 'admin-attention');
        await page.setViewportSize(LAPTOP);
        await strip(page)
          .getByRole('link', { name: `Ticket ${offerTicket}` })
          .first()
          .click();
        await shows(page.getByRole('region', { name: 'Dispatch queue' }));
      },
    );
  },
);
