import { describe, expect, it } from 'vitest';
import { estimatePrice, extraQuarterHours, PRICES } from '../src/reference.js';

const remoteHands = { serviceType: 'remote-hands', proPackage: false, scheduledVisits: 1 } as const;

describe('prices', () => {
  it('reads the advertised prices in cents', () => {
    expect(PRICES.remoteHands.baselineCents).toBe(90_000);
    expect(PRICES.remoteHands.extraBlockCents).toBe(5_625);
    expect(PRICES.proPackageCents).toBe(80_000);
    expect(PRICES.remoteEyes).toMatchObject({ minCents: 20_000, maxCents: 40_000 });
    expect(PRICES.remoteEyes.defaultCents).toBe(30_000);
  });

  it('counts every started quarter hour past the first four hours', () => {
    expect(extraQuarterHours(240)).toBe(0);
    expect(extraQuarterHours(241)).toBe(1);
    expect(extraQuarterHours(255)).toBe(1);
    expect(extraQuarterHours(256)).toBe(2);
    expect(extraQuarterHours(0)).toBe(0);
  });
});

describe('estimatePrice', () => {
  it('prices up to four hours of Remote Hands as the baseline block', () => {
    const estimate = estimatePrice({ ...remoteHands, expectedHours: 4 });
    expect(estimate).toEqual({
      quoteRequired: false,
      lines: [expect.objectContaining({ code: 'remote-hands-baseline', amountCents: 90_000 })],
      totalCents: 90_000,
    });
  });

  it('adds the extra time per started quarter hour and the Pro Package once', () => {
    const estimate = estimatePrice({ ...remoteHands, proPackage: true, expectedHours: 5.1 });
    expect(estimate.lines.map((entry) => [entry.code, entry.quantity, entry.amountCents])).toEqual([
      ['remote-hands-baseline', 1, 90_000],
      ['remote-hands-extra-time', 5, 28_125],
      ['pro-package', 1, 80_000],
    ]);
    expect(estimate.totalCents).toBe(198_125);
  });

  it('discounts scheduled visits by their band, leaving the Pro Package whole', () => {
    const estimate = estimatePrice({
      ...remoteHands,
      proPackage: true,
      expectedHours: 2,
      scheduledVisits: 5,
    });
    expect(estimate.lines.map((entry) => [entry.code, entry.amountCents])).toEqual([
      ['remote-hands-baseline', 450_000],
      ['scheduled-visit-discount', -45_000],
      ['pro-package', 80_000],
    ]);
    expect(estimate.totalCents).toBe(485_000);
  });

  it.each([
    [1, 0],
    [2, 500],
    [4, 500],
    [9, 1000],
    [10, 1500],
    [29, 1500],
    [30, 2000],
    [120, 2000],
  ])('gives %i Remote Eyes visits a discount of %i basis points', (visits, basisPoints) => {
    const estimate = estimatePrice({
      serviceType: 'remote-eyes',
      proPackage: true,
      expectedHours: 0,
      scheduledVisits: visits,
    });
    const gross = visits * 30_000;
    expect(estimate.totalCents).toBe(gross - Math.ceil((gross * basisPoints) / 10_000));
    expect(estimate.lines.some((entry) => entry.code === 'pro-package')).toBe(false);
  });

  it("uses an admin's Remote Eyes price", () => {
    const estimate = estimatePrice({
      serviceType: 'remote-eyes',
      proPackage: false,
      expectedHours: 0,
      scheduledVisits: 1,
      remoteEyesCents: 25_000,
    });
    expect(estimate.totalCents).toBe(25_000);
  });

  it('leaves a custom request to a quote', () => {
    const estimate = estimatePrice({
      ...remoteHands,
      serviceType: 'custom-request',
      expectedHours: 3,
    });
    expect(estimate).toEqual({ quoteRequired: true, lines: [], totalCents: 0 });
  });
});
