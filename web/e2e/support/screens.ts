import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A phone's and a laptop's screen, the widths every new screen is checked at. */
export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1366, height: 900 };

/** Where the screenshots of the changed screens go, when asked for (SHOTS_DIR). */
const shotsDir = process.env.SHOTS_DIR;

/** Nothing on the page is wider than its screen. */
export async function fitsTheScreen(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'nothing is wider than the screen').toBeLessThanOrEqual(innerWidth);
}

/**
 * Shows the page at a phone's and a laptop's width, checks each fits its screen and, when asked
 * for, saves a screenshot of each as `<name>-<width>.png`.
 */
export async function atBothWidths(page: Page, name: string): Promise<void> {
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await fitsTheScreen(page);
    if (shotsDir) {
      await mkdir(shotsDir, { recursive: true });
      await page.screenshot({ path: `${shotsDir}/${name}-${size.width}.png`, fullPage: true });
    }
  }
}
