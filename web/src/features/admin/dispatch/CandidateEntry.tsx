import { OFFER_STATUS_LABELS, type OfferStatus } from '@rha/contracts/reference';
import { Badge, Checkbox, Stack } from '@rha/design-system';
import type { DispatchCandidate } from '../../../api/bffTypes';
import { RatingSummary } from '../../ratings/RatingSummary';
import { AssignDialog } from './AssignDialog';
import { DISPATCH_RANK_LABELS } from '@rha/contracts/reference';

export interface CandidateEntryProps {
  candidate: DispatchCandidate;
  request: { id: string; ticket: string };
  /** The status of the offer the candidate already has for the request, if any. */
  offerStatus: OfferStatus | undefined;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
}

/**
 * One ranked candidate: ticked to be offered the request (unless an offer is open already), or
 * assigned it directly, with the reasons for their place.
 */
export function CandidateEntry({
  candidate,
  request,
  offerStatus,
  checked,
  onCheckedChange,
}: CandidateEntryProps) {
  const { technician, rank, reasons } = candidate;
  return (
    <li>
      <Stack gap={2}>
        <Stack direction="row" gap={3} align="center" justify="between" wrap>
          <Checkbox
            label={technician.fullName}
            aria-label={`Select ${technician.fullName}`}
            checked={checked}
            disabled={offerStatus === 'offered'}
            onCheckedChange={onCheckedChange}
          />
          <AssignDialog requestId={request.id} ticket={request.ticket} technician={technician} />
        </Stack>
        <Stack direction="row" gap={2} align="center" wrap>
          <Badge variant="primary">{DISPATCH_RANK_LABELS[rank]}</Badge>
          {offerStatus && <Badge>{OFFER_STATUS_LABELS[offerStatus]}</Badge>}
          <span>
            {technician.community}
            {technician.region && `, ${technician.region}`}
          </span>
          <RatingSummary rating={technician.rating} />
        </Stack>
        <Stack as="ul" gap={1} aria-label={`Why ${technician.fullName}`}>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Stack>
      </Stack>
    </li>
  );
}
