import { describe, expect, it } from 'vitest';
import { formatUsd } from './money';

const intlUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

describe('formatUsd', () => {
  it.each([0, 5, 99, 900, 999, 1000, 1200, 12_345, 999_999, 1_234_567, 2.5, 899.5, 1499.49, -1200])(
    'writes %d as en-US currency formatting does',
    (amount) => {
      expect(formatUsd(amount)).toBe(intlUsd.format(amount));
    },
  );

  it('groups thousands with commas', () => {
    expect(formatUsd(1_234_567)).toBe('$1,234,567');
  });
});
