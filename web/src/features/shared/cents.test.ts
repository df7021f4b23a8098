import { describe, expect, it } from 'vitest';
import { centsFromDollars, centsOfDollars } from './cents';

describe('centsFromDollars', () => {
  it.each([
    ['312.50', 31_250],
    ['$1,200', 120_000],
    ['1,234.5', 123_450],
    ['0.5', 50],
    ['7', 700],
    [' 19.99 ', 1_999],
    [' 0.07 ', 7],
    ['-5', -500],
  ])('reads %s as %i cents', (typed, cents) => {
    expect(centsFromDollars(typed)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '12.', '1e3', '$', '.', '-'])('refuses %j', (typed) => {
    expect(centsFromDollars(typed)).toBeUndefined();
  });
});

describe('centsOfDollars', () => {
  it('leaves what is not an amount for the schema to refuse', () => {
    expect(centsOfDollars('')).toBeNaN();
    expect(centsOfDollars('twelve')).toBeNaN();
    expect(Number.isInteger(centsOfDollars('1.005'))).toBe(false);
  });
});
