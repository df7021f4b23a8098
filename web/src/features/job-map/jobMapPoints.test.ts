import { describe, expect, it } from 'vitest';
import { jobMapPoints } from './jobMapPoints';

describe('jobMapPoints', () => {
  it('marks the site, the check-in, the home and the communities reached', () => {
    const points = jobMapPoints({
      site: 'Bethel',
      homes: [{ community: 'Kwethluk', label: 'Ada from Kwethluk' }],
      reach: ['Akiak', 'Bethel'],
      checkIn: { latitude: 60.7931, longitude: -161.757, label: 'at the site (120 m)' },
    });
    expect(points.map(({ id, kind, label }) => [id, kind, label])).toEqual([
      ['site', 'site', 'Bethel'],
      ['check-in', 'check-in', 'at the site (120 m)'],
      ['home-0', 'home', 'Ada from Kwethluk'],
      ['reach-Akiak', 'reach', 'Akiak'],
    ]);
    expect(points[1]?.at).toEqual([-161.757, 60.7931]);
  });

  it('leaves off a community it cannot place, and a site that is not in the list', () => {
    expect(
      jobMapPoints({ site: 'Atlantis', homes: [{ community: 'Atlantis', label: 'Nemo' }] }),
    ).toEqual([]);
    expect(jobMapPoints({ site: null })).toEqual([]);
  });
});
