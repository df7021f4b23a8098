import type { BffClient, User } from '@rha/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import { useBffClient } from './BffClientProvider';
import { httpError } from './httpError';

/** Query keys are the path read, as the spec's generic queries do. */
export const userQueryKey = ['/api/user'] as const;

/**
 * Reading the signed-in user's profile; a 401 yields null rather than an error, so a session that
 * ended server-side does not show as a failure. Also used to start the read before React renders.
 * The bff keeps each token's profile for a short while; a read after the app marked the profile out
 * of date (it has just changed something in it) asks past that copy, whichever replica answers.
 */
export function userQuery(bff: BffClient) {
  return queryOptions<User | null>({
    queryKey: userQueryKey,
    queryFn: async ({ client, queryKey }) => {
      const afterChange = client.getQueryState(queryKey)?.isInvalidated === true;
      const { data, error, response } = await bff.GET(
        '/api/user',
        afterChange ? { params: { query: { bypassCache: 'true' } } } : {},
      );
      if (response.status === 401) return null;
      if (!data) throw httpError(response, error);
      return data;
    },
  });
}

/** The signed-in user's profile, read only once the session is authenticated. */
export function useUser() {
  const { status } = useAuth();
  const bff = useBffClient();
  return useQuery({ ...userQuery(bff), enabled: status === 'authenticated' });
}
