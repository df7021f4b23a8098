import { describe, expect } from 'vitest';
import { shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { signInAsDemo } from './support/offline';

/** Where screenshots of the lists go for a person to look at, outside the repository. */
const shotsDir = process.env.LIST_SHOTS_DIR;

describe.runIf(journeysCanRun)('the dispatch queue keeps its filters in the URL', () => {
  const journey = useJourneyStack({ context: { viewport: { width: 1366, height: 900 } } });
  const { step } = journey;
  const filters = () => journey.page.getByRole('search', { name: 'Filter the dispatch queue' });

  step('signs in as the admin and opens the queue', async ({ stack, page }) => {
    await signInAsDemo(page, stack, 'admin@example.com');
    await page.goto(`${stack.webUrl}/admin?tab=dispatch`);
    await shows(filters(), 30_000);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/dispatch-1366.png`, fullPage: true });
  });

  step('walks the order and a filter back and forward', async ({ page }) => {
    const sort = filters().getByRole('combobox', { name: 'Sort' });
    await sort.selectOption('newest');
    await page.waitForURL(/sort=newest/);
    await filters().getByRole('combobox', { name: 'Status' }).selectOption('Dispatching');
    await page.waitForURL(/status=Dispatching/);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('status'));
    expect(await sort.inputValue()).toBe('newest');
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    expect(await sort.inputValue()).toBe('oldest');
    await page.goForward();
    await page.waitForURL(/sort=newest/);
    expect(await sort.inputValue()).toBe('newest');
  });

  step('fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await shows(filters());
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/dispatch-390.png`, fullPage: true });
  });
});
