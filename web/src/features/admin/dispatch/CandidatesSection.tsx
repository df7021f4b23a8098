import { dispatchOffersSchema } from '@rha/contracts/schemas';
import { Button, FormAlert, Stack, useToast } from '@rha/design-system';
import { useState } from 'react';
import type { DispatchQueueEntry } from '../../../api/bffTypes';
import {
  useDispatchCandidates,
  useOfferRequest,
  useRefreshDispatchQueue,
} from '../../../api/dispatch';
import { failureMessage, RequestError } from '../../../api/requestError';
import { errorFor } from '../../technician/profileDraft';
import { DetailSection } from '../DetailSection';
import { Loading, LoadFailed } from '../LoadStates';
import { CANDIDATES_LOAD_FAILED, NO_CANDIDATES, NO_COMMUNITY } from '../notices';
import { CandidateEntry } from './CandidateEntry';

const plural = (count: number) => `${count} technician${count === 1 ? '' : 's'}`;

/** Why the server refused the offers, the technicians' own message first. */
function refusalOf(error: unknown): string {
  const fieldErrors = error instanceof RequestError ? error.fieldErrors : [];
  return errorFor(fieldErrors, 'technicianIds') ?? failureMessage(error) ?? 'Unknown error';
}

function RankedCandidates({ entry }: { entry: DispatchQueueEntry }) {
  const candidates = useDispatchCandidates(entry);
  const offer = useOfferRequest(entry.id);
  const refreshQueue = useRefreshDispatchQueue();
  const { toast } = useToast();
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [refusal, setRefusal] = useState<string>();
  const offerStatus = new Map(entry.offers.map((sent) => [sent.technician.id, sent.status]));
  const request = { id: entry.id, ticket: entry.serviceTicketNumber };

  const check = (id: string, checked: boolean) =>
    setSelected((current) =>
      checked ? [...current, id] : current.filter((selectedId) => selectedId !== id),
    );

  const offerToSelected = async () => {
    setRefusal(undefined);
    const checked = dispatchOffersSchema.safeParse({ technicianIds: selected });
    if (!checked.success) {
      setRefusal(checked.error.issues[0]?.message);
      return;
    }
    try {
      await offer.mutateAsync(checked.data);
      setSelected([]);
      toast({ title: 'Success', description: `Offered to ${plural(selected.length)}.` });
    } catch (error) {
      setRefusal(refusalOf(error));
      if (error instanceof RequestError && error.status === 409) void refreshQueue();
    }
  };

  if (candidates.isPending) return <Loading label="Loading the candidates" />;
  if (candidates.isError) {
    return (
      <LoadFailed message={CANDIDATES_LOAD_FAILED} onRetry={() => void candidates.refetch()} />
    );
  }
  const ranked = candidates.data.candidates;
  if (ranked.length === 0) return <p>{NO_CANDIDATES}</p>;
  return (
    <Stack gap={4}>
      <Stack as="ul" gap={4} aria-label="Candidates">
        {ranked.map((candidate) => (
          <CandidateEntry
            key={candidate.technician.id}
            candidate={candidate}
            request={request}
            offerStatus={offerStatus.get(candidate.technician.id)}
            checked={selected.includes(candidate.technician.id)}
            onCheckedChange={(checked) => check(candidate.technician.id, checked)}
          />
        ))}
      </Stack>
      {refusal && <FormAlert title="The request was not offered">{refusal}</FormAlert>}
      <Stack direction="row" gap={3} align="center" wrap>
        <Button
          loading={offer.isPending}
          loadingLabel="Offering..."
          onClick={() => void offerToSelected()}
        >
          Offer to selected
        </Button>
        <span role="status">
          {selected.length > 0 ? `${plural(selected.length)} selected` : ''}
        </span>
      </Stack>
    </Stack>
  );
}

/**
 * The technicians who cover the request's community, best first, to offer it to or to assign it
 * to. A request whose place is no community of the list cannot be matched, and says so.
 */
export function CandidatesSection({ entry }: { entry: DispatchQueueEntry }) {
  return (
    <DetailSection title="Candidates">
      {entry.community === null ? <p>{NO_COMMUNITY}</p> : <RankedCandidates entry={entry} />}
    </DetailSection>
  );
}
