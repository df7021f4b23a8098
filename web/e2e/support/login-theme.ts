import { color } from '@rha/design-system';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { shows } from './browser';

/** `#rrggbb` as the browser reports a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * The identity provider's page wears the product's login theme: the product name beside the logo in the
 * header (an image for Keycloak's theme, inline for the dev provider), in the primary token colour, and a
 * primary action in it too.
 */
export async function expectProductLoginTheme(page: Page, action: string): Promise<void> {
  const header = page.locator('#kc-header-wrapper');
  await shows(header);
  expect(await header.innerText()).toContain('Remote Hands Alaska');
  const look = await header.evaluate((element) => ({
    color: getComputedStyle(element).color,
    logo: element.querySelector('svg')
      ? 'inline'
      : getComputedStyle(element, '::before').backgroundImage,
  }));
  expect(look.color).toBe(rgb(color.primary));
  expect(look.logo).toMatch(/^inline$|logo\.svg/);
  const button = page.getByRole('button', { name: action, exact: true });
  expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    rgb(color.primary),
  );
}
