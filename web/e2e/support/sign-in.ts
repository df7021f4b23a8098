import type { Page } from 'playwright-core';
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
