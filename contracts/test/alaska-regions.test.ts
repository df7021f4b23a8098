import { describe, expect, it } from 'vitest';
import {
  ALASKA_COMMUNITIES,
  ALASKA_REGIONS,
  ALASKA_REGION_COMMUNITIES,
  alaskaRegionById,
  regionOf,
} from '../src/reference.js';

const mapped = Object.values(ALASKA_REGION_COMMUNITIES).flat();

describe('Alaska regions', () => {
  it('places every community of the reference list in exactly one region', () => {
    const names = ALASKA_COMMUNITIES.map((community) => community.name);

    expect([...mapped].sort()).toEqual([...names].sort());
    expect(new Set(mapped).size).toBe(mapped.length);
    for (const name of names) expect(regionOf(name)).toBeDefined();
  });

  it('maps only to known regions, and every region has communities', () => {
    const ids = ALASKA_REGIONS.map((region) => region.id);

    expect(ALASKA_REGIONS).toHaveLength(30);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(ALASKA_REGION_COMMUNITIES).sort()).toEqual([...ids].sort());
    for (const communities of Object.values(ALASKA_REGION_COMMUNITIES)) {
      expect(communities.length).toBeGreaterThan(0);
    }
  });

  it('has each hub in the reference list and inside its own region', () => {
    for (const region of ALASKA_REGIONS) {
      expect(ALASKA_REGION_COMMUNITIES[region.id]).toContain(region.hub);
      expect(regionOf(region.hub)).toEqual(region);
    }
  });

  it('finds the region as the community list reads names', () => {
    expect(regionOf('Kwethluk')).toMatchObject({ id: 'bethel', hub: 'Bethel' });
    expect(regionOf('barrow')).toMatchObject({ id: 'north-slope', hub: 'Utqiagvik' });
    expect(regionOf('St. Michael')).toMatchObject({ id: 'nome', hub: 'Nome' });
    expect(regionOf('Noorvik')).toMatchObject({ id: 'northwest-arctic', hub: 'Kotzebue' });
    expect(regionOf('Seattle')).toBeUndefined();
    expect(alaskaRegionById('kusilvak')?.name).toBe('Kusilvak Census Area');
    expect(alaskaRegionById('valdez-cordova')).toBeUndefined();
  });
});
