import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on a rendered container. Colour contrast is left out because jsdom does not compute layout
 * or colours; the token contrast is checked by tokens.test.ts instead.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.help}`);
  expect(summary).toEqual([]);
}
