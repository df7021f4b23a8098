import { ALASKA_COMMUNITIES } from '@rha/contracts/reference';
import { useListState } from '../../lists/useListState';

export const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  { value: 'Submitted', label: 'Submitted' },
  { value: 'Dispatching', label: 'Dispatching' },
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

const valuesOf = (options: readonly { value: string }[]) => options.map(({ value }) => value);

/** The dispatch queue's search, filters, order, page and chosen request, kept in the URL. */
export function useQueueListState() {
  return useListState({
    sorts: ['oldest', 'newest'] as const,
    filters: {
      status: valuesOf(STATUS_OPTIONS),
      community: valuesOf(COMMUNITY_OPTIONS),
      flagged: valuesOf(FLAG_OPTIONS),
    },
  });
}
