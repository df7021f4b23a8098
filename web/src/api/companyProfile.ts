import { useMutation, useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import { useBffClient } from './BffClientProvider';
import type { AddressCheckResult, Company, CompanyProfilePanel, NewLocation } from './bffTypes';
import { requestError } from './requestError';

export const companyQueryKey = ['/api/companies/me'] as const;

/** The signed-in company's name and website; null before the company exists. */
export function useCompany() {
  const { status } = useAuth();
  const bff = useBffClient();
  return useQuery<Company | null>({
    queryKey: companyQueryKey,
    queryFn: async () => {
      const { data, error, response } = await bff.GET('/api/companies/me');
      if (response.status === 401 || response.status === 404) return null;
      if (!data) throw requestError(response, error);
      return data;
    },
    enabled: status === 'authenticated',
  });
}

/** POST /api/address/check: whether the ZIP code exists, belongs to the state and serves the city. */
export function useCheckAddress() {
  const bff = useBffClient();
  return useMutation<AddressCheckResult, Error, NewLocation>({
    mutationFn: async (address) => {
      const { data, error, response } = await bff.POST('/api/address/check', { body: address });
      if (!data) throw requestError(response, error);
      return data;
    },
  });
}

/** PATCH /api/profile (company variant): company, location and contact details in one save. */
export function useSaveCompanyProfile() {
  const bff = useBffClient();
  return useMutation<unknown, Error, CompanyProfilePanel>({
    mutationFn: async (panel) => {
      const { data, error, response } = await bff.PATCH('/api/profile', { body: panel });
      if (!response.ok) throw requestError(response, error);
      return data;
    },
  });
}
