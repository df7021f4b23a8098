import type { Page } from 'playwright-core';
import { waitForAppPath, waitForSignedIn } from './signup';
import type { RunningStack } from './stack';

/**
 * Fills the identity provider's login page and submits it. The labels are the real Keycloak's for this
 * realm (e-mail as username: 'Email'), which the dev provider copies.
 */
export async function signIn(
  page: Page,
  stack: RunningStack,
  credentials: { email: string; password: string },
): Promise<void> {
  await page.waitForURL((url) => url.origin === stack.idpUrl);
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The demo admin account every stack has. */
export const demoAdmin = { email: 'admin@example.com', password: 'remote-hands-demo' };

/** The admin's Dispatch tab, signing in as the demo admin from the sign-in page a stranger is sent to. */
export async function openDispatchAsAdmin(page: Page, stack: RunningStack): Promise<void> {
  await page.goto(`${stack.webUrl}/admin?tab=dispatch`);
  await page.waitForURL(`${stack.webUrl}/auth`);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await signIn(page, stack, demoAdmin);
  await waitForAppPath(page, stack, '/dashboard');
  await waitForSignedIn(page);
  await page.goto(`${stack.webUrl}/admin?tab=dispatch`);
}

/**
 * Opens one request of the dispatch queue by searching for its ticket, as an admin would: the queue
 * is paged oldest first, and on a stack other journeys share the request may not be on page one.
 */
export async function openQueuedRequest(page: Page, ticket: string): Promise<void> {
  await page
    .getByRole('search', { name: 'Filter the dispatch queue' })
    .getByLabel('Search')
    .fill(ticket);
  await page
    .getByRole('region', { name: 'Dispatch queue' })
    .getByRole('button', { name: new RegExp(ticket) })
    .click();
}
