import type { DispatchQueueEntry } from '../../../api/bffTypes';
import { displayDate } from '../../service-request/requestDates';
import { timeRangeLabel } from '../../service-request/serviceRequestLabels';
import { DISPATCH_WAVE_LABELS, formatCentsBrief } from '@rha/contracts/reference';

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

/** Where a custom request's price stands, before any technician is sought. */
export function quoteState(entry: DispatchQueueEntry): string {
  return entry.quote
    ? `Quoted ${formatCentsBrief(entry.quote.amountCents)} · waiting for the company`
    : 'Quote needed';
}
