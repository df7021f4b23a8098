import { useQuery } from '@tanstack/react-query';
import { useAdminList } from './adminPaging';
import type { AdminCompanyDetails } from './bffTypes';
import { useBffClient } from './BffClientProvider';
import { dataOrThrow } from './requestError';

/** The companies for a search term, page by page; the previous results stay while a new term loads. */
export function useAdminCompanies(search: string) {
  return useAdminList('/api/admin/companies', search, (bff, query) =>
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
