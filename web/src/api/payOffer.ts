import type { CounterOfferDecline, CounterOfferProposal } from '@rha/contracts/schemas';
import type { JobPay } from '@rha/contracts/reference';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBffClient } from './BffClientProvider';
import type { CounterOffer } from './bffTypes';
import { dispatchQueueQueryKey, inProgressQueryKey } from './dispatch';
import { technicianOffersQueryKey } from './technicianJobs';
import { dataOrThrow } from './requestError';

/** PUT /api/admin/service-requests/{id}/pay: what the request's next offers pay. */
export function useSetRequestPay(id: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, JobPay>({
    mutationFn: async (pay) =>
      dataOrThrow(
        await bff.PUT('/api/admin/service-requests/{id}/pay', {
          params: { path: { id } },
          body: pay,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchQueueQueryKey }),
  });
}

/** POST /api/offers/{offerId}/counter: the offer shows the counter waiting for an answer. */
export function useCounterOffer(offerId: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<CounterOffer, Error, CounterOfferProposal>({
    mutationFn: async (counter) =>
      dataOrThrow(
        await bff.POST('/api/offers/{offerId}/counter', {
          params: { path: { offerId } },
          body: counter,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: technicianOffersQueryKey }),
  });
}

/** An admin's answer to a counter-offer; an accepted one moves the request to in progress. */
export function useDecideCounterOffer(counterId: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dispatchQueueQueryKey }),
      queryClient.invalidateQueries({ queryKey: inProgressQueryKey }),
    ]);
  const accept = useMutation<CounterOffer, Error, void>({
    mutationFn: async () =>
      dataOrThrow(
        await bff.POST('/api/admin/counter-offers/{counterId}/accept', {
          params: { path: { counterId } },
        }),
      ),
    onSettled: refresh,
  });
  const decline = useMutation<CounterOffer, Error, CounterOfferDecline>({
    mutationFn: async (decision) =>
      dataOrThrow(
        await bff.POST('/api/admin/counter-offers/{counterId}/decline', {
          params: { path: { counterId } },
          body: decision,
        }),
      ),
    onSettled: refresh,
  });
  return { accept, decline };
}
