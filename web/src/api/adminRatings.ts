import type { AdminRatings } from '@rha/contracts/schemas';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import { nextAdminPage } from './adminPaging';
import { useBffClient } from './BffClientProvider';
import { dataOrThrow } from './requestError';

/** Whose rated jobs the admin reads: a technician's or a company's. */
export type AdminRatingsSubject = { technicianId: string } | { companyId: string };

export const adminRatingsQueryKey = (subject: AdminRatingsSubject) =>
  ['/api/admin/ratings', subject] as const;

/**
 * The ratings of a technician's or a company's completed jobs, page by page as the admin asks for
 * more. Forgotten once nobody shows them, so selecting the same one again loads them afresh.
 */
export function useAdminRatings(subject: AdminRatingsSubject) {
  const { status } = useAuth();
  const bff = useBffClient();
  return useInfiniteQuery<
    AdminRatings,
    Error,
    InfiniteData<AdminRatings, number>,
    ReturnType<typeof adminRatingsQueryKey>,
    number
  >({
    queryKey: adminRatingsQueryKey(subject),
    queryFn: async ({ pageParam }) => {
      return dataOrThrow(
        await bff.GET('/api/admin/ratings', {
          params: { query: { ...subject, page: pageParam } },
        }),
      );
    },
    initialPageParam: 1,
    getNextPageParam: nextAdminPage,
    enabled: status === 'authenticated',
    gcTime: 0,
  });
}
