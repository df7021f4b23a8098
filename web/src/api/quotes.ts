import type { PaymentTerms, QuoteDecline, QuoteInput } from '@rha/contracts/schemas';
import type { components } from '@rha/contracts/generated/bff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBffClient } from './BffClientProvider';
import { dispatchQueueQueryKey } from './dispatch';
import { dataOrThrow } from './requestError';
import { serviceRequestQueryKey, serviceRequestsQueryKey } from './serviceRequests';

type Schemas = components['schemas'];
export type QuoteOutcome = Schemas['QuoteOutcome'];
export type CompanyPaymentTerms = Schemas['CompanyPaymentTerms'];

/** A quote step moves the request: its page, the lists and the queue are read again. */
function useRefreshAfterQuote(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: serviceRequestQueryKey(id) }),
      queryClient.invalidateQueries({ queryKey: serviceRequestsQueryKey }),
      queryClient.invalidateQueries({ queryKey: dispatchQueueQueryKey }),
    ]);
}

/** POST /api/admin/service-requests/{id}/quote: an admin prices a custom request. */
export function useQuoteRequest(id: string) {
  const bff = useBffClient();
  const refresh = useRefreshAfterQuote(id);
  return useMutation<QuoteOutcome, Error, QuoteInput>({
    mutationFn: async (quote) =>
      dataOrThrow(
        await bff.POST('/api/admin/service-requests/{id}/quote', {
          params: { path: { id } },
          body: { amountCents: quote.amountCents, note: quote.note ?? '' },
        }),
      ),
    onSuccess: refresh,
  });
}

/** POST /api/service-requests/{id}/quote/accept: the request goes on to dispatch. */
export function useAcceptQuote(id: string) {
  const bff = useBffClient();
  const refresh = useRefreshAfterQuote(id);
  return useMutation<QuoteOutcome, Error, void>({
    mutationFn: async () =>
      dataOrThrow(
        await bff.POST('/api/service-requests/{id}/quote/accept', { params: { path: { id } } }),
      ),
    onSuccess: refresh,
  });
}

/** POST /api/service-requests/{id}/quote/decline: the request is cancelled with the reason. */
export function useDeclineQuote(id: string) {
  const bff = useBffClient();
  const refresh = useRefreshAfterQuote(id);
  return useMutation<QuoteOutcome, Error, QuoteDecline>({
    mutationFn: async (decline) =>
      dataOrThrow(
        await bff.POST('/api/service-requests/{id}/quote/decline', {
          params: { path: { id } },
          body: decline,
        }),
      ),
    onSuccess: refresh,
  });
}

const paymentTermsKey = (companyId: string) =>
  ['/api/admin/companies/{companyId}/payment-terms', companyId] as const;

/** GET /api/admin/companies/{companyId}/payment-terms. */
export function usePaymentTerms(companyId: string) {
  const bff = useBffClient();
  return useQuery<CompanyPaymentTerms>({
    queryKey: paymentTermsKey(companyId),
    queryFn: async () =>
      dataOrThrow(
        await bff.GET('/api/admin/companies/{companyId}/payment-terms', {
          params: { path: { companyId } },
        }),
      ),
  });
}

/** PUT /api/admin/companies/{companyId}/payment-terms. */
export function useSetPaymentTerms(companyId: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<CompanyPaymentTerms, Error, PaymentTerms>({
    mutationFn: async (terms) =>
      dataOrThrow(
        await bff.PUT('/api/admin/companies/{companyId}/payment-terms', {
          params: { path: { companyId } },
          body: terms,
        }),
      ),
    onSuccess: (terms) => queryClient.setQueryData(paymentTermsKey(companyId), terms),
  });
}
