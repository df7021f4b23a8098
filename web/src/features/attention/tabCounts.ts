import type { Attention } from '../../api/bffTypes';

/**
 * How many things wait behind each tab: a company's Service Request tab counts work to review and
 * unread messages, a technician's Jobs tab new offers and unread messages, the admin's Dispatch and
 * Technicians tabs the strip's items that lead there.
 */
export function tabCounts(attention: Attention | undefined): Record<string, number> {
  if (!attention) return {};
  const { counts, items } = attention;
  const ofKinds = (...kinds: string[]) => items.filter((item) => kinds.includes(item.kind)).length;
  return {
    'service-request': counts.reviewsWaiting + counts.unreadMessages,
    jobs: counts.newOffers + counts.unreadMessages,
    dispatch: ofKinds('unplaced', 'pastEta', 'heldJob', 'quoteNeeded', 'counterOffer'),
    technicians: ofKinds('applicant'),
  };
}
