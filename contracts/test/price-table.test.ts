import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TABLE, estimateAnswersSchema, priceTableSchema } from '../src/schemas.js';

const bands = DEFAULT_PRICE_TABLE.discountBands;

function issues(input: unknown) {
  const result = priceTableSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

describe('the price table an admin saves', () => {
  it('accepts the defaults', () => {
    expect(issues(DEFAULT_PRICE_TABLE)).toEqual([]);
  });

  it('keeps Remote Eyes within its advertised range', () => {
    expect(issues({ ...DEFAULT_PRICE_TABLE, remoteEyesCents: 19_999 })).toEqual([
      { path: ['remoteEyesCents'], message: 'The Remote Eyes price is at least 200 USD.' },
    ]);
    expect(issues({ ...DEFAULT_PRICE_TABLE, remoteEyesCents: 40_001 })).toEqual([
      { path: ['remoteEyesCents'], message: 'The Remote Eyes price is at most 400 USD.' },
    ]);
  });

  it('refuses a gap or an overlap between bands, naming the band to fix', () => {
    const gap = bands.map((band, index) => (index === 1 ? { ...band, minVisits: 6 } : band));
    expect(issues({ ...DEFAULT_PRICE_TABLE, discountBands: gap })).toEqual([
      {
        path: ['discountBands', 1],
        message: 'Band 2 must start at 5 visits, right after band 1.',
      },
    ]);
  });

  it('keeps only the last band open-ended', () => {
    const closed = bands.map((band, index) => (index === 3 ? { ...band, maxVisits: 40 } : band));
    expect(issues({ ...DEFAULT_PRICE_TABLE, discountBands: closed })[0]?.path).toEqual([
      'discountBands',
      3,
    ]);
    const open = bands.map((band, index) => (index === 0 ? { ...band, maxVisits: null } : band));
    expect(issues({ ...DEFAULT_PRICE_TABLE, discountBands: open })[0]?.message).toBe(
      "Only the last band is open-ended: enter band 1's last visit.",
    );
  });

  it('refuses a negative or absurd discount', () => {
    const negative = bands.map((band, index) =>
      index === 0 ? { ...band, basisPoints: -1 } : band,
    );
    expect(issues({ ...DEFAULT_PRICE_TABLE, discountBands: negative })).toEqual([
      { path: ['discountBands', 0, 'basisPoints'], message: 'A discount cannot be negative.' },
    ]);
  });
});

describe("a request's estimate answers", () => {
  it('takes quarter hours and whole visits within bounds', () => {
    expect(
      estimateAnswersSchema.safeParse({ expectedHours: 5.25, scheduledVisits: 3 }).success,
    ).toBe(true);
    expect(
      estimateAnswersSchema.safeParse({ expectedHours: 5.1, scheduledVisits: 3 }).success,
    ).toBe(false);
    expect(estimateAnswersSchema.safeParse({ expectedHours: 2, scheduledVisits: 0 }).success).toBe(
      false,
    );
  });

  it('refuses a fraction of a quarter hour too small to see', () => {
    const tiny = estimateAnswersSchema.safeParse({ expectedHours: 5e-324, scheduledVisits: 1 });
    expect(tiny.error?.issues[0]?.message).toBe('Enter the hours in quarter hours.');
  });
});
