import type { components } from '@rha/contracts/generated/bff';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useBffClient } from './BffClientProvider';
import { dataOrThrow } from './requestError';

export type OwnPay = components['schemas']['OwnPay'];
export type PayStatement = components['schemas']['PayStatement'];
export type Payout = components['schemas']['Payout'];

export const ownPayQueryKey = ['/api/pay/me'] as const;

/** The signed-in technician's pay: what is due, what was paid, each statement and payout. */
export function useOwnPay() {
  const bff = useBffClient();
  return useQuery<OwnPay>({
    queryKey: ownPayQueryKey,
    queryFn: async () => dataOrThrow(await bff.GET('/api/pay/me')),
    staleTime: 0,
  });
}

/** Opens (once) the technician's payout account at Stripe; answers the page to set it up on. */
export function useOpenPayoutAccount() {
  const bff = useBffClient();
  return useMutation({
    mutationFn: async () => dataOrThrow(await bff.POST('/api/pay/me/payout-account')),
  });
}
