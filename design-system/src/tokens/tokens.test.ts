import { describe, expect, it } from 'vitest';
import { color } from './colour.js';

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) =>
    channel(parseInt(hex.slice(start, start + 2), 16)),
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

type Role = keyof typeof color;

const textPairs: [Role, Role][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['text', 'primarySubtle'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['textMuted', 'dangerSubtle'],
  ['text', 'dangerSubtle'],
  ['link', 'surfaceMuted'],
  ['primary', 'surfaceMuted'],
  ['link', 'background'],
  ['link', 'surface'],
  ['linkHover', 'surface'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['primary', 'primarySubtle'],
  ['primaryHover', 'primarySubtle'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ['danger', 'dangerSubtle'],
  ['danger', 'surface'],
  ['danger', 'background'],
  ['accent', 'surface'],
  ['accent', 'accentSubtle'],
  ['progress', 'progressSubtle'],
  ['progress', 'surface'],
  ['textInverse', 'surfaceInverse'],
  ['textInverseMuted', 'surfaceInverse'],
];

const nonTextPairs: [Role, Role][] = [
  ['focus', 'surface'],
  ['focus', 'background'],
  ['focus', 'surfaceMuted'],
  ['borderStrong', 'surface'],
  ['borderStrong', 'surfaceMuted'],
  ['primary', 'surfaceMuted'],
  ['accent', 'surface'],
];

describe('colour tokens', () => {
  it.each(textPairs)('%s on %s meets WCAG AA for body text (4.5:1)', (foreground, background) => {
    expect(contrast(color[foreground], color[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)(
    '%s against %s meets WCAG AA for interface components (3:1)',
    (foreground, background) => {
      expect(contrast(color[foreground], color[background])).toBeGreaterThanOrEqual(3);
    },
  );
});
