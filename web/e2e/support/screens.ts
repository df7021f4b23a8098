import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A phone's and a laptop's screen, the widths every new screen is checked at. */
export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1366, height: 900 };

/** Where the screenshots of the changed screens go, when asked for (SHOTS_DIR). */
const shotsDir = process.env.SHOTS_DIR;

/** How far the page reaches past the screen's right edge, and the elements that reach furthest. */
function measureOverflow(): { overflow: number; culprits: string[]; widths: string } {
  const width = document.documentElement.clientWidth;
  const overflow = document.documentElement.scrollWidth - width;
  // The widths the page was laid out for, to tell a page too wide from one not yet laid out anew.
  const header = document.querySelector('header')?.getBoundingClientRect().width;
  const widths = `window ${window.innerWidth} px, root ${width} px, top bar ${header ?? '-'} px`;
  if (overflow <= 0) return { overflow, culprits: [], widths };
  const depthOf = (element: Element) => {
    let depth = 0;
    for (let node = element.parentElement; node; node = node.parentElement) depth += 1;
    return depth;
  };
  const culprits = [...document.body.querySelectorAll('*')]
    .map((element) => ({ element, right: element.getBoundingClientRect().right }))
    .filter(({ right }) => right > width + 0.5)
    // The deepest of the furthest-reaching: the element to mend, not its containers.
    .sort((a, b) => b.right - a.right || depthOf(b.element) - depthOf(a.element))
    .slice(0, 3)
    .map(({ element, right }) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      return `<${element.tagName.toLowerCase()}> ${Math.round(right - width)} px past: "${text}"`;
    });
  return { overflow, culprits, widths };
}

/**
 * Nothing on the page is wider than its screen. A resize reaches the page's styles a moment after
 * the viewport changes (seconds on a busy machine, when a page can be measured at the new width
 * while still laid out for the old one), so the check waits until the media queries agree with
 * the width and the page has drawn a frame at it, then judges the settled page; a failure names
 * what reaches past the edge and the widths the page was laid out for.
 */
export async function fitsTheScreen(page: Page, what = 'the page'): Promise<void> {
  // Chromium 156 now and then keeps a page's style sheets on the media queries of its former width
  // after a viewport change, for good: a phone-wide page styled for a laptop while matchMedia
  // already answers for the phone (seen in CI on the admin's dispatch page). Switching the emulated
  // medium to print and back has every sheet evaluated anew.
  await page.emulateMedia({ media: 'print' });
  await page.emulateMedia({ media: 'screen' });
  await page.waitForFunction(
    // The width the styles see is the page's own, give or take a scrollbar.
    () => !window.matchMedia(`(min-width: ${document.documentElement.clientWidth + 21}px)`).matches,
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
  let measured = await page.evaluate(measureOverflow);
  for (let waited = 0; measured.overflow > 0 && waited < 10_000; waited += 100) {
    await page.waitForTimeout(100);
    measured = await page.evaluate(measureOverflow);
  }
  expect(
    measured.overflow,
    `${what} is no wider than the screen (${measured.widths}); past its edge: ${measured.culprits.join('; ')}`,
  ).toBeLessThanOrEqual(0);
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
