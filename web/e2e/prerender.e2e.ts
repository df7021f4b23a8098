import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRERENDERED_DIR,
  prerenderedFileName,
  prerenderedPaths,
} from '../src/prerender/publicPages';
import { chromiumAvailability, launchChromium, recordBrowserErrors } from './support/browser';
import { repoRoot } from './support/paths';

const webDist = path.join(repoRoot, 'web', 'dist');
const origin = 'http://prerendered.test';
/** React's production hydration failures (#418 text, #419/#423 root, #425 text) and its dev wording. */
const HYDRATION_ERROR = /hydrat|Minified React error #4(?:18|19|22|23|25)/i;

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * Serves web/dist as the bff would, from the browser's own routing: a path's prerendered page, or the
 * empty shell when `clientOnly` (to compare with what the client draws by itself). Nothing else runs:
 * /config.json fails, so the session ends in its error state, which public pages render like signed out.
 */
async function serveDist(context: BrowserContext, { clientOnly }: { clientOnly: boolean }) {
  await context.route(`${origin}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    const page = (prerenderedPaths as readonly string[]).includes(pathname)
      ? clientOnly
        ? 'index.html'
        : path.join(PRERENDERED_DIR, prerenderedFileName(pathname))
      : pathname.slice(1);
    try {
      const body = await readFile(path.join(webDist, page));
      await route.fulfill({
        body,
        contentType: contentTypes[path.extname(page)] ?? 'application/octet-stream',
        // As the bff sends it: no inline script runs.
        headers: { 'content-security-policy': "script-src 'self'" },
      });
    } catch {
      await route.fulfill({ status: 404, body: 'not found' });
    }
  });
}

/**
 * What of <main> both renders must agree on: each element with its classes (styled-components' names
 * must be the same on both sides), and the text. Ids from useId are left out: a client-only render
 * numbers them differently by design.
 */
function mainOutline(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return [];
    const elements = [main, ...main.querySelectorAll('*')];
    return [
      ...elements.map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
      main.innerText,
    ];
  });
}

describe.runIf(chromiumAvailability() === 'available')('prerendered public pages', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const pagePath of prerenderedPaths) {
    it(`${pagePath}: hydrates the prerendered markup as the client would draw it`, async () => {
      const prerendered = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const clientOnly = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        await serveDist(prerendered, { clientOnly: false });
        await serveDist(clientOnly, { clientOnly: true });

        const page = await prerendered.newPage();
        const errors = recordBrowserErrors(page);
        // Parsing is done and no module script has run yet: the heading is the prerendered node.
        await page.addInitScript(() => {
          document.addEventListener('readystatechange', () => {
            if (document.readyState !== 'interactive') return;
            const heading = document.querySelector('h1');
            Object.assign(window, {
              prerenderedHeading: heading,
              headingShownBeforeScripts: (heading?.getBoundingClientRect().height ?? 0) > 0,
            });
          });
        });
        await page.goto(`${origin}${pagePath}`);
        const heading = await page.locator('h1').textContent();
        // Sign In appears (in the desktop top bar) once React runs the page and the session settled.
        await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 15_000 });
        const prerenderedOutline = await mainOutline(page);

        const kept = await page.evaluate(
          () =>
            document.querySelector('h1') ===
            (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading,
        );
        const shownBeforeScripts = await page.evaluate(
          () =>
            (window as unknown as { headingShownBeforeScripts: boolean }).headingShownBeforeScripts,
        );
        const appAfterFirstPaint = await page.evaluate(() => {
          const paint = performance.getEntriesByName('first-paint')[0];
          const app = performance
            .getEntriesByType('resource')
            .find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name));
          return paint && app ? app.startTime > paint.startTime : 'no paint or no app entry timed';
        });
        expect(shownBeforeScripts, 'the heading shows before any script runs').toBe(true);
        expect(appAfterFirstPaint, "the app's entry is requested after the first paint").toBe(true);
        expect(kept, 'the prerendered heading node survived hydration').toBe(true);
        expect(errors.filter((line) => HYDRATION_ERROR.test(line))).toEqual([]);

        const drawn = await clientOnly.newPage();
        await drawn.goto(`${origin}${pagePath}`);
        await drawn.getByRole('heading', { level: 1, name: heading ?? '' }).waitFor();
        await drawn.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 15_000 });
        expect(await mainOutline(drawn)).toEqual(prerenderedOutline);
      } finally {
        await prerendered.close();
        await clientOnly.close();
      }
    });
  }
});
