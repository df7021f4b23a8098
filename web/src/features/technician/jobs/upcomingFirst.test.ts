import { describe, expect, it } from 'vitest';
import { heldJob } from './jobsFixtures';
import { upcomingFirst } from './upcomingFirst';

describe('upcomingFirst', () => {
  it('puts jobs still ahead first by arrival, those without one by preferred date, then the rest as given', () => {
    const cancelled = heldJob({ requestId: 'cancelled', status: 'Cancelled' });
    const noEta = heldJob({ requestId: 'no-eta', eta: null, preferredDate: '2026-03-01' });
    const later = heldJob({ requestId: 'later', eta: '2026-03-14T18:00:00.000Z' });
    const onSite = heldJob({
      requestId: 'on-site',
      status: 'On site',
      eta: '2026-03-10T18:00:00.000Z',
    });
    const done = heldJob({ requestId: 'done', status: 'Work done' });

    const ordered = upcomingFirst([cancelled, noEta, later, done, onSite]);

    expect(ordered.map((job) => job.requestId)).toEqual([
      'on-site',
      'later',
      'no-eta',
      'cancelled',
      'done',
    ]);
  });
});
