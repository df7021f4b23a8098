import { describe, expect, it } from 'vitest';
import { centsFromDollars } from './dollars';

describe('centsFromDollars', () => {
  it.each([
    ['900', 90_000],
    ['900.00', 90_000],
    ['1,234.5', 123_450],
    ['$12.05', 1_205],
    [' 0.07 ', 7],
    ['0', 0],
  ])('reads %s as %i cents', (text, cents) => {
    expect(centsFromDollars(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1.234', '12,34', '1e3', '12.', '$'])('refuses %j', (text) => {
    expect(centsFromDollars(text)).toBeUndefined();
  });
});
