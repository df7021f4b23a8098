import type { User } from '@rha/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import { useBffClient } from './BffClientProvider';
import { httpError } from './httpError';

/** Query keys are the path read, as the spec's generic queries do. */
export const userQueryKey = ['/api/user'] as const;

/**
 * The signed-in user's profile. Read only once the session is authenticated; a 401 yields null rather
 * than an error, so a session that ended server-side does not show as a failure.
 */
export function useUser() {
  const { status } = useAuth();
  const bff = useBffClient();
  return useQuery<User | null>({
    queryKey: userQueryKey,
    queryFn: async () => {
      const { data, error, response } = await bff.GET('/api/user');
      if (response.status === 401) return null;
      if (!data) throw httpError(response, error);
      return data;
    },
    enabled: status === 'authenticated',
  });
}
