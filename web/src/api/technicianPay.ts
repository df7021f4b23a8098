import type { components } from '@rha/contracts/generated/bff';
import { IDEMPOTENCY_KEY_HEADER, type PayoutRecord } from '@rha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBffClient } from './BffClientProvider';
import { dataOrThrow } from './requestError';

export type TechnicianPay = components['schemas']['TechnicianPay'];
export type Payout = components['schemas']['Payout'];

const PAY_KEY = ['/api/admin/pay'] as const;

/** What each technician is owed and has been paid. */
export function useTechnicianPay() {
  const bff = useBffClient();
  return useQuery({
    queryKey: PAY_KEY,
    queryFn: async () => dataOrThrow(await bff.GET('/api/admin/pay')).technicians,
  });
}

/** A payout under the idempotency key made once for the form's submission. */
export interface PayoutSubmission {
  payout: PayoutRecord;
  idempotencyKey: string;
}

/** Pays a technician everything due; billing computes the amount. */
export function useRecordPayout(technicianId: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<Payout, Error, PayoutSubmission>({
    networkMode: 'always',
    mutationFn: async ({ payout, idempotencyKey }) =>
      dataOrThrow(
        await bff.POST('/api/admin/technicians/{technicianId}/payouts', {
          params: {
            path: { technicianId },
            header: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
          },
          body: payout,
        }),
      ).payout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAY_KEY }),
  });
}
