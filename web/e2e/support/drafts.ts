import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Longer than the forms wait after a keystroke before keeping the draft. */
const DRAFT_WRITE_MS = 800;

/** Lets the draft be written, then reloads the page as a dropped session or a restart would. */
export async function reloadAfterTyping(page: Page): Promise<void> {
  await page.waitForTimeout(DRAFT_WRITE_MS);
  await page.reload();
}

/** Waits until the field shows `value` again. */
export async function expectValue(field: Locator, value: string): Promise<void> {
  await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe(value);
}

/** The keys of what this device keeps for the person signed in: drafts and unsent work. */
export function deviceWorkKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage).filter(
      (key) => key.startsWith('rha.draft.') || key.startsWith('rha.outbox.'),
    ),
  );
}

/** The form submissions waiting on this device for the link, oldest first. */
export function queuedSubmissions(page: Page): Promise<{ kind: string; body: unknown }[]> {
  return page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('rha.outbox.submissions') ?? '[]') as {
        kind: string;
        body: unknown;
      }[],
  );
}

/**
 * Lets the first request to `urlPart` reach the server, then drops its answer before the browser
 * gets it, as a satellite link does: the server has stored it, the page never hears so.
 */
export async function dropFirstAnswer(page: Page, urlPart: string, method: string) {
  let dropped = false;
  await page.route(
    (url) => url.pathname.endsWith(urlPart),
    async (route) => {
      if (dropped || route.request().method() !== method) {
        await route.continue();
        return;
      }
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    },
  );
  return { wasDropped: () => dropped };
}
