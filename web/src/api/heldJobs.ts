import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBffClient } from './BffClientProvider';
import type { HeldJobDecisionBody, HeldJobs } from './bffTypes';
import { dispatchQueueQueryKey, inProgressQueryKey } from './dispatch';
import { dataOrThrow } from './requestError';

export const heldJobsKey = '/api/admin/held-jobs';

/** A suspension reaches the jobs a moment after the vetting move: the list is read again often. */
const HELD_JOBS_REFRESH_MS = 15_000;

/** Jobs of suspended or rejected technicians waiting for a decision; one technician's if named. */
export function useHeldJobs(technicianId?: string) {
  const bff = useBffClient();
  return useQuery<HeldJobs>({
    queryKey: [heldJobsKey, technicianId ?? null],
    queryFn: async () => {
      return dataOrThrow(
        await bff.GET('/api/admin/held-jobs', {
          params: { query: technicianId === undefined ? {} : { technicianId } },
        }),
      );
    },
    staleTime: 0,
    refetchInterval: HELD_JOBS_REFRESH_MS,
  });
}

/**
 * Reassigns a held job or lets its technician finish it. A reassigned job waits in the queue again,
 * so the queue and the jobs in progress are read afresh.
 */
export function useDecideHeldJob() {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, { requestId: string } & HeldJobDecisionBody>({
    networkMode: 'always',
    mutationFn: async ({ requestId, decision }) => {
      return dataOrThrow(
        await bff.POST('/api/admin/held-jobs/{requestId}/decision', {
          params: { path: { requestId } },
          body: { decision },
        }),
      );
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [heldJobsKey] }),
        queryClient.invalidateQueries({ queryKey: dispatchQueueQueryKey }),
        queryClient.invalidateQueries({ queryKey: inProgressQueryKey }),
      ]),
  });
}
