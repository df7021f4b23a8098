import { DISPATCH_WAVE_LABELS, type OfferSource } from '@rha/contracts/reference';

/** Where an offer came from: an admin, or a wave of smart dispatch. */
export function offerSourceLabel(source: OfferSource): string {
  return source === 'admin'
    ? 'Offered by an admin'
    : `Smart dispatch, ${DISPATCH_WAVE_LABELS[source]} wave`;
}
