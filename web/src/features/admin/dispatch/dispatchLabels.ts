import type { DispatchRank, DispatchWave, OfferSource } from '@rha/contracts/reference';

/** How a candidate covers the request's community, as the admin reads it. */
export const RANK_LABELS: Readonly<Record<DispatchRank, string>> = {
  lives_there: 'Lives there',
  reaches_directly: 'Reaches it directly',
  same_region: 'Same region',
};

/** Who smart dispatch offers a wave to. */
export const WAVE_LABELS: Readonly<Record<DispatchWave, string>> = {
  community: 'Community',
  reach: 'Reach list',
  region: 'Region',
};

/** Where an offer came from: an admin, or a wave of smart dispatch. */
export function offerSourceLabel(source: OfferSource): string {
  return source === 'admin' ? 'Offered by an admin' : `Smart dispatch, ${WAVE_LABELS[source]} wave`;
}
