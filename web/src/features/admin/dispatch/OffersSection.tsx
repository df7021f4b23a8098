import { describePay, OFFER_STATUS_LABELS } from '@rha/contracts/reference';
import { Badge, Stack } from '@rha/design-system';
import type { DispatchOffer } from '../../../api/bffTypes';
import { displayMoment } from '../adminDates';
import { DetailSection, EntryList } from '../DetailSection';
import { NOT_OFFERED_YET } from '../notices';
import { offerSourceLabel } from './dispatchLabels';

function OfferEntry({ offer }: { offer: DispatchOffer }) {
  const { technician } = offer;
  return (
    <li>
      <Stack gap={1}>
        <Stack direction="row" gap={2} align="center" wrap>
          <strong>
            {technician.fullName}
            {technician.community && `, ${technician.community}`}
          </strong>
          <Badge variant={offer.status === 'accepted' ? 'primary' : 'neutral'}>
            {OFFER_STATUS_LABELS[offer.status]}
          </Badge>
        </Stack>
        <span>
          {offerSourceLabel(offer.source)} · {displayMoment(offer.offeredAt)}
        </span>
        <span>Pay: {describePay(offer.pay)}</span>
        {offer.status === 'offered' ? (
          <span>Open until {displayMoment(offer.expiresAt)}</span>
        ) : (
          offer.respondedAt && <span>Closed {displayMoment(offer.respondedAt)}</span>
        )}
        {offer.reason && <span>Reason: {offer.reason}</span>}
      </Stack>
    </li>
  );
}

/** Every offer of the request so far, newest first, kept with why it closed. */
export function OffersSection({ offers }: { offers: readonly DispatchOffer[] }) {
  return (
    <DetailSection title="Offers">
      <EntryList entries={offers} empty={NOT_OFFERED_YET} aria-label="Offers">
        {(offer) => <OfferEntry key={offer.id} offer={offer} />}
      </EntryList>
    </DetailSection>
  );
}
