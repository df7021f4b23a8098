import type { BffClient } from '@rha/contracts';
import { IDEMPOTENCY_KEY_HEADER } from '@rha/contracts/reference';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import { useBffClient } from './BffClientProvider';
import type { NewTechnicianLocation, TechnicianLocation } from './bffTypes';
import { locationsQueryKey } from './locations';
import { dataOrThrow, okOrThrow } from './requestError';
import { userQueryKey } from './useUser';

/** Under the path's key, apart from the company's list, which the same path answers companies with. */
export const technicianLocationQueryKey = [...locationsQueryKey, 'technician'] as const;

const TECHNICIAN_ANSWER_EXPECTED = "/api/location answered with a company's locations";

/** The signed-in technician's service location; null before one is added. */
export function useTechnicianLocation() {
  const { status, hasRole } = useAuth();
  const bff = useBffClient();
  return useQuery<TechnicianLocation | null>({
    queryKey: technicianLocationQueryKey,
    queryFn: async () => {
      const result = await bff.GET('/api/location');
      if (result.response.status === 401) return null;
      const data = dataOrThrow(result);
      if (Array.isArray(data)) throw new Error(TECHNICIAN_ANSWER_EXPECTED);
      return data.location;
    },
    enabled: status === 'authenticated' && hasRole('technician'),
  });
}

/**
 * Every change shows the answer at once, then reads the location and the profile again: the
 * profile's city, state and ZIP code are the location's.
 */
function useTechnicianLocationMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<TechnicianLocation | null>,
) {
  const queryClient = useQueryClient();
  return useMutation<TechnicianLocation | null, Error, Variables>({
    // Offline, the submission queue keeps a save; a paused mutation would only hold the form up.
    networkMode: 'always',
    mutationFn,
    onSuccess: async (location) => {
      queryClient.setQueryData(technicianLocationQueryKey, location);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: technicianLocationQueryKey }),
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
      ]);
    },
  });
}

function locationOf(data: object): TechnicianLocation {
  if (!('location' in data) || !data.location) throw new Error(TECHNICIAN_ANSWER_EXPECTED);
  return data.location as TechnicianLocation;
}

/** A location save, under the idempotency key made once for the submission. */
export interface TechnicianLocationSave {
  location: NewTechnicianLocation;
  idempotencyKey: string;
}

/** POST /api/location: the technician's one service location. */
export async function postTechnicianLocation(
  bff: BffClient,
  { location, idempotencyKey }: TechnicianLocationSave,
): Promise<TechnicianLocation> {
  const data = dataOrThrow(
    await bff.POST('/api/location', {
      body: location,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  );
  return locationOf(data);
}

/** PATCH /api/location without an id: a technician has only the one. */
export async function patchTechnicianLocation(
  bff: BffClient,
  { location, idempotencyKey }: TechnicianLocationSave,
): Promise<TechnicianLocation> {
  const data = dataOrThrow(
    await bff.PATCH('/api/location', {
      body: location,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  );
  return locationOf(data);
}

export function useAddTechnicianLocation() {
  const bff = useBffClient();
  return useTechnicianLocationMutation((save: TechnicianLocationSave) =>
    postTechnicianLocation(bff, save),
  );
}

export function useUpdateTechnicianLocation() {
  const bff = useBffClient();
  return useTechnicianLocationMutation((save: TechnicianLocationSave) =>
    patchTechnicianLocation(bff, save),
  );
}

/** DELETE /api/location without an id. */
export function useDeleteTechnicianLocation() {
  const bff = useBffClient();
  return useTechnicianLocationMutation(async () => {
    okOrThrow(await bff.DELETE('/api/location'));
    return null;
  });
}
