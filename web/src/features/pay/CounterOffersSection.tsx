import { Button, Stack, TextField, useToast } from '@rha/design-system';
import { useState } from 'react';
import type { CounterOffer } from '../../api/bffTypes';
import { useDecideCounterOffer } from '../../api/payOffer';
import { failureMessage } from '../../api/requestError';
import { displayMoment } from '../admin/adminDates';
import { DetailSection, EntryList } from '../admin/DetailSection';
import { failureNotice } from '../admin/notices';
import { CounterTerms } from './CounterTerms';
import { COUNTER_ACCEPTED, COUNTER_DECLINED } from './notices';

function CounterEntry({ counter }: { counter: CounterOffer }) {
  const { accept, decline } = useDecideCounterOffer(counter.id);
  const { toast } = useToast();
  const [reason, setReason] = useState('');
  const busy = accept.isPending || decline.isPending;

  const decide = async (decision: 'accept' | 'decline') => {
    try {
      if (decision === 'accept') {
        await accept.mutateAsync();
        toast(COUNTER_ACCEPTED);
      } else {
        await decline.mutateAsync({ reason });
        toast(COUNTER_DECLINED);
      }
    } catch (error) {
      toast(failureNotice(failureMessage(error) ?? 'The counter-offer could not be answered.'));
    }
  };

  return (
    <li>
      <Stack gap={2}>
        <strong>
          {counter.technician.fullName} · {displayMoment(counter.createdAt)}
        </strong>
        <Stack gap={1}>
          <CounterTerms counter={counter} />
        </Stack>
        <TextField
          label="Reason to decline"
          hint="Optional; the technician reads it"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Stack direction="row" gap={3} wrap>
          <Button disabled={busy} onClick={() => void decide('accept')}>
            Accept counter-offer
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void decide('decline')}>
            Decline
          </Button>
        </Stack>
      </Stack>
    </li>
  );
}

/** Counter-offers waiting for an admin: accepting one assigns the job on its terms. */
export function CounterOffersSection({ counters }: { counters: readonly CounterOffer[] }) {
  if (counters.length === 0) return null;
  return (
    <DetailSection title="Counter-offers">
      <EntryList entries={counters} empty="" aria-label="Counter-offers">
        {(counter) => <CounterEntry key={counter.id} counter={counter} />}
      </EntryList>
    </DetailSection>
  );
}
