import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { demoAdmin, openDispatchAsAdmin, signIn } from './support/sign-in';
import { newAccount, waitForAppPath, waitForSignedIn, waitForMail } from './support/signup';
import { onStackDatabase, signUpTechnician } from './support/technicians';
import { fitsTheScreen } from './support/screens';

// Unique per run, so the admin's search finds this run's technician only.
const runTag = Date.now().toString(36).slice(-5);
const technician = {
  account: newAccount('notified-technician', 'Nell', `Nome${runTag}`),
  fullName: `Nell Nome${runTag}`,
  homeCommunity: 'Nome',
  phone: '9075550171',
};
const approvalTitle = 'Your application was approved';
const shotsDir = process.env.SHOTS_DIR ?? '/work/shots/notify';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const laptop = { width: 1366, height: 900 };

const bar = (page: Page) => page.getByRole('banner');
const bell = (page: Page) => bar(page).getByRole('button', { name: /^Notifications/ });
const inbox = (page: Page) => bar(page).getByRole('region', { name: 'Notifications' });

describe.runIf(journeysCanRun)('notifications: the bell, live arrival, read, settings', () => {
  const journey = useJourneyStack({ artifactPrefix: 'notifications', context: phone });
  const { step } = journey;
  let adminPage: Page;

  step('an admin has /admin open on a laptop', async ({ stack }) => {
    adminPage = await journey.newPage({ viewport: laptop });
    await openDispatchAsAdmin(adminPage, stack);
    await shows(bell(adminPage));
  });

  step(
    'a technician signs up on a phone; the bell shows nothing unread',
    async ({ stack, page }) => {
      await signUpTechnician(page, stack, technician);
      await shows(bell(page));
      expect(await bell(page).getAttribute('aria-label')).toBe('Notifications');
      await fitsTheScreen(page);
      await bell(page).click();
      await shows(inbox(page).getByText('No notifications yet.'));
      await bell(page).click();
    },
  );

  step('the admin’s bell tells of the applicant waiting on vetting, without a reload', async () => {
    await shows(bar(adminPage).getByRole('button', { name: /^Notifications, \d+ unread$/ }));
    await bell(adminPage).click();
    const notice = inbox(adminPage).getByRole('link', {
      name: new RegExp(`${technician.fullName} finished onboarding and waits on vetting`),
    });
    await shows(notice);
    await fitsTheScreen(adminPage);
    await adminPage.screenshot({ path: `${shotsDir}/admin-inbox-1366.png` });
    await adminPage.setViewportSize(phone.viewport);
    await fitsTheScreen(adminPage);
    await adminPage.screenshot({ path: `${shotsDir}/admin-inbox-390.png` });
    await notice.click();
    await adminPage.waitForURL(/\/admin\?tab=technicians$/);
    await adminPage.context().close();
  });

  step(
    'an admin approves them; the notice arrives on the open page without a reload',
    async ({ stack, page }) => {
      // Interview and background check have a journey of their own (admin.e2e.ts).
      await onStackDatabase(stack, (client) =>
        client.query(
          `update technician.technicians set vetting_status = 'background_check'
          where lower(email) = lower($1)`,
          [technician.account.email],
        ),
      );
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });

      const admin = await journey.newPage({ viewport: laptop });
      await admin.goto(`${stack.webUrl}/admin`);
      await admin.waitForURL(`${stack.webUrl}/auth`);
      await admin.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
      await signIn(admin, stack, demoAdmin);
      await waitForAppPath(admin, stack, '/dashboard');
      await waitForSignedIn(admin);
      await admin.goto(`${stack.webUrl}/admin`);
      await admin
        .getByRole('searchbox', { name: 'Search technicians by name' })
        .fill(`nome${runTag}`);
      await admin.getByRole('button', { name: technician.fullName, exact: true }).click();
      const vetting = admin
        .getByRole('region', { name: 'Technician Details' })
        .getByRole('region', { name: 'Vetting' });
      await vetting
        .getByRole('group', { name: 'Vetting actions' })
        .getByRole('button', {
          name: 'Approve',
        })
        .click();
      const approval = admin.getByRole('dialog', { name: 'Approve' });
      for (const check of ['References contacted', 'Background check passed', 'Interview held']) {
        await approval.getByRole('checkbox', { name: check }).click();
      }
      await approval.getByRole('button', { name: 'Approve' }).click();
      await shows(vetting.getByText('Status: Approved'));
      await admin.context().close();

      await shows(bar(page).getByRole('button', { name: 'Notifications, 1 unread' }), 20_000);
      expect(navigations).toEqual([]);
      await page.screenshot({ path: `${shotsDir}/bell-390.png` });
      await waitForMail(stack, technician.account.email, /You are approved/);
    },
  );

  step('the inbox says who, what and when; choosing the notice reads it', async ({ page }) => {
    await bell(page).click();
    const notice = inbox(page).getByRole('link', { name: new RegExp(approvalTitle) });
    await shows(notice);
    await shows(inbox(page).getByText('The Remote Hands Alaska team'));
    await fitsTheScreen(page);
    await page.screenshot({ path: `${shotsDir}/inbox-390.png` });

    await page.setViewportSize(laptop);
    await shows(notice);
    await page.screenshot({ path: `${shotsDir}/inbox-1366.png` });
    await bell(page).click();
    await page.screenshot({ path: `${shotsDir}/bell-1366.png` });
    await page.setViewportSize(phone.viewport);

    await bell(page).click();
    await notice.click();
    await shows(bar(page).getByRole('button', { name: 'Notifications', exact: true }));
    await bell(page).click();
    expect(await inbox(page).getByRole('button', { name: 'Mark all read' }).count()).toBe(0);
    await shows(inbox(page).getByRole('link', { name: new RegExp(`^${approvalTitle}`) }));
  });

  step('the settings switch a kind of e-mail off, and it stays off', async ({ stack, page }) => {
    await inbox(page).getByRole('link', { name: 'Notification settings' }).click();
    await waitForAppPath(page, stack, '/notification-settings');
    const offers = page.getByRole('switch', { name: 'E-mail: Job offer received' });
    await shows(offers);
    expect(await offers.getAttribute('aria-checked')).toBe('true');
    await offers.click();
    await expect.poll(() => offers.getAttribute('aria-checked')).toBe('false');
    await fitsTheScreen(page);
    await page.screenshot({ path: `${shotsDir}/settings-390.png`, fullPage: true });

    await page.reload();
    await shows(offers);
    expect(await offers.getAttribute('aria-checked')).toBe('false');
    expect(
      await page
        .getByRole('switch', { name: 'E-mail: Vetting decision' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await page.setViewportSize(laptop);
    await page.screenshot({ path: `${shotsDir}/settings-1366.png`, fullPage: true });
  });

  step(
    'their time away shows on their own Schedule and on the admin’s, under their name',
    async ({ stack, page }) => {
      const day = (offset: number) =>
        new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      // Recorded straight in, around today on any clock: the form has a journey of its own.
      await onStackDatabase(stack, (client) =>
        client.query(
          `insert into technician.unavailable_periods (technician_id, from_date, to_date, reason, note)
          select keycloak_id, $2, $3, 'hunting', 'Caribou on the Kobuk'
          from technician.technicians where lower(email) = lower($1)`,
          [technician.account.email, day(-1), day(7)],
        ),
      );
      await page.setViewportSize(phone.viewport);
      await page.goto(`${stack.webUrl}/dashboard?tab=schedule`);
      const own = page.getByRole('region', { name: 'Upcoming visits' });
      await shows(own.getByText('Hunting', { exact: true }).first());
      await fitsTheScreen(page);
      await page.screenshot({ path: `${shotsDir}/technician-schedule-390.png`, fullPage: true });

      const admin = await journey.newPage({ viewport: laptop });
      await openDispatchAsAdmin(admin, stack);
      await admin.goto(`${stack.webUrl}/admin?tab=schedule`);
      const schedule = admin.getByRole('region', { name: 'Upcoming visits' });
      await shows(schedule.getByText(`${technician.fullName} · Hunting`).first());
      await fitsTheScreen(admin);
      await admin.screenshot({ path: `${shotsDir}/admin-schedule-1366.png`, fullPage: true });
      await admin.setViewportSize(phone.viewport);
      await fitsTheScreen(admin);
      await admin.screenshot({ path: `${shotsDir}/admin-schedule-390.png`, fullPage: true });
      await admin.context().close();
    },
  );
});
