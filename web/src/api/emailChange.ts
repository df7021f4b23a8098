import type { BffClient, User } from '@rha/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBffClient } from './BffClientProvider';
import { dataOrThrow } from './requestError';
import { userQueryKey } from './useUser';

/** POST /api/profile/email-confirmation: puts the pending address in force with the link's token. */
export async function confirmEmailChange(bff: BffClient, token: string): Promise<User> {
  return dataOrThrow(
    await bff.POST('/api/profile/email-confirmation', {
      body: { token },
    }),
  );
}

/** Confirms the address; the cached user takes the new one at once. */
export function useConfirmEmailChange() {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<User, Error, string>({
    mutationFn: (token) => confirmEmailChange(bff, token),
    onSuccess: (user) => {
      queryClient.setQueryData<User | null>(userQueryKey, user);
    },
  });
}
