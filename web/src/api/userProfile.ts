import type { User } from '@rha/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBffClient } from './BffClientProvider';
import type { UserProfileChanges } from './bffTypes';
import { requestError } from './requestError';
import { userQueryKey } from './useUser';

/** PATCH /api/profile (technician variant): name, phone and e-mail; the cached user follows. */
export function useSaveUserProfile() {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<User, Error, UserProfileChanges>({
    mutationFn: async (changes) => {
      const { data, error, response } = await bff.PATCH('/api/profile', { body: changes });
      if (!data) throw requestError(response, error);
      return data;
    },
    onSuccess: async (user) => {
      queryClient.setQueryData<User | null>(userQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
