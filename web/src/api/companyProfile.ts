import type { BffClient } from '@rha/contracts';
import { IDEMPOTENCY_KEY_HEADER } from '@rha/contracts/reference';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import { useBffClient } from './BffClientProvider';
import type { AddressCheckResult, Company, CompanyProfilePanel, NewLocation } from './bffTypes';
import { dataOrThrow, okOrThrow, RequestError } from './requestError';

export const companyQueryKey = ['/api/companies/me'] as const;

/** The signed-in company's name and website; null before the company exists. */
export function useCompany() {
  const { status } = useAuth();
  const bff = useBffClient();
  return useQuery<Company | null>({
    queryKey: companyQueryKey,
    queryFn: async () => {
      const result = await bff.GET('/api/companies/me');
      if (result.response.status === 401 || result.response.status === 404) return null;
      return dataOrThrow(result);
    },
    enabled: status === 'authenticated',
  });
}

/** POST /api/address/check: whether the ZIP code exists, belongs to the state and serves the city. */
export async function checkAddress(
  bff: BffClient,
  { address, city, state, zipCode }: Pick<NewLocation, 'address' | 'city' | 'state' | 'zipCode'>,
): Promise<AddressCheckResult> {
  return dataOrThrow(
    await bff.POST('/api/address/check', {
      body: { address, city, state, zipCode },
    }),
  );
}

export function useCheckAddress() {
  const bff = useBffClient();
  return useMutation<AddressCheckResult, Error, NewLocation>({
    networkMode: 'always',
    mutationFn: (address) => checkAddress(bff, address),
  });
}

/** PATCH /api/profile (company variant): company, location and contact details in one save. */
export async function patchCompanyProfile(
  bff: BffClient,
  panel: CompanyProfilePanel,
  idempotencyKey: string,
): Promise<unknown> {
  const result = await bff.PATCH('/api/profile', {
    body: panel,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  okOrThrow(result);
  return result.data;
}

/** The address check's refusal, as the server's refusal of the save: the form shows its errors. */
export function addressRejected(errors: AddressCheckResult['errors']): RequestError {
  const detail = errors[0]?.message ?? 'The address could not be verified';
  return new RequestError(`422: ${detail}`, 422, 'address_invalid', detail, errors);
}

/** The whole save as a submission sent later makes it: the address checked, then the profile. */
export async function saveCompanyProfile(
  bff: BffClient,
  panel: CompanyProfilePanel,
  idempotencyKey: string,
): Promise<unknown> {
  const check = await checkAddress(bff, panel);
  if (!check.valid) throw addressRejected(check.errors);
  return patchCompanyProfile(bff, panel, idempotencyKey);
}

export function useSaveCompanyProfile() {
  const bff = useBffClient();
  return useMutation<unknown, Error, { panel: CompanyProfilePanel; idempotencyKey: string }>({
    // Offline, the submission queue keeps it; a paused mutation would only hold the form up.
    networkMode: 'always',
    mutationFn: ({ panel, idempotencyKey }) => patchCompanyProfile(bff, panel, idempotencyKey),
  });
}
