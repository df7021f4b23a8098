import { describe, expect, it } from 'vitest';
import { formatCents, formatCentsBrief } from '../src/reference/money.js';

describe('formatCents', () => {
  it('prints dollars grouped by thousands with two places of cents', () => {
    expect(formatCents(58_750)).toBe('$587.50');
    expect(formatCents(1_875)).toBe('$18.75');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123_456_789)).toBe('$1,234,567.89');
  });

  it('puts the sign of a credit before the dollar sign', () => {
    expect(formatCents(-1_875)).toBe('-$18.75');
  });
});

describe('formatCentsBrief', () => {
  it('shows cents only when there are any', () => {
    expect(formatCentsBrief(125_000)).toBe('$1,250');
    expect(formatCentsBrief(125_050)).toBe('$1,250.50');
    expect(formatCentsBrief(123_456_700)).toBe('$1,234,567');
    expect(formatCentsBrief(-4_000)).toBe('-$40');
  });
});
