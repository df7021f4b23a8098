import { ALASKA_COMMUNITIES, DISPATCH_QUEUE_STATUSES } from '@rha/contracts/reference';
import { DISPATCH_QUEUE_SORTS, dispatchQueueQuerySchema } from '@rha/contracts/schemas';
import { useListState } from '../../lists/useListState';

export const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...DISPATCH_QUEUE_STATUSES.map((status) => ({ value: status, label: status })),
];
export const FLAG_OPTIONS = [
  { value: '', label: 'Flagged or not' },
  { value: 'true', label: 'Flagged' },
  { value: 'false', label: 'Not flagged' },
];
export const COMMUNITY_OPTIONS = [
  { value: '', label: 'Any community' },
  ...ALASKA_COMMUNITIES.map(({ name }) => ({ value: name, label: name })),
];

const { shape } = dispatchQueueQuerySchema;
const LIST = {
  sorts: DISPATCH_QUEUE_SORTS,
  filters: { status: shape.status, community: shape.community, flagged: shape.flagged },
};
export type QueueSort = (typeof LIST.sorts)[number];

/** The dispatch queue's search, filters, order, page and chosen request, kept in the URL. */
export function useQueueListState() {
  return useListState(LIST);
}
