import { alaskaCommunityPoint } from '@rha/contracts/reference';
import { describe, expect, it } from 'vitest';
import { distanceFromSite, metersBetween } from './siteDistance';

describe('distanceFromSite', () => {
  it.each([
    [0, 'at the site (0 m)'],
    [123, 'at the site (120 m)'],
    [500, 'at the site (500 m)'],
    [501, '500 m from the site'],
    [740, '740 m from the site'],
    [2380, '2.4 km from the site'],
    [9949, '9.9 km from the site'],
    [24_400, '24 km from the site'],
    [1_204_000, '1,204 km from the site'],
  ])('words %d m as %s', (meters, words) => {
    expect(distanceFromSite(meters)).toBe(words);
  });
});

describe('metersBetween', () => {
  it('measures along the Earth: Bethel to Kwethluk is about 17 km', () => {
    const bethel = alaskaCommunityPoint('Bethel')!;
    const kwethluk = alaskaCommunityPoint('Kwethluk')!;
    expect(metersBetween(bethel, kwethluk) / 1000).toBeCloseTo(17, 0);
  });

  it('is nothing between a point and itself and the same both ways', () => {
    const a = [-161.7558, 60.7922] as const;
    const b = [-161.757, 60.7931] as const;
    expect(metersBetween(a, a)).toBe(0);
    expect(metersBetween(a, b)).toBeCloseTo(metersBetween(b, a), 6);
    expect(metersBetween(a, b)).toBeGreaterThan(100);
    expect(metersBetween(a, b)).toBeLessThan(130);
  });
});
