import type { MoreHoursAskInput, NewJobCost, SiteCosts, SiteFacts } from '@rha/contracts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBffClient } from './BffClientProvider';
import { dataOrThrow } from './requestError';

export const siteCostsQueryKey = (requestId: string) =>
  ['/api/service-requests/site-costs', requestId] as const;

/** A job's time on site, costs, standby days and asks for more hours; its parties only. */
export function useSiteCosts(requestId: string) {
  const bff = useBffClient();
  return useQuery<SiteCosts>({
    queryKey: siteCostsQueryKey(requestId),
    queryFn: async () =>
      dataOrThrow(
        await bff.GET('/api/service-requests/{id}/site-costs', {
          params: { path: { id: requestId } },
        }),
      ) as SiteCosts,
  });
}

/** Every write answers the job's site costs anew: they replace what the screen shows. */
function useSiteCostsWrite<Input>(
  requestId: string,
  write: (bff: ReturnType<typeof useBffClient>, input: Input) => Promise<unknown>,
) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<SiteCosts, Error, Input>({
    mutationFn: async (input) => (await write(bff, input)) as SiteCosts,
    onSuccess: (costs) => queryClient.setQueryData(siteCostsQueryKey(requestId), costs),
  });
}

export function useLogCost(requestId: string) {
  return useSiteCostsWrite<NewJobCost>(requestId, async (bff, cost) =>
    dataOrThrow(
      await bff.POST('/api/service-requests/{id}/costs', {
        params: { path: { id: requestId } },
        body: cost,
      }),
    ),
  );
}

export function useRemoveCost(requestId: string) {
  return useSiteCostsWrite<string>(requestId, async (bff, costId) =>
    dataOrThrow(
      await bff.DELETE('/api/service-requests/{id}/costs/{costId}', {
        params: { path: { id: requestId, costId } },
      }),
    ),
  );
}

export function useSetSiteFacts(requestId: string) {
  return useSiteCostsWrite<SiteFacts>(requestId, async (bff, facts) =>
    dataOrThrow(
      await bff.PUT('/api/service-requests/{id}/site-facts', {
        params: { path: { id: requestId } },
        body: facts,
      }),
    ),
  );
}

export function useAskMoreHours(requestId: string) {
  return useSiteCostsWrite<MoreHoursAskInput>(requestId, async (bff, ask) =>
    dataOrThrow(
      await bff.POST('/api/service-requests/{id}/more-hours', {
        params: { path: { id: requestId } },
        body: ask,
      }),
    ),
  );
}

export function useDecideMoreHours(requestId: string) {
  return useSiteCostsWrite<{ askId: string; verb: 'approve' | 'decline' }>(
    requestId,
    async (bff, { askId, verb }) => {
      const params = { params: { path: { id: requestId, askId } } };
      return dataOrThrow(
        verb === 'approve'
          ? await bff.POST('/api/service-requests/{id}/more-hours/{askId}/approve', params)
          : await bff.POST('/api/service-requests/{id}/more-hours/{askId}/decline', params),
      );
    },
  );
}
