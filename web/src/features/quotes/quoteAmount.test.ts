import { describe, expect, it } from 'vitest';
import { centsOfDollars } from './quoteAmount';

describe('centsOfDollars', () => {
  it('reads dollars as people type them', () => {
    expect(centsOfDollars('1250')).toBe(125_000);
    expect(centsOfDollars('$1,250.5')).toBe(125_050);
    expect(centsOfDollars(' 0.99 ')).toBe(99);
    expect(centsOfDollars('-5')).toBe(-500);
  });

  it('leaves what is not an amount for the schema to refuse', () => {
    expect(centsOfDollars('')).toBeNaN();
    expect(centsOfDollars('twelve')).toBeNaN();
    expect(Number.isInteger(centsOfDollars('1.005'))).toBe(false);
  });
});
