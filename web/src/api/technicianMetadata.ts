import type { BffClient } from '@rha/contracts';
import { IDEMPOTENCY_KEY_HEADER } from '@rha/contracts/reference';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import { useBffClient } from './BffClientProvider';
import type {
  OnboardingStepSave,
  TechnicianCertificationsSave,
  TechnicianMetadata,
  TechnicianMetadataSave,
} from './bffTypes';
import { dataOrThrow } from './requestError';

export const technicianMetadataQueryKey = ['/api/technicians/metadata'] as const;

/**
 * The signed-in technician's metadata and onboarding progress. Always treated as stale, so every
 * page that shows it reads it afresh when it mounts; the timestamp defeats any cache on the way.
 */
export function useTechnicianMetadata({ enabled = true }: { enabled?: boolean } = {}) {
  const { status, hasRole } = useAuth();
  const bff = useBffClient();
  return useQuery<TechnicianMetadata>({
    queryKey: technicianMetadataQueryKey,
    queryFn: async () => {
      return dataOrThrow(
        await bff.GET('/api/technicians/metadata', {
          params: { query: { t: String(Date.now()) } },
        }),
      );
    },
    enabled: enabled && status === 'authenticated' && hasRole('technician'),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export type TechnicianMetadataPostBody =
  TechnicianMetadataSave | TechnicianCertificationsSave | OnboardingStepSave;

/** POST /api/technicians/metadata with any of its three bodies. */
export async function postTechnicianMetadata(
  bff: BffClient,
  body: TechnicianMetadataPostBody,
  idempotencyKey?: string,
): Promise<TechnicianMetadata> {
  return dataOrThrow(
    await bff.POST('/api/technicians/metadata', {
      body,
      ...(idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } } : {}),
    }),
  );
}

/** A metadata save; one the submission queue may send again carries its idempotency key. */
export interface TechnicianMetadataPost {
  body: TechnicianMetadataPostBody;
  idempotencyKey?: string;
}

/** Saves the metadata; the metadata is read again after. */
export function useSaveTechnicianMetadata() {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<TechnicianMetadata, Error, TechnicianMetadataPost>({
    // Offline, react-query would hold the save silently until the browser is back online; trying at
    // once lets the form say the save failed or queue it, with the answers kept.
    networkMode: 'always',
    mutationFn: ({ body, idempotencyKey }) => postTechnicianMetadata(bff, body, idempotencyKey),
    // The answer is the saved metadata, shown at once; the read after it runs in the background so
    // a slow link does not hold the save open for a second round trip.
    onSuccess: (saved) => {
      queryClient.setQueryData(technicianMetadataQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: technicianMetadataQueryKey });
    },
  });
}
