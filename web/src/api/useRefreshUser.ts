import type { User } from '@rha/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useBffClient } from './BffClientProvider';
import { dataOrThrow } from './requestError';
import { userQueryKey } from './useUser';

/**
 * Reads the profile past every cache (GET /api/user?bypassCache=true&t=...), puts it in the query
 * cache and marks every other query stale, so panels show what was just saved.
 */
export function useRefreshUser(): () => Promise<void> {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const data = dataOrThrow(
      await bff.GET('/api/user', {
        params: { query: { bypassCache: 'true', t: String(Date.now()) } },
      }),
    );
    queryClient.setQueryData<User | null>(userQueryKey, data);
    await queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== userQueryKey[0],
    });
  }, [bff, queryClient]);
}
