import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { color, font, palette } from '../tokens/index.js';
import { brandMarkSvg, tokenStylesheet } from './index.js';

describe('the stand-alone design system', () => {
  it('declares the tokens on :root with their values', () => {
    expect(tokenStylesheet.startsWith(':root {\n')).toBe(true);
    expect(tokenStylesheet).toContain(`  --rha-color-primary: ${color.primary};`);
    expect(tokenStylesheet).toContain(`  --rha-font-family-heading: ${font.family.heading};`);
    expect(tokenStylesheet.trimEnd().endsWith('}')).toBe(true);
  });

  it('colours the brand mark from the palette', () => {
    expect(brandMarkSvg).toContain(`fill="${palette.spruce[700]}"`);
    expect(brandMarkSvg).toContain(`stroke="${palette.aurora.green}"`);
  });

  it('is the same mark the web app shows as its icon', () => {
    const favicon = readFileSync(
      path.resolve(__dirname, '../../../web/public/favicon.svg'),
      'utf8',
    );
    expect(brandMarkSvg).toBe(favicon);
  });
});
