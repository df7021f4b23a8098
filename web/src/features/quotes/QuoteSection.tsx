import { formatCentsBrief } from '@rha/contracts/reference';
import { Stack } from '@rha/design-system';
import type { DispatchQueueEntry } from '../../api/bffTypes';
import { displayMoment } from '../admin/adminDates';
import { DetailTitle, Fact, Facts } from '../admin/DetailSection';
import { QuoteForm } from './QuoteForm';

/** A custom request in the queue: the form to price it, or the quote waiting for the company. */
export function QuoteSection({ entry }: { entry: DispatchQueueEntry }) {
  const { quote } = entry;
  return (
    <Stack as="section" gap={3} aria-label="Quote">
      <DetailTitle>{quote ? 'Quote sent' : 'Quote needed'}</DetailTitle>
      {quote ? (
        <Facts>
          <Fact label="Quote">{formatCentsBrief(quote.amountCents)}</Fact>
          <Fact label="Sent">{displayMoment(quote.quotedAt)}</Fact>
          {quote.note && <Fact label="Note">{quote.note}</Fact>}
          <Fact label="Decision">Waiting for the company to accept or decline</Fact>
        </Facts>
      ) : (
        <QuoteForm requestId={entry.id} />
      )}
    </Stack>
  );
}
