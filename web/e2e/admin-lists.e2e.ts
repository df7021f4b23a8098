import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { demoAdmin, signIn } from './support/sign-in';
import { waitForAppPath, waitForSignedIn } from './support/signup';
import { onStackDatabase } from './support/technicians';
import { fitsTheScreen } from './support/screens';

// Unique per run, so the searches find this run's rows only.
const tag = `Lst${Date.now().toString(36).slice(-5)}`;
const listSize = 60;
const shots = process.env.LIST_SHOTS_DIR ?? '/work/shots/lists-people';

const table = (page: Page, name: string) => page.getByRole('table', { name });
const rowNames = (page: Page, name: string) =>
  table(page, name).locator('tbody tr td[data-primary="true"]').allTextContents();
const paramsOf = (page: Page) => new URL(page.url()).searchParams;

describe.runIf(journeysCanRun)(
  'admin lists: search, filters, order, pages, back and forward',
  () => {
    const journey = useJourneyStack({ artifactPrefix: 'admin-lists' });
    const { step } = journey;

    step('sixty technicians and sixty companies are on file', async ({ stack }) => {
      await onStackDatabase(stack, async (client) => {
        for (let n = 1; n <= listSize; n += 1) {
          const id = randomUUID();
          // All but five approved and in Nome, so the filtered list still runs to a second page.
          const approved = n > 5;
          await client.query(
            `insert into technician.technicians
             (keycloak_id, full_name, email, phone, signed_up_at, completed_at, vetting_status, metadata)
           values ($1, $2, $3, '9075550142', now() - ($4 || ' hours')::interval, now(), $5, $6)`,
            [
              id,
              `${tag} Technician ${String(n).padStart(2, '0')}`,
              `${tag.toLowerCase()}-${n}@example.com`,
              n,
              approved ? 'approved' : 'applied',
              JSON.stringify({ electrical: ['Generators'] }),
            ],
          );
          await client.query(
            `insert into technician.locations (technician_id, city, state, zip_code, community, region)
           values ($1, $2, 'Alaska', $3, $2, $4)`,
            approved ? [id, 'Nome', '99762', 'nome'] : [id, 'Bethel', '99559', 'bethel'],
          );
          const owner = `${tag}-owner-${n}`;
          const company = await client.query<{ id: string }>(
            `insert into company.companies (owner_keycloak_id, company_name, website, created_at)
           values ($1, $2, 'https://example.com', now() - ($3 || ' hours')::interval) returning id`,
            [owner, `${tag} Company ${String(n).padStart(2, '0')}`, n],
          );
          await client.query(
            `insert into company.owner_contacts (keycloak_id, full_name, email, phone, changed_at)
           values ($1, 'Sam Kuskokwim', $2, '9075550100', now())`,
            [owner, `${owner}@example.com`],
          );
          if (n % 2 === 0) {
            await client.query(
              `insert into company.locations (company_id, address, city, state, zip_code)
             values ($1, '1 Front Street', 'Bethel', 'Alaska', '99559')`,
              [company.rows[0]?.id],
            );
          }
        }
      });
    });

    step('the admin signs in on a desktop screen', async ({ stack, page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${stack.webUrl}/admin`);
      await page.waitForURL(`${stack.webUrl}/auth`);
      await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
      await signIn(page, stack, demoAdmin);
      await waitForAppPath(page, stack, '/dashboard');
      await waitForSignedIn(page);
      await page.goto(`${stack.webUrl}/admin`);
      await shows(table(page, 'Technicians'));
    });

    step(
      'searches, filters and sorts the technicians, then pages on and back',
      async ({ page }) => {
        await page.getByRole('searchbox', { name: 'Search technicians by name' }).fill(tag);
        await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(tag);
        await page.getByRole('combobox', { name: 'Vetting status' }).selectOption('approved');
        await page.getByRole('combobox', { name: 'Region' }).selectOption('nome');
        await page.getByRole('combobox', { name: 'Sort by' }).selectOption('newest');
        await page.waitForURL((url) => url.searchParams.get('sort') === 'newest');
        await shows(table(page, 'Technicians').getByText(`${tag} Technician 06`));

        // The page before stays on screen until the filtered one arrives.
        await expect
          .poll(() => rowNames(page, 'Technicians'), { timeout: 15_000 })
          .toEqual(
            Array.from(
              { length: 50 },
              (_, n) => `${tag} Technician ${String(n + 6).padStart(2, '0')}`,
            ),
          );
        await page.getByRole('button', { name: 'Next page' }).click();
        await page.waitForURL((url) => url.searchParams.has('cursor'));
        await expect
          .poll(() => rowNames(page, 'Technicians'), { timeout: 15_000 })
          .toEqual([56, 57, 58, 59, 60].map((n) => `${tag} Technician ${n}`));
        expect(await page.getByRole('button', { name: 'Next page' }).count()).toBe(0);

        await page.goBack();
        await shows(table(page, 'Technicians').getByText(`${tag} Technician 06`));
        expect(paramsOf(page).has('cursor')).toBe(false);
        await page.goForward();
        await shows(table(page, 'Technicians').getByText(`${tag} Technician 60`));
        expect(paramsOf(page).get('status')).toBe('approved');
      },
    );

    step('opens a technician beside the list', async ({ page }) => {
      await page.getByRole('button', { name: `${tag} Technician 58` }).click();
      const details = page.getByRole('region', { name: 'Technician Details' });
      await shows(details.getByRole('heading', { name: `${tag} Technician 58` }));
      const list = await table(page, 'Technicians').boundingBox();
      const panel = await details.boundingBox();
      expect(panel && list && panel.x >= list.x + list.width).toBe(true);
      await fitsTheScreen(page);
      await page.screenshot({ path: `${shots}/technicians-1366.png` });
    });

    step('the companies tab starts afresh, filters, sorts and pages', async ({ page }) => {
      await page.getByRole('tab', { name: 'Companies' }).click();
      // The tab is a step of history within the page: polled, as no load event follows it.
      await expect.poll(() => new URL(page.url()).search).toBe('?tab=companies');
      await page.getByRole('searchbox', { name: 'Search companies by name' }).fill(tag);
      await page.waitForURL((url) => url.searchParams.get('q') === tag);
      await page.getByRole('combobox', { name: 'Locations' }).selectOption('with');
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('newest');
      await expect
        .poll(() => rowNames(page, 'Companies'), { timeout: 15_000 })
        .toEqual(
          Array.from(
            { length: 30 },
            (_, n) => `${tag} Company ${String(2 * n + 2).padStart(2, '0')}`,
          ),
        );
      expect(await page.getByRole('button', { name: 'Next page' }).count()).toBe(0);

      await page.getByRole('combobox', { name: 'Locations' }).selectOption('');
      await shows(table(page, 'Companies').getByText(`${tag} Company 01`, { exact: true }));
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect
        .poll(() => rowNames(page, 'Companies'), { timeout: 15_000 })
        .toEqual(Array.from({ length: 10 }, (_, n) => `${tag} Company ${n + 51}`));
      await page.goBack();
      await shows(table(page, 'Companies').getByText(`${tag} Company 01`, { exact: true }));
      await page.getByRole('button', { name: `${tag} Company 01` }).click();
      await shows(page.getByRole('region', { name: 'Company Details' }).getByText('Sam Kuskokwim'));
      await fitsTheScreen(page);
      await page.screenshot({ path: `${shots}/companies-1366.png` });
    });

    step('on a phone both lists are dense cards within the screen', async ({ stack, page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${stack.webUrl}/admin?q=${tag}&status=approved&sort=newest`);
      await shows(table(page, 'Technicians').getByText(`${tag} Technician 06`));
      // The column headings give way to a label in front of each value.
      expect(
        await table(page, 'Technicians')
          .locator('thead')
          .evaluate((h) => h.clientWidth),
      ).toBe(1);
      await fitsTheScreen(page);
      await page.screenshot({ path: `${shots}/technicians-390.png` });
      await page.screenshot({ path: `${shots}/technicians-390-full.png`, fullPage: true });

      await page.goto(`${stack.webUrl}/admin?tab=companies&q=${tag}`);
      await shows(table(page, 'Companies').getByText(`${tag} Company 01`));
      await fitsTheScreen(page);
      await page.screenshot({ path: `${shots}/companies-390.png` });
    });
  },
);
