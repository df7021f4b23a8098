import type { JobRatings, NewRating } from '@rha/contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBffClient } from './BffClientProvider';
import { dataOrThrow } from './requestError';
import { serviceRequestQueryKey } from './serviceRequests';
import { technicianJobsQueryKey } from './technicianJobs';

/** Who rates: the company its technician, or the technician the company. */
export type Rater = 'company' | 'technician';

/**
 * POST the caller's rating of a completed job; what the page shows of the job is read again, as
 * the rating may have revealed the other side's.
 */
export function useRateJob(rater: Rater, requestId: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<JobRatings, Error, NewRating>({
    mutationFn: async (rating) => {
      return dataOrThrow(
        rater === 'company'
          ? await bff.POST('/api/service-requests/{id}/rating', {
              params: { path: { id: requestId } },
              body: rating,
            })
          : await bff.POST('/api/technicians/jobs/{requestId}/rating', {
              params: { path: { requestId } },
              body: rating,
            }),
      );
    },
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: rater === 'company' ? serviceRequestQueryKey(requestId) : technicianJobsQueryKey,
      }),
  });
}
