import type { BffClient } from '@rha/contracts';
import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import { useBffClient } from './BffClientProvider';
import { dataOrThrow } from './requestError';

/** A page of an admin list as the bff answers it. */
export interface AdminListPage {
  page: number;
  pageSize: number;
  total: number;
}

/** The page after `last`, or undefined once every matching entry has been loaded. */
export function nextAdminPage(last: AdminListPage): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

export interface AdminListQuery {
  search?: string;
  page: number;
}

/** The list query: the search term only when there is one, and the page. */
export function adminListQuery(search: string, page: number): AdminListQuery {
  const term = search.trim();
  return term ? { search: term, page } : { page };
}

/** The bff call for one page of a list: what the typed client answers. */
export type FetchAdminPage<Page> = (
  bff: BffClient,
  query: AdminListQuery,
) => Promise<{ data?: Page; error?: unknown; response: Response }>;

/** The query key of an admin list for a search term; `list` alone matches every term's. */
export const adminListQueryKey = (list: string, search: string) => [list, search.trim()] as const;

/**
 * An admin list for a search term, page by page as the admin asks for more. While a new term
 * loads, the previous results stay on screen.
 */
export function useAdminList<Page extends AdminListPage>(
  list: string,
  search: string,
  fetchPage: FetchAdminPage<Page>,
) {
  const { status } = useAuth();
  const bff = useBffClient();
  return useInfiniteQuery<
    Page,
    Error,
    InfiniteData<Page, number>,
    ReturnType<typeof adminListQueryKey>,
    number
  >({
    queryKey: adminListQueryKey(list, search),
    queryFn: async ({ pageParam }) => {
      return dataOrThrow(await fetchPage(bff, adminListQuery(search, pageParam)));
    },
    initialPageParam: 1,
    getNextPageParam: nextAdminPage,
    placeholderData: keepPreviousData,
    enabled: status === 'authenticated',
  });
}
