import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { shows } from './browser';
import { completeShortOnboarding } from './onboarding';
import {
  openTechnicianSignup,
  submitTechnicianSignup,
  waitForAppPath,
  type NewAccount,
} from './signup';
import type { RunningStack } from './stack';

export interface JourneyTechnician {
  account: NewAccount;
  fullName: string;
  homeCommunity: string;
  phone: string;
}

/** Signs a technician up and through the short onboarding, to the dashboard. */
export async function signUpTechnician(
  page: Page,
  stack: RunningStack,
  technician: JourneyTechnician,
): Promise<void> {
  await openTechnicianSignup(page, stack);
  await submitTechnicianSignup(page, stack, technician.account, technician);
  await waitForAppPath(page, stack, '/onboarding');
  await completeShortOnboarding(page, {
    itSkill: 'Soldering',
    goodFit: 'I keep the village clinic running.',
    reference: { name: 'Alice Sheldon', phone: '9075550101', relationship: 'Supervisor' },
  });
  await waitForAppPath(page, stack, '/dashboard');
}

/** Runs statements on the stack's database, for preconditions the journey does not walk through. */
export async function onStackDatabase<T>(
  stack: RunningStack,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Approves technicians straight in the stack's database. Vetting through the Admin Dashboard has a
 * journey of its own (admin.e2e.ts); elsewhere it is only the precondition for being offered work.
 */
export async function approveTechnicians(
  stack: RunningStack,
  accounts: NewAccount[],
): Promise<void> {
  const { rowCount } = await onStackDatabase(stack, (client) =>
    client.query(
      `update technician.technicians set vetting_status = 'approved'
        where lower(email) = any($1::text[])`,
      [accounts.map((account) => account.email.toLowerCase())],
    ),
  );
  expect(rowCount).toBe(accounts.length);
}

/** The technician's Jobs tab. */
export async function openJobs(page: Page): Promise<Locator> {
  await page
    .getByRole('tablist', { name: 'Dashboard' })
    .getByRole('tab', { name: 'Jobs', exact: true })
    .click();
  const jobs = page.getByRole('tabpanel', { name: 'Jobs' });
  await shows(jobs);
  return jobs;
}

/** Chooses a row of one of the Jobs tab's lists by its ticket number; its details open. */
async function chooseOnJobsTab(
  page: Page,
  list: 'My jobs' | 'Job offers',
  ticket: string,
): Promise<Locator> {
  const jobs = await openJobs(page);
  await jobs
    .getByRole('table', { name: list })
    .getByRole('button', { name: new RegExp(ticket) })
    .click();
  return jobs.getByRole('article', { name: new RegExp(ticket) });
}

/** One job the technician holds, opened from the Jobs tab by its ticket number. */
export function openJob(page: Page, ticket: string): Promise<Locator> {
  return chooseOnJobsTab(page, 'My jobs', ticket);
}

/** One offer made to the technician, opened from the Jobs tab by its ticket number. */
export function openOffer(page: Page, ticket: string): Promise<Locator> {
  return chooseOnJobsTab(page, 'Job offers', ticket);
}
