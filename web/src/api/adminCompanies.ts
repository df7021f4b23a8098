import { useQuery } from '@tanstack/react-query';
import type { AdminCompanyDetails, AdminCompanyListRequest } from './bffTypes';
import { useBffClient } from './BffClientProvider';
import { useListPage, type ListRequest } from './listPage';
import { dataOrThrow } from './requestError';

/** One page of the companies, searched, filtered and sorted as the URL says. */
export function useAdminCompanies(request: ListRequest<string, string>) {
  // useListState keeps only the values the list's option lists hold, which are the contract's.
  return useListPage('/api/admin/companies', request as AdminCompanyListRequest, (bff, query) =>
    bff.GET('/api/admin/companies', { params: { query } }),
  );
}

/** One company with its locations and service requests. */
export function useAdminCompany(id: string) {
  const bff = useBffClient();
  return useQuery<AdminCompanyDetails>({
    queryKey: ['/api/admin/companies/{id}', id],
    queryFn: async () => {
      return dataOrThrow(
        await bff.GET('/api/admin/companies/{id}', {
          params: { path: { id } },
        }),
      );
    },
    gcTime: 0,
  });
}
