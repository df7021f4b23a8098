import type { BffClient, User } from '@rha/contracts';
import { IDEMPOTENCY_KEY_HEADER } from '@rha/contracts/reference';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBffClient } from './BffClientProvider';
import type { UserProfileChanges } from './bffTypes';
import { dataOrThrow } from './requestError';
import { userQueryKey } from './useUser';

/** PATCH /api/profile (technician variant): name, phone and e-mail. */
export async function patchUserProfile(
  bff: BffClient,
  changes: UserProfileChanges,
  idempotencyKey: string,
): Promise<User> {
  return dataOrThrow(
    await bff.PATCH('/api/profile', {
      body: changes,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  );
}

/** Saves the contact details under the submission's idempotency key; the cached user follows. */
export function useSaveUserProfile() {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<User, Error, { changes: UserProfileChanges; idempotencyKey: string }>({
    // Offline, the submission queue keeps it; a paused mutation would only hold the form up.
    networkMode: 'always',
    mutationFn: ({ changes, idempotencyKey }) => patchUserProfile(bff, changes, idempotencyKey),
    onSuccess: async (user) => {
      queryClient.setQueryData<User | null>(userQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
