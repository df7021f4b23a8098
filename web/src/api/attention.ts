import { useQuery } from '@tanstack/react-query';
import { useBffClient } from './BffClientProvider';
import type { Attention } from './bffTypes';
import { dataOrThrow } from './requestError';

export const attentionQueryKey = ['/api/attention'] as const;

/** New offers and messages arrive from others: what waits is read again this often. */
const ATTENTION_REFRESH_MS = 60_000;

/** What waits for the signed-in person, with their tabs' counts: one call for the strip and tabs. */
export function useAttention(enabled = true) {
  const bff = useBffClient();
  return useQuery<Attention>({
    queryKey: attentionQueryKey,
    queryFn: async () => dataOrThrow(await bff.GET('/api/attention')),
    staleTime: 0,
    refetchInterval: ATTENTION_REFRESH_MS,
    enabled,
  });
}
