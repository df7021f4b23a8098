import type { EstimateAnswers, PriceTable } from '@rha/contracts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import { useBffClient } from './BffClientProvider';
import type { BffClient } from '@rha/contracts';
import type { components } from '@rha/contracts/generated/bff';
import { dataOrThrow, RequestError } from './requestError';

export type PriceTableAnswer = components['schemas']['PriceTableAnswer'];
export type RequestEstimate = components['schemas']['RequestEstimate'];

export const priceTableQueryKey = ['/api/price-table'] as const;
export const requestEstimateQueryKey = (id: string) =>
  ['/api/service-requests', id, 'estimate'] as const;

/** The price table every estimate is computed with. */
export function usePriceTable() {
  const { status } = useAuth();
  const bff = useBffClient();
  return useQuery<PriceTableAnswer>({
    queryKey: priceTableQueryKey,
    queryFn: async () => dataOrThrow(await bff.GET('/api/price-table')),
    enabled: status === 'authenticated',
  });
}

/** PUT /api/admin/price-table; the saved table is what everyone's next estimate uses. */
export function useSavePriceTable() {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<PriceTableAnswer, Error, PriceTable>({
    mutationFn: async (table) =>
      dataOrThrow(await bff.PUT('/api/admin/price-table', { body: table })),
    onSuccess: (saved) => queryClient.setQueryData(priceTableQueryKey, saved),
  });
}

/** Billing learns of a new request by its event, a moment after the submit answers. */
const NOT_KNOWN_YET_TRIES = 8;
const NOT_KNOWN_YET_DELAY_MS = 750;

/** Only "not registered yet" is worth waiting out; any other failure is shown at once. */
export function retriesNotKnownYet(failures: number, error: Error): boolean {
  return (
    error instanceof RequestError &&
    error.code === 'request_not_known_yet' &&
    failures < NOT_KNOWN_YET_TRIES
  );
}

/** PUT /api/service-requests/{id}/estimate: the answers billing prices the request by. */
export async function putEstimate(
  bff: BffClient,
  requestId: string,
  answers: EstimateAnswers,
): Promise<RequestEstimate> {
  const answer = dataOrThrow(
    await bff.PUT('/api/service-requests/{id}/estimate', {
      params: { path: { id: requestId } },
      body: answers,
    }),
  );
  return answer.estimate;
}

/**
 * Sends the answers for a request stored moments ago, waiting out billing not knowing it yet as the
 * hook below does; any other failure (a dropped link among them) is thrown at once.
 */
export async function putEstimateOnceKnown(
  bff: BffClient,
  requestId: string,
  answers: EstimateAnswers,
): Promise<RequestEstimate> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await putEstimate(bff, requestId, answers);
    } catch (error) {
      if (!(error instanceof Error) || !retriesNotKnownYet(failures, error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, NOT_KNOWN_YET_DELAY_MS));
    }
  }
}

export function useSendEstimate() {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<RequestEstimate, Error, { requestId: string; answers: EstimateAnswers }>({
    mutationFn: ({ requestId, answers }) => putEstimate(bff, requestId, answers),
    retry: retriesNotKnownYet,
    retryDelay: NOT_KNOWN_YET_DELAY_MS,
    onSuccess: (estimate) =>
      queryClient.setQueryData(requestEstimateQueryKey(estimate.requestId), estimate),
  });
}

/** The request's stored estimate; null when it has none. */
export function useRequestEstimate(id: string) {
  const { status } = useAuth();
  const bff = useBffClient();
  return useQuery<RequestEstimate | null>({
    queryKey: requestEstimateQueryKey(id),
    queryFn: async () => {
      const result = await bff.GET('/api/service-requests/{id}/estimate', {
        params: { path: { id } },
      });
      if (result.response.status === 404) return null;
      return dataOrThrow(result).estimate;
    },
    enabled: status === 'authenticated',
  });
}
