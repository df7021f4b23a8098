import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { hasNetworkBesidesLoopback } from '@rha/kit/testing';
import { artifactsDir } from './paths';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Whether the journeys can run here. Without Chromium, or without a network for it to call itself
 * online on, a developer's machine skips them after one line; under CI either is itself a failure.
 */
export function chromiumAvailability(): 'available' | 'skip' {
  const missing = existsSync(chromiumPath)
    ? hasNetworkBesidesLoopback()
      ? undefined
      : 'no network interface besides loopback, so Chromium reports itself offline'
    : `Chromium not found at ${chromiumPath} (set CHROMIUM_PATH)`;
  if (missing === undefined) return 'available';
  if (process.env.CI === 'true') throw new Error(`Browser journeys need under CI: ${missing}`);
  console.warn(`${missing}: browser journeys skipped`);
  return 'skip';
}

/** A camera's test pattern and a microphone's beep, granted without asking: for call journeys only. */
const FAKE_MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

export function launchChromium({ fakeMedia = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...(fakeMedia ? FAKE_MEDIA_ARGS : []),
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Console errors, CSP violations and uncaught exceptions of every frame, kept for a failure report. */
export function recordBrowserErrors(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      lines.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => lines.push(`uncaught: ${error.message}`));
  return lines;
}

/** Saves a screenshot and the browser's errors into web/e2e/artifacts for a failed step. */
export async function saveFailure(
  page: Page | undefined,
  name: string,
  browserErrors: string[],
): Promise<void> {
  await mkdir(artifactsDir, { recursive: true });
  const base = path.join(artifactsDir, name.replace(/[^a-z0-9]+/gi, '-').toLowerCase());
  await writeFile(`${base}.console.log`, `${browserErrors.join('\n')}\n`);
  if (!page || page.isClosed()) return;
  await page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => undefined);
}

/** Waits for the locator to be visible; a timeout names what was missing. */
export async function shows(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

/**
 * Reloads until the locator shows: what is stored after the page read it (an upload finishing in
 * the background) reaches the page only on its next read. A function is asked again after each
 * reload, for a locator that needs the page opened to it first.
 */
export async function showsAfterReload(
  page: Page,
  find: Locator | (() => Promise<Locator>),
  timeout = 90_000,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const count = await (typeof find === 'function' ? await find() : find).count();
        if (count === 0) await page.reload();
        return count;
      },
      { timeout, interval: 3_000 },
    )
    .toBeGreaterThan(0);
}

/**
 * Waits until the app has started on the page. A prerendered page paints before its scripts load, so
 * its buttons answer only once the top bar shows the session's action: Sign In, or Logout when signed
 * in (attached is enough: on a phone they sit in the closed menu).
 */
export async function appStarted(page: Page): Promise<void> {
  const bar = page.getByRole('banner');
  const action = (name: string) =>
    bar.getByRole('button', { name, exact: true, includeHidden: true });
  await action('Sign In')
    .or(action('Logout'))
    .first()
    .waitFor({ state: 'attached', timeout: 15_000 });
}

/** Opens a page and waits until its app has started (see appStarted). */
export async function openStarted(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await appStarted(page);
}
