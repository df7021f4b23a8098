import { describe, expect, it } from 'vitest';
import { ALASKA_COMMUNITIES, ALASKA_REGIONS, alaskaCommunityPoint } from '../src/reference.js';

const pointed = ALASKA_COMMUNITIES.flatMap((community) => {
  const point = alaskaCommunityPoint(community.name);
  return point ? [{ name: community.name, point }] : [];
});

describe('Alaska community points', () => {
  it('places every community that has a point inside Alaska', () => {
    expect(pointed.length).toBeGreaterThan(200);
    for (const { name, point } of pointed) {
      const [longitude, latitude] = point;
      // West of 180° the Aleutians continue at positive longitudes.
      const inLongitude = longitude <= -129.9 || longitude >= 172;
      expect({ name, inside: inLongitude && latitude >= 51 && latitude <= 71.5 }).toEqual({
        name,
        inside: true,
      });
    }
  });

  it('has a point for every region hub, so each region can be shown', () => {
    const missing = ALASKA_REGIONS.filter((region) => !alaskaCommunityPoint(region.hub));
    expect(missing.map((region) => region.hub)).toEqual([]);
  });

  it('knows Bethel where it is and has no point for a community it cannot place', () => {
    const [longitude, latitude] = alaskaCommunityPoint('Bethel') ?? [0, 0];
    expect(longitude).toBeCloseTo(-161.76, 1);
    expect(latitude).toBeCloseTo(60.79, 1);
    expect(alaskaCommunityPoint('Atlantis')).toBeUndefined();
  });
});
