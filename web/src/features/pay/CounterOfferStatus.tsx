import { Badge, Stack } from '@rha/design-system';
import type { CounterOffer } from '../../api/bffTypes';
import { CounterTerms } from './CounterTerms';
import { COUNTER_STATUS_TEXT } from './notices';

/** The technician's latest counter on an offer and where it stands. */
export function CounterOfferStatus({ counter }: { counter: CounterOffer }) {
  const declined = counter.status === 'declined';
  return (
    <section aria-label="Your counter-offer">
      <Stack gap={1}>
        <Stack direction="row" gap={2} align="center" wrap>
          <strong>Your counter-offer</strong>
          <Badge variant={declined ? 'danger' : 'accent'}>
            {COUNTER_STATUS_TEXT[counter.status]}
          </Badge>
        </Stack>
        <CounterTerms counter={counter} />
        {declined && counter.decisionReason && <span>Why: {counter.decisionReason}</span>}
      </Stack>
    </section>
  );
}
