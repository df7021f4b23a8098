import type { WeatherHold } from '@rha/contracts/schemas';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useBffClient } from './BffClientProvider';
import type {
  DirectAssignment,
  DispatchCandidates,
  DispatchOffers,
  DispatchQueue,
  DispatchQueueEntry,
  InProgressRequests,
  ServiceRequestDetails,
  SmartDispatchSetting,
} from './bffTypes';
import type { BffQuery } from './bffQuery';
import { dataOrThrow } from './requestError';

export const dispatchQueueQueryKey = ['/api/admin/dispatch/queue'] as const;
export const inProgressQueryKey = ['/api/admin/dispatch/in-progress'] as const;
const candidatesKey = '/api/admin/dispatch/candidates';

/** Offers, waves and accepts happen without the admin: the queue is read again every minute. */
const QUEUE_REFRESH_MS = 60_000;

export type DispatchQueueQuery = NonNullable<BffQuery<'/api/admin/dispatch/queue'>>;

/** One page of the requests waiting for a technician, with their offers, as the query asks. */
export function useDispatchQueue(query: DispatchQueueQuery = {}) {
  const bff = useBffClient();
  return useQuery<DispatchQueue>({
    queryKey: [...dispatchQueueQueryKey, query],
    queryFn: async () => {
      return dataOrThrow(await bff.GET('/api/admin/dispatch/queue', { params: { query } }));
    },
    staleTime: 0,
    refetchInterval: QUEUE_REFRESH_MS,
    // The page shown stays while the next one loads, so the list does not jump away.
    placeholderData: keepPreviousData,
  });
}

/**
 * The ranked candidates for a queued request. A request whose location is in no known community
 * has none to ask for: the query stays idle.
 */
export function useDispatchCandidates(entry: DispatchQueueEntry) {
  const bff = useBffClient();
  const { community, serviceType, preferredDate: date, preferredTimeRange: timeRange } = entry;
  return useQuery<DispatchCandidates>({
    queryKey: [candidatesKey, community, serviceType, date, timeRange],
    queryFn: async () => {
      return dataOrThrow(
        await bff.GET('/api/admin/dispatch/candidates', {
          params: { query: { community: community ?? '', serviceType, date, timeRange } },
        }),
      );
    },
    enabled: community !== null,
    staleTime: 0,
  });
}

/** Puts the server's answer for one request in its place in the queue. */
function storeEntry(queryClient: QueryClient, entry: DispatchQueueEntry): void {
  queryClient.setQueriesData<DispatchQueue>(
    { queryKey: dispatchQueueQueryKey },
    (queue) =>
      queue && {
        ...queue,
        items: queue.items.map((request) => (request.id === entry.id ? entry : request)),
      },
  );
}

/** POST /api/admin/service-requests/{id}/offers; answers the request's queue entry after. */
export function useOfferRequest(id: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<DispatchQueueEntry, Error, DispatchOffers>({
    mutationFn: async (offers) => {
      return dataOrThrow(
        await bff.POST('/api/admin/service-requests/{id}/offers', {
          params: { path: { id } },
          body: offers,
        }),
      );
    },
    onSuccess: (entry) => storeEntry(queryClient, entry),
  });
}

/** POST /api/admin/service-requests/{id}/assign; the request leaves the queue for the in-progress list. */
export function useAssignRequest(id: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<ServiceRequestDetails, Error, DirectAssignment>({
    mutationFn: async (assignment) => {
      return dataOrThrow(
        await bff.POST('/api/admin/service-requests/{id}/assign', {
          params: { path: { id } },
          body: assignment,
        }),
      );
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dispatchQueueQueryKey }),
        queryClient.invalidateQueries({ queryKey: inProgressQueryKey }),
      ]);
    },
  });
}

/** PUT /api/admin/service-requests/{id}/smart-dispatch; answers the queue entry after. */
export function useSetSmartDispatch(id: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<DispatchQueueEntry, Error, SmartDispatchSetting>({
    mutationFn: async (setting) => {
      return dataOrThrow(
        await bff.PUT('/api/admin/service-requests/{id}/smart-dispatch', {
          params: { path: { id } },
          body: setting,
        }),
      );
    },
    onSuccess: (entry) => storeEntry(queryClient, entry),
  });
}

/** After a refusal (the request moved on meanwhile) the queue is read again. */
export function useRefreshDispatchQueue() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dispatchQueueQueryKey });
}

/** The requests a technician holds (Accepted or On hold), read again every minute like the queue. */
export function useInProgressRequests() {
  const bff = useBffClient();
  return useQuery<InProgressRequests>({
    queryKey: inProgressQueryKey,
    queryFn: async () => {
      return dataOrThrow(await bff.GET('/api/admin/dispatch/in-progress'));
    },
    staleTime: 0,
    refetchInterval: QUEUE_REFRESH_MS,
  });
}

/** Reads the in-progress list again, whatever the answer: the request may have moved meanwhile. */
export function useRefreshInProgress() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inProgressQueryKey });
}

/** POST /api/admin/service-requests/{id}/hold: On hold with the reason and the new ETA. */
export function useAdminHoldRequest(id: string) {
  const bff = useBffClient();
  const refresh = useRefreshInProgress();
  return useMutation<ServiceRequestDetails, Error, WeatherHold>({
    mutationFn: async (hold) => {
      return dataOrThrow(
        await bff.POST('/api/admin/service-requests/{id}/hold', {
          params: { path: { id } },
          body: hold,
        }),
      );
    },
    onSettled: () => void refresh(),
  });
}

/** POST /api/admin/service-requests/{id}/resume: back to Accepted with the hold's ETA. */
export function useAdminResumeRequest(id: string) {
  const bff = useBffClient();
  const refresh = useRefreshInProgress();
  return useMutation<ServiceRequestDetails, Error, void>({
    mutationFn: async () => {
      return dataOrThrow(
        await bff.POST('/api/admin/service-requests/{id}/resume', {
          params: { path: { id } },
        }),
      );
    },
    onSettled: () => void refresh(),
  });
}
