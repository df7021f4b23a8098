import { describe, expect, it } from 'vitest';
import { color, space, font } from './tokens/index.js';
import { cssVariables, theme, vars } from './theme.js';

describe('theme', () => {
  it('publishes every colour token as a CSS variable with its value', () => {
    expect(cssVariables).toContain(`--rha-color-primary: ${color.primary};`);
    expect(cssVariables).toContain(`--rha-color-text-muted: ${color.textMuted};`);
  });

  it('names nested tokens by their path in kebab case', () => {
    expect(cssVariables).toContain(`--rha-space-4: ${space[4]};`);
    expect(cssVariables).toContain(`--rha-font-size-2xl: ${font.size['2xl']};`);
    expect(cssVariables).toContain(`--rha-font-line-height-normal: ${font.lineHeight.normal};`);
  });

  it('gives components var() references to the same variables', () => {
    expect(vars.color.primary).toBe('var(--rha-color-primary)');
    expect(vars.space[4]).toBe('var(--rha-space-4)');
    expect(vars.font.family.heading).toBe('var(--rha-font-family-heading)');
  });

  it('exposes the raw token values to styled-components consumers', () => {
    expect(theme.color.primary).toBe(color.primary);
    expect(theme.media.below.md).toBe('@media (max-width: 767.98px)');
  });
});
