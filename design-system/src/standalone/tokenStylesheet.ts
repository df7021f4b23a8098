import { cssVariables } from '../theme.js';

/** Every CSS token as a `:root` custom property, the same declarations GlobalStyle publishes. */
export const tokenStylesheet = `:root {\n${cssVariables
  .split('\n')
  .map((line) => `  ${line}`)
  .join('\n')}\n}\n`;
