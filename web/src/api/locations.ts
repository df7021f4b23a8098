import type { BffClient } from '@rha/contracts';
import { IDEMPOTENCY_KEY_HEADER } from '@rha/contracts/reference';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import { useBffClient } from './BffClientProvider';
import type { CompanyLocation, LocationChanges, NewLocation } from './bffTypes';
import { dataOrThrow, okOrThrow } from './requestError';
import { userQueryKey } from './useUser';

export const locationsQueryKey = ['/api/location'] as const;

const COMPANY_ANSWER_EXPECTED = "/api/location answered with a technician's location";

/** The signed-in company's locations, oldest first (the first is its main location). */
export function useCompanyLocations() {
  const { status } = useAuth();
  const bff = useBffClient();
  return useQuery<CompanyLocation[] | null>({
    queryKey: locationsQueryKey,
    queryFn: async () => {
      const result = await bff.GET('/api/location');
      if (result.response.status === 401) return null;
      const data = dataOrThrow(result);
      // The path answers technicians with their one location instead of a list.
      if (!Array.isArray(data)) throw new Error(COMPANY_ANSWER_EXPECTED);
      return data;
    },
    enabled: status === 'authenticated',
  });
}

/** Every change reloads the list, and the profile: its city, state and ZIP come from the first one. */
function useLocationMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  networkMode: 'online' | 'always' = 'online',
) {
  const queryClient = useQueryClient();
  return useMutation<Result, Error, Variables>({
    mutationFn,
    networkMode,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: locationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
      ]),
  });
}

/**
 * POST /api/location; answers the new location's id. The idempotency key is made once per
 * submission, so a resend after a dropped link adds the location once.
 */
export async function postLocation(bff: BffClient, location: NewLocation, idempotencyKey: string) {
  const data = dataOrThrow(
    await bff.POST('/api/location', {
      body: location,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  );
  if (!('id' in data)) throw new Error(COMPANY_ANSWER_EXPECTED);
  return data;
}

/** Adds a location under its idempotency key. */
export function useAddLocation() {
  const bff = useBffClient();
  return useLocationMutation(
    ({ location, idempotencyKey }: { location: NewLocation; idempotencyKey: string }) =>
      postLocation(bff, location, idempotencyKey),
    // Offline, the submission queue keeps it; a paused mutation would only hold the form up.
    'always',
  );
}

/** PATCH /api/location with the id of the location to change. */
export function useUpdateLocation() {
  const bff = useBffClient();
  return useLocationMutation(async (changes: LocationChanges) => {
    const data = dataOrThrow(await bff.PATCH('/api/location', { body: changes }));
    if (!('id' in data)) throw new Error(COMPANY_ANSWER_EXPECTED);
    return data;
  });
}

/** DELETE /api/location?id=... */
export function useDeleteLocation() {
  const bff = useBffClient();
  return useLocationMutation(async (id: string) => {
    okOrThrow(
      await bff.DELETE('/api/location', {
        params: { query: { id } },
      }),
    );
  });
}
