import { formatCentsBrief } from '@rha/contracts/reference';
import { Button, Card, FormAlert, Stack } from '@rha/design-system';
import { useAcceptQuote } from '../../api/quotes';
import { failureMessage } from '../../api/requestError';
import type { ServiceRequestDetails } from '../../api/bffTypes';
import { DeclineQuoteDialog } from './DeclineQuoteDialog';

/** What the company must know first about its custom request's price, and its decision on it. */
function quoteHeadline(details: ServiceRequestDetails): string {
  const { quote, status } = details;
  if (!quote) return 'Waiting for a quote';
  const amount = formatCentsBrief(quote.amountCents);
  if (quote.acceptedAt) return `Quote accepted: ${amount}`;
  if (status === 'Quoted') return `Quoted ${amount}`;
  return `Quote declined: ${amount}`;
}

/** A custom request's quote on its company's page: the price, the note, Accept and Decline. */
export function RequestQuoteCard({ details }: { details: ServiceRequestDetails }) {
  const accept = useAcceptQuote(details.id);
  if (details.serviceType !== 'custom-request') return null;
  const { quote } = details;
  const deciding = details.status === 'Quoted';
  return (
    <Card as="section" title="Quote" headingLevel={2}>
      <Stack gap={3}>
        <p>
          <strong>{quoteHeadline(details)}</strong>
        </p>
        {!quote && <p>Remote Hands support prices a custom request before a technician is sent.</p>}
        {quote?.note && <p>{quote.note}</p>}
        {accept.isError && (
          <FormAlert title="The quote was not accepted">
            {failureMessage(accept.error) ?? 'Unknown error'}
          </FormAlert>
        )}
        {deciding && (
          <Stack direction="row" gap={3} justify="end" wrap aria-label="Quote decision">
            <DeclineQuoteDialog requestId={details.id} />
            <Button
              onClick={() => accept.mutate()}
              loading={accept.isPending}
              loadingLabel="Accepting..."
            >
              Accept quote
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
