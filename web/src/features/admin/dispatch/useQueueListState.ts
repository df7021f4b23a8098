import { useListState } from '../../lists/useListState';

/** The dispatch queue's search, filters, order, page and chosen request, kept in the URL. */
export function useQueueListState() {
  return useListState({
    sorts: ['oldest', 'newest'] as const,
    filters: ['status', 'community', 'flagged'] as const,
  });
}
