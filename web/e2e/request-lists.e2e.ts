import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { signInAsDemo } from './support/offline';
import { newAccount } from './support/signup';
import { approveTechnicians, onStackDatabase, signUpTechnician } from './support/technicians';
import { fitsTheScreen } from './support/screens';

/** Where screenshots of the lists go for a person to look at, outside the repository. */
const shotsDir = process.env.LIST_SHOTS_DIR;

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const DESKTOP = { width: 1366, height: 900 };

// Unique per run, so the searches find this run's rows only on a shared stack.
const tag = `Lsj${Date.now().toString(36).slice(-5)}`;
/** More than a page (50) of each, so both lists have a second page. */
const perList = 56;
const technician = {
  account: newAccount('lists-technician', 'Rose', `Nome${tag}`),
  fullName: `Rose Nome${tag}`,
  homeCommunity: 'Nome',
  phone: '9075550183',
};

const paramsOf = (page: Page) => new URL(page.url()).searchParams;
/** The whole page, and what the first screen shows. */
async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
  await page.screenshot({ path: `${shotsDir}/${name}-screen.png` });
}

/** A table shows all its columns within the column of the page it stands in. */
async function fitsItsColumn(table: Locator): Promise<void> {
  const { scrollWidth, clientWidth } = await table.evaluate((element) => {
    const scroller = element.parentElement as HTMLElement;
    return { scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth };
  });
  // Widths are whole pixels here, rounded from fractions: one pixel is rounding, not overflow.
  expect(scrollWidth, 'the table is no wider than its column').toBeLessThanOrEqual(clientWidth + 1);
}

/** The signed-in top bar keeps each of its links, account actions and bell on one line. */
async function topBarOnOneLine(page: Page): Promise<void> {
  const lines = await page
    .getByRole('banner')
    .locator('a, button')
    .evaluateAll((elements) =>
      elements
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const tops = [...range.getClientRects()]
            .filter((rect) => rect.width > 0)
            .map((rect) => rect.top)
            .sort((a, b) => a - b);
          // A new line starts where a piece of text sits a line's height below the one before.
          const count = tops.filter((top, n) => n === 0 || top - (tops[n - 1] ?? top) > 12);
          return `${element.textContent?.trim() ?? ''}: ${count.length}`;
        }),
    );
  expect(lines.length).toBeGreaterThan(2);
  expect(lines.filter((line) => !line.endsWith(': 1'))).toEqual([]);
}

const tickets = (table: Locator) =>
  table.locator('tbody tr td[data-primary="true"]').allTextContents();
/** The seeded row numbers a list shows, from its tickets' last digits (1000 + n). */
const numbersIn = async (table: Locator) =>
  (await tickets(table)).map((ticket) => Number(ticket.slice(-4)) - 1000);
/** from, from ± 1, ... to. */
const range = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, n) => (from < to ? from + n : from - n));

