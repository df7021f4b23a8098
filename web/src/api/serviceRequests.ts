import type { BffClient } from '@rha/contracts';
import { IDEMPOTENCY_KEY_HEADER } from '@rha/contracts/reference';
import type { RequestCancellation, SendBack, WarrantyReopen } from '@rha/contracts/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import { useBffClient } from './BffClientProvider';
import type {
  ServiceRequestDetails,
  ServiceRequestForm,
  ServiceRequestSubmitted,
  ServiceRequestSummaries,
} from './bffTypes';
import type { BffQuery } from './bffQuery';
import { dataOrThrow } from './requestError';

export const serviceRequestsQueryKey = ['/api/service-request/company'] as const;

export type ServiceRequestsQuery = NonNullable<BffQuery<'/api/service-request/company'>>;

/** One page of the signed-in company's own service requests, as the query asks. */
export function useServiceRequests(query: ServiceRequestsQuery = {}) {
  const { status } = useAuth();
  const bff = useBffClient();
  return useQuery<ServiceRequestSummaries | null>({
    queryKey: [...serviceRequestsQueryKey, query],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const result = await bff.GET('/api/service-request/company', { params: { query } });
      if (result.response.status === 401) return null;
      return dataOrThrow(result);
    },
    enabled: status === 'authenticated',
  });
}

/**
 * POST /api/service-request/company; answers the ticket number the request was stored under. The
 * idempotency key is made once per submission, so a resend after a dropped link stores it once.
 */
export async function postServiceRequest(
  bff: BffClient,
  form: ServiceRequestForm,
  idempotencyKey: string,
): Promise<ServiceRequestSubmitted> {
  return dataOrThrow(
    await bff.POST('/api/service-request/company', {
      body: form,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  );
}

/** Submits a new request under its idempotency key, and refreshes the list after. */
export function useSubmitServiceRequest() {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<
    ServiceRequestSubmitted,
    Error,
    { form: ServiceRequestForm; idempotencyKey: string }
  >({
    mutationFn: ({ form, idempotencyKey }) => postServiceRequest(bff, form, idempotencyKey),
    // Offline, the submission queue keeps it; a paused mutation would only hold the form up.
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceRequestsQueryKey }),
  });
}

/** Every request's details: the prefix of each one's key. */
export const serviceRequestDetailsQueryKey = ['/api/service-requests'] as const;
export const serviceRequestQueryKey = (id: string) =>
  [...serviceRequestDetailsQueryKey, id] as const;

/** One of the company's requests with its answers and timeline. */
export function useServiceRequest(id: string) {
  const { status } = useAuth();
  const bff = useBffClient();
  return useQuery<ServiceRequestDetails>({
    queryKey: serviceRequestQueryKey(id),
    queryFn: async () => {
      return dataOrThrow(
        await bff.GET('/api/service-requests/{id}', {
          params: { path: { id } },
        }),
      );
    },
    enabled: status === 'authenticated',
  });
}

/** Shows the request as the server answered it after a move, and the list's status with it. */
function useStoreRequest(id: string) {
  const queryClient = useQueryClient();
  return (details: ServiceRequestDetails) => {
    queryClient.setQueryData(serviceRequestQueryKey(id), details);
    void queryClient.invalidateQueries({ queryKey: serviceRequestsQueryKey });
  };
}

/** POST /api/service-requests/{id}/cancel; the request as it stands after is shown at once. */
export function useCancelServiceRequest(id: string) {
  const bff = useBffClient();
  const store = useStoreRequest(id);
  return useMutation<ServiceRequestDetails, Error, RequestCancellation>({
    mutationFn: async (cancellation) => {
      return dataOrThrow(
        await bff.POST('/api/service-requests/{id}/cancel', {
          params: { path: { id } },
          body: cancellation,
        }),
      );
    },
    onSuccess: store,
  });
}

/** POST /api/service-requests/{id}/approve: the work done is accepted, the request Completed. */
export function useApproveServiceRequest(id: string) {
  const bff = useBffClient();
  const store = useStoreRequest(id);
  return useMutation<ServiceRequestDetails, Error, void>({
    mutationFn: async () => {
      return dataOrThrow(
        await bff.POST('/api/service-requests/{id}/approve', {
          params: { path: { id } },
        }),
      );
    },
    onSuccess: store,
  });
}

/** POST /api/service-requests/{id}/send-back: back to On site or Accepted, with the reason. */
export function useSendBackServiceRequest(id: string) {
  const bff = useBffClient();
  const store = useStoreRequest(id);
  return useMutation<ServiceRequestDetails, Error, SendBack>({
    mutationFn: async (sendBack) => {
      return dataOrThrow(
        await bff.POST('/api/service-requests/{id}/send-back', {
          params: { path: { id } },
          body: sendBack,
        }),
      );
    },
    onSuccess: store,
  });
}

/** POST /api/service-requests/{id}/reopen: a completed job back to its technician, under warranty. */
export function useReopenServiceRequest(id: string) {
  const bff = useBffClient();
  const store = useStoreRequest(id);
  return useMutation<ServiceRequestDetails, Error, WarrantyReopen>({
    mutationFn: async (reopen) => {
      return dataOrThrow(
        await bff.POST('/api/service-requests/{id}/reopen', {
          params: { path: { id } },
          body: reopen,
        }),
      );
    },
    onSuccess: store,
  });
}
