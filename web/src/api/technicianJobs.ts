import type { CheckIn, CheckOut, ServiceLogEntryInput } from '@rha/contracts/schemas';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import { useBffClient } from './BffClientProvider';
import type {
  OfferAcceptance,
  OfferDecline,
  ServiceLogEntry,
  TechnicianJob,
  TechnicianJobs,
  TechnicianOffers,
  WeatherHold,
} from './bffTypes';
import type { BffQuery } from './bffQuery';
import { dataOrThrow, okOrThrow } from './requestError';

export const technicianJobsQueryKey = ['/api/technicians/jobs'] as const;
export const technicianOffersQueryKey = ['/api/technicians/offers'] as const;

/** New offers arrive while the tab is open: the lists are read again every minute. */
const JOBS_REFRESH_MS = 60_000;

export type TechnicianJobsQuery = NonNullable<BffQuery<'/api/technicians/jobs'>>;
export type TechnicianOffersQuery = NonNullable<BffQuery<'/api/technicians/offers'>>;

/** One page of the jobs the signed-in technician holds, as the query asks. */
export function useTechnicianJobs(query: TechnicianJobsQuery = {}) {
  const { status, hasRole } = useAuth();
  const bff = useBffClient();
  return useQuery<TechnicianJobs>({
    queryKey: [...technicianJobsQueryKey, query],
    queryFn: async () => {
      return dataOrThrow(await bff.GET('/api/technicians/jobs', { params: { query } }));
    },
    enabled: status === 'authenticated' && hasRole('technician'),
    staleTime: 0,
    refetchInterval: JOBS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** One page of the signed-in technician's open offers, as the query asks. */
export function useTechnicianOffers(query: TechnicianOffersQuery = {}) {
  const { status, hasRole } = useAuth();
  const bff = useBffClient();
  return useQuery<TechnicianOffers>({
    queryKey: [...technicianOffersQueryKey, query],
    queryFn: async () => {
      return dataOrThrow(await bff.GET('/api/technicians/offers', { params: { query } }));
    },
    enabled: status === 'authenticated' && hasRole('technician'),
    staleTime: 0,
    refetchInterval: JOBS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** Puts a held job the server answered in its place among the technician's jobs. */
function storeJob(queryClient: QueryClient, job: TechnicianJob): void {
  queryClient.setQueriesData<TechnicianJobs>(
    { queryKey: technicianJobsQueryKey },
    (jobs) =>
      jobs && {
        ...jobs,
        items: jobs.items.map((held) => (held.requestId === job.requestId ? job : held)),
      },
  );
}

/** Reads both lists again, whatever the answer: an offer may have closed meanwhile. */
function refreshJobs(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: technicianJobsQueryKey }),
    queryClient.invalidateQueries({ queryKey: technicianOffersQueryKey }),
  ]);
}

/** POST /api/technicians/offers/{offerId}/accept; the job moves from the offers to the jobs. */
export function useAcceptOffer(offerId: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<TechnicianJob, Error, OfferAcceptance>({
    mutationFn: async (acceptance) => {
      return dataOrThrow(
        await bff.POST('/api/technicians/offers/{offerId}/accept', {
          params: { path: { offerId } },
          body: acceptance,
        }),
      );
    },
    onSettled: () => void refreshJobs(queryClient),
  });
}

/** POST /api/technicians/offers/{offerId}/decline (204); the offer leaves the list. */
export function useDeclineOffer(offerId: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<void, Error, OfferDecline>({
    mutationFn: async (decline) => {
      okOrThrow(
        await bff.POST('/api/technicians/offers/{offerId}/decline', {
          params: { path: { offerId } },
          body: decline,
        }),
      );
    },
    onSettled: () => void refreshJobs(queryClient),
  });
}

/** POST /api/technicians/jobs/{requestId}/hold: On hold with the reason and the new ETA. */
export function useHoldJob(requestId: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<TechnicianJob, Error, WeatherHold>({
    mutationFn: async (hold) => {
      return dataOrThrow(
        await bff.POST('/api/technicians/jobs/{requestId}/hold', {
          params: { path: { requestId } },
          body: hold,
        }),
      );
    },
    onSuccess: (job) => storeJob(queryClient, job),
  });
}

/** POST /api/technicians/jobs/{requestId}/resume: back to Accepted. */
export function useResumeJob(requestId: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<TechnicianJob, Error, void>({
    mutationFn: async () => {
      return dataOrThrow(
        await bff.POST('/api/technicians/jobs/{requestId}/resume', {
          params: { path: { requestId } },
        }),
      );
    },
    onSuccess: (job) => storeJob(queryClient, job),
  });
}

/** POST /api/technicians/jobs/{requestId}/check-in: On site, with the time and maybe the place. */
export function useCheckIn(requestId: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<TechnicianJob, Error, CheckIn>({
    mutationFn: async (checkIn) => {
      return dataOrThrow(
        await bff.POST('/api/technicians/jobs/{requestId}/check-in', {
          params: { path: { requestId } },
          body: checkIn,
        }),
      );
    },
    onSuccess: (job) => storeJob(queryClient, job),
  });
}

/** POST /api/technicians/jobs/{requestId}/check-out: Work done, with the work summary. */
export function useCheckOut(requestId: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<TechnicianJob, Error, CheckOut>({
    mutationFn: async (checkOut) => {
      return dataOrThrow(
        await bff.POST('/api/technicians/jobs/{requestId}/check-out', {
          params: { path: { requestId } },
          body: checkOut,
        }),
      );
    },
    onSuccess: (job) => storeJob(queryClient, job),
  });
}

/** Puts a stored log entry in its job's log, once, in the order the entries were captured. */
function storeLogEntry(queryClient: QueryClient, requestId: string, entry: ServiceLogEntry): void {
  queryClient.setQueriesData<TechnicianJobs>(
    { queryKey: technicianJobsQueryKey },
    (jobs) =>
      jobs && {
        ...jobs,
        items: jobs.items.map((job) => {
          if (job.requestId !== requestId || !job.report) return job;
          const others = job.report.log.filter((logged) => logged.id !== entry.id);
          const log = [...others, entry].sort((a, b) => a.capturedAt.localeCompare(b.capturedAt));
          return { ...job, report: { ...job.report, log } };
        }),
      },
  );
}

/**
 * POST /api/technicians/jobs/{requestId}/log. The same clientId sent again answers the entry
 * stored the first time, so a resend after a dropped link never doubles it.
 */
export function useAddLogEntry(requestId: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<ServiceLogEntry, Error, ServiceLogEntryInput>({
    mutationFn: async (entry) => {
      return dataOrThrow(
        await bff.POST('/api/technicians/jobs/{requestId}/log', {
          params: { path: { requestId } },
          body: entry,
        }),
      );
    },
    onSuccess: (entry) => storeLogEntry(queryClient, requestId, entry),
  });
}
