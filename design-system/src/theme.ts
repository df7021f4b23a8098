import {
  breakpoint,
  color,
  font,
  gradient,
  layer,
  media,
  motion,
  palette,
  radius,
  shadow,
  size,
  space,
} from './tokens/index.js';
import { declarationsOf, referencesOf } from './cssVariables.js';

/** The tokens that are also published as CSS custom properties (breakpoints cannot be: see `media`). */
const cssTokens = { color, gradient, space, size, font, radius, shadow, motion, layer };

/**
 * `var(--rha-...)` references for every CSS token, e.g. `vars.color.primary`.
 * Components interpolate these so their styled-components CSS stays static (no per-render functions).
 */
export const vars = referencesOf(cssTokens);

/** Declarations for `:root`, e.g. `--rha-color-primary: #1a4c3d;`, one per line. */
export const cssVariables = declarationsOf(cssTokens).join('\n');

/** The styled-components theme: raw token values, for the rare case a value is needed in JS. */
export const theme = {
  name: 'remote-hands-alaska',
  palette,
  ...cssTokens,
  breakpoint,
  media,
  vars,
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation has to extend by interface
  export interface DefaultTheme extends Theme {}
}
