import { Badge, Stack } from '@rha/design-system';
import type { DispatchQueueEntry } from '../../../api/bffTypes';
import { displayDate } from '../../service-request/requestDates';
import { serviceTypeLabel, timeRangeLabel } from '../../service-request/serviceRequestLabels';
import { SelectableEntry } from '../SelectableEntry';
import { DISPATCH_WAVE_LABELS } from '@rha/contracts/reference';

/** Where the request is, or that its place is not a community of the list. */
export function placeOfRequest(entry: DispatchQueueEntry): string {
  if (entry.community === null) return 'Community unknown';
  return entry.region ? `${entry.community}, ${entry.region}` : entry.community;
}

/** When the company would like the work done. */
export function whenOfRequest(entry: DispatchQueueEntry): string {
  const date = displayDate(entry.preferredDate);
  return entry.preferredTimeRange ? `${date}, ${timeRangeLabel(entry.preferredTimeRange)}` : date;
}

/** What smart dispatch is doing for the request. */
export function smartDispatchState(entry: DispatchQueueEntry): string {
  if (!entry.smartDispatch) return 'Smart dispatch off';
  return entry.wave
    ? `Smart dispatch on · ${DISPATCH_WAVE_LABELS[entry.wave]} wave sent`
    : 'Smart dispatch on';
}

export interface QueueEntryProps {
  entry: DispatchQueueEntry;
  selected: boolean;
  onSelect(id: string): void;
}

/** A request in the dispatch queue: what, for whom, where, when, and how far dispatch got. */
export function QueueEntry({ entry, selected, onSelect }: QueueEntryProps) {
  const open = entry.offers.filter((offer) => offer.status === 'offered').length;
  return (
    <SelectableEntry
      name={`Ticket ${entry.serviceTicketNumber}`}
      selected={selected}
      onSelect={() => onSelect(entry.id)}
    >
      <span>
        {serviceTypeLabel(entry.serviceType)} · {entry.companyName}
      </span>
      <span>{placeOfRequest(entry)}</span>
      <span>{whenOfRequest(entry)}</span>
      <span>
        {smartDispatchState(entry)} · {open} open {open === 1 ? 'offer' : 'offers'}
      </span>
      <Stack direction="row" gap={2} wrap>
        <Badge variant="primary">{entry.status}</Badge>
        {entry.flaggedAt && <Badge variant="danger">Flagged</Badge>}
      </Stack>
    </SelectableEntry>
  );
}
