import type { BffClient } from '@rha/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import { useBffClient } from './BffClientProvider';
import { dataOrThrow } from './requestError';

/** The list query to send: only what is set, so the default URL and query stay short. */
export type ListRequest<Sort extends string, Filter extends string> = {
  sort: Sort;
  q?: string;
  cursor?: string;
} & Partial<Record<Filter, string>>;

/** The bff call for one page of a list: what the typed client answers. */
export type FetchListPage<Query, Page> = (
  bff: BffClient,
  query: Query,
) => Promise<{ data?: Page; error?: unknown; response: Response }>;

/**
 * One page of a cursor-paged list, for the query the URL holds (see useListState). While
 * another page or filter loads, the page before stays on screen.
 */
export function useListPage<Query extends object, Page>(
  key: string,
  query: Query,
  fetchPage: FetchListPage<Query, Page>,
) {
  const { status } = useAuth();
  const bff = useBffClient();
  return useQuery<Page>({
    queryKey: [key, query],
    queryFn: async () => dataOrThrow(await fetchPage(bff, query)),
    placeholderData: keepPreviousData,
    enabled: status === 'authenticated',
  });
}