describe.runIf(journeysCanRun)(
  'lists keep their search, filters, order and page in the URL',
  () => {
    const journey = useJourneyStack({
      context: { viewport: DESKTOP },
      artifactPrefix: 'request-lists',
    });
    const { step } = journey;
    const filters = () => journey.page.getByRole('search', { name: 'Filter the dispatch queue' });

    let technicianPage: Page;
    const jobsTab = () => technicianPage.getByRole('tabpanel', { name: 'Jobs' });
    const myJobs = () => jobsTab().getByRole('table', { name: 'My jobs' });
    const offers = () => jobsTab().getByRole('table', { name: 'Job offers' });
    const jobFilters = () => jobsTab().getByRole('search', { name: 'Filter my jobs' });
    const offerFilters = () => jobsTab().getByRole('search', { name: 'Filter job offers' });

    step(
      'a technician holds more than a page of jobs and is offered more than a page',
      async ({ stack }) => {
        technicianPage = await journey.newPage({ viewport: DESKTOP });
        await signUpTechnician(technicianPage, stack, technician);
        await approveTechnicians(stack, [technician.account]);
        await onStackDatabase(stack, async (client) => {
          const found = await client.query<{ keycloak_id: string }>(
            'select keycloak_id from technician.technicians where lower(email) = $1',
            [technician.account.email.toLowerCase()],
          );
          const technicianId = found.rows[0]?.keycloak_id;
          expect(technicianId).toBeTruthy();
          const companyId = randomUUID();
          // Tickets of a day no real request has, one run apart.
          const day = 3_000 + (Date.now() % 5_000);
          // Every other held job is Completed; offers alternate Remote Hands and Remote Eyes.
          const requests = await client.query(
            `insert into service_request.service_requests
           (ticket_number, service_type, status, submitted_by, company_id, location_id,
            job_description, preferred_date, restricted_access, keys_needed, preferred_time_range,
            live_video_required, has_wifi, want_pro_package, has_outlet, connection_method,
            video_duration, has_documentation, contact_person, phone_number,
            additional_information, created_at, updated_at, community, region, location_address,
            company_name, submitter_email, smart_dispatch, assigned_technician_id,
            assigned_technician_name, eta, completed_at)
         select to_char(date '2030-01-01' + $4::int, 'YYYYMMDD') || '-' || (1000 + n),
                case when n > $3 and n % 2 = 0 then 'remote-eyes' else 'remote-hands' end,
                case when n > $3 then 'Dispatching'
                     when n % 2 = 0 then 'Completed' else 'Accepted' end,
                'journey-company', $1, 'journey-location',
                $5 || ' job ' || n, current_date + (n % 60), 'no', '', 'Anytime', 'no', 'yes',
                '', '', '', '', 'no', '', '', '',
                now() - (n || ' minutes')::interval, now(), 'Nome', null, n || ' Front Street',
                'Journey Utilities', 'company@example.com', false,
                case when n <= $3 then $2::uuid end,
                case when n <= $3 then $6 else '' end,
                case when n <= $3 and n % 2 = 1 then now() + (n || ' hours')::interval end,
                case when n <= $3 and n % 2 = 0 then now() end
           from generate_series(1, 2 * $3) as n`,
            [companyId, technicianId, perList, day, tag, technician.fullName],
          );
          expect(requests.rowCount).toBe(2 * perList);
          await client.query(
            `insert into service_request.offers
           (request_id, technician_id, technician_name, source, status, offered_at, expires_at)
         select id, $1, $3, 'admin', 'offered', created_at,
                now() + interval '7 days'
           from service_request.service_requests
          where company_id = $2 and assigned_technician_id is null`,
            [technicianId, companyId, technician.fullName],
          );
        });
      },
    );

    step('signs in as the admin and opens the queue', async ({ stack, page }) => {
      await signInAsDemo(page, stack, 'admin@example.com');
      await page.goto(`${stack.webUrl}/admin?tab=dispatch`);
      await shows(filters(), 30_000);
      await shot(page, 'dispatch-1366');
    });

    step('walks the order and a filter back and forward', async ({ page }) => {
      const sort = filters().getByRole('combobox', { name: 'Sort' });
      await sort.selectOption('newest');
      await page.waitForURL(/sort=newest/);
      await filters().getByRole('combobox', { name: 'Status' }).selectOption('Dispatching');
      await page.waitForURL(/status=Dispatching/);

      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('status'));
      expect(await sort.inputValue()).toBe('newest');
      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('sort'));
      expect(await sort.inputValue()).toBe('oldest');
      await page.goForward();
      await page.waitForURL(/sort=newest/);
      expect(await sort.inputValue()).toBe('newest');
    });

    step(
      'fits a laptop screen: the queue in its column, the top bar on one line',
      async ({ page }) => {
        for (const viewport of [LAPTOP, DESKTOP]) {
          await page.setViewportSize(viewport);
          const queue = page.getByRole('table', { name: 'Requests waiting for a technician' });
          await shows(queue);
          await fitsItsColumn(queue);
          await topBarOnOneLine(page);
          await fitsTheScreen(page);
        }
        await page.setViewportSize(LAPTOP);
        await shot(page, 'dispatch-1280');
      },
    );

    step('fits a phone screen', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await shows(filters());
      await fitsTheScreen(page);
      await shot(page, 'dispatch-390');
    });

    step('the technician opens the Jobs tab: their jobs, then the offers', async ({ stack }) => {
      await technicianPage.goto(`${stack.webUrl}/dashboard?tab=jobs`);
      await shows(myJobs(), 30_000);
      await shows(offers());
      const [held, offered] = await Promise.all([myJobs().boundingBox(), offers().boundingBox()]);
      expect(held && offered && held.y < offered.y).toBe(true);
    });

    step('searches, filters, orders and pages their jobs, and steps back', async () => {
      await jobFilters().getByRole('searchbox', { name: 'Search' }).fill(tag);
      await technicianPage.waitForURL((url) => url.searchParams.get('jobs.q') === tag);
      await jobFilters().getByRole('combobox', { name: 'Status' }).selectOption('Completed');
      await technicianPage.waitForURL((url) => url.searchParams.get('jobs.status') === 'Completed');
      await jobFilters().getByRole('combobox', { name: 'Sort' }).selectOption('newest');
      await technicianPage.waitForURL((url) => url.searchParams.get('jobs.sort') === 'newest');
      await expect.poll(async () => (await tickets(myJobs())).length).toBe(perList / 2);
      await shows(myJobs().getByText('Completed').first());
      expect(await myJobs().getByText('Accepted').count()).toBe(0);

      await jobFilters().getByRole('combobox', { name: 'Status' }).selectOption('');
      await technicianPage.waitForURL((url) => !url.searchParams.has('jobs.status'));
      await expect.poll(async () => (await tickets(myJobs())).length).toBe(50);
      const firstPage = await tickets(myJobs());
      await jobsTab()
        .getByRole('navigation', { name: 'My jobs pages' })
        .getByRole('button', { name: 'Next page' })
        .click();
      await technicianPage.waitForURL((url) => url.searchParams.has('jobs.cursor'));
      await expect.poll(async () => (await tickets(myJobs())).length).toBe(perList - 50);
      const secondPage = await tickets(myJobs());
      expect(secondPage.filter((ticket) => firstPage.includes(ticket))).toEqual([]);
      await shot(technicianPage, 'technician-jobs-1366');

      await technicianPage.goBack();
      await technicianPage.waitForURL((url) => !url.searchParams.has('jobs.cursor'));
      await expect.poll(() => tickets(myJobs())).toEqual(firstPage);
      await technicianPage.goBack();
      await technicianPage.waitForURL((url) => url.searchParams.get('jobs.status') === 'Completed');
      expect(await jobFilters().getByRole('combobox', { name: 'Status' }).inputValue()).toBe(
        'Completed',
      );
      await technicianPage.goForward();
      await technicianPage.waitForURL((url) => !url.searchParams.has('jobs.status'));
    });

    step('opens a job beside the lists on a desktop screen', async () => {
      const first = (await tickets(myJobs()))[0] ?? '';
      await myJobs().getByRole('button', { name: first }).click();
      const job = jobsTab().getByRole('article', { name: first });
      await shows(job);
      const [list, details] = await Promise.all([myJobs().boundingBox(), job.boundingBox()]);
      expect(list && details && details.x > list.x + list.width).toBe(true);
      await fitsItsColumn(myJobs());
      await shot(technicianPage, 'technician-job-1366');
    });

    step('narrows, orders and pages the offers on a phone, and steps back', async () => {
      await technicianPage.setViewportSize(PHONE);
      await offerFilters().getByRole('searchbox', { name: 'Search' }).fill(tag);
      await technicianPage.waitForURL((url) => url.searchParams.get('offers.q') === tag);
      // Offers n = 57..112 were made n minutes ago: the oldest first is the highest n.
      await expect.poll(() => numbersIn(offers())).toEqual(range(112, 63));
      await offerFilters().getByRole('combobox', { name: 'Sort' }).selectOption('newest');
      await technicianPage.waitForURL((url) => url.searchParams.get('offers.sort') === 'newest');
      await expect.poll(() => numbersIn(offers())).toEqual(range(57, 106));
      const newestFirst = await tickets(offers());
      await jobsTab()
        .getByRole('navigation', { name: 'Job offers pages' })
        .getByRole('button', { name: 'Next page' })
        .click();
      await technicianPage.waitForURL((url) => url.searchParams.has('offers.cursor'));
      await expect.poll(() => numbersIn(offers())).toEqual(range(107, 112));
      await fitsTheScreen(technicianPage);
      await shot(technicianPage, 'technician-offers-390');

      await technicianPage.goBack();
      await technicianPage.waitForURL((url) => !url.searchParams.has('offers.cursor'));
      await expect.poll(() => tickets(offers())).toEqual(newestFirst);

      await offerFilters()
        .getByRole('combobox', { name: 'Service type' })
        .selectOption('remote-eyes');
      await technicianPage.waitForURL(
        (url) => url.searchParams.get('offers.serviceType') === 'remote-eyes',
      );
      await expect.poll(async () => (await tickets(offers())).length).toBe(perList / 2);
      expect(
        await offers()
          .getByText(/^Remote Hands/)
          .count(),
      ).toBe(0);
      await technicianPage.goBack();
      await technicianPage.waitForURL((url) => !url.searchParams.has('offers.serviceType'));
      // The held jobs kept their own state throughout.
      expect(paramsOf(technicianPage).get('jobs.q')).toBe(tag);
      await fitsTheScreen(technicianPage);
      await shot(technicianPage, 'technician-jobs-390');
    });

    step('fits a laptop screen too', async () => {
      await technicianPage.setViewportSize(LAPTOP);
      await fitsItsColumn(myJobs());
      await fitsItsColumn(offers());
      await topBarOnOneLine(technicianPage);
      await fitsTheScreen(technicianPage);
      await shot(technicianPage, 'technician-jobs-1280');
      await technicianPage.context().close();
    });
  },
);
