import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import { useBffClient } from './BffClientProvider';
import type {
  NewUnavailablePeriod,
  ScheduledUnavailablePeriod,
  TechnicianCoverage,
  TechnicianCoverageSave,
  UnavailablePeriod,
} from './bffTypes';
import { dataOrThrow, okOrThrow } from './requestError';

export const technicianCoverageQueryKey = ['/api/technicians/coverage'] as const;
export const unavailablePeriodsQueryKey = ['/api/technicians/unavailability'] as const;
export const scheduledUnavailabilityQueryKey = ['/api/admin/unavailability'] as const;

function useIsTechnician() {
  const { status, hasRole } = useAuth();
  return status === 'authenticated' && hasRole('technician');
}

/** The signed-in technician's home community and the communities they reach from it. */
export function useTechnicianCoverage() {
  const bff = useBffClient();
  return useQuery<TechnicianCoverage>({
    queryKey: technicianCoverageQueryKey,
    queryFn: async () => {
      return dataOrThrow(await bff.GET('/api/technicians/coverage'));
    },
    enabled: useIsTechnician(),
  });
}

/** PUT /api/technicians/coverage: replaces the whole list of reachable communities. */
export function useSaveTechnicianCoverage() {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<TechnicianCoverage, Error, TechnicianCoverageSave>({
    mutationFn: async (coverage) => {
      return dataOrThrow(
        await bff.PUT('/api/technicians/coverage', {
          body: coverage,
        }),
      );
    },
    onSuccess: (saved) => queryClient.setQueryData(technicianCoverageQueryKey, saved),
  });
}

/** The signed-in technician's unavailable periods. */
export function useUnavailablePeriods() {
  const bff = useBffClient();
  return useQuery<UnavailablePeriod[]>({
    queryKey: unavailablePeriodsQueryKey,
    queryFn: async () => {
      const data = dataOrThrow(await bff.GET('/api/technicians/unavailability'));
      return data.periods;
    },
    enabled: useIsTechnician(),
  });
}

/** POST /api/technicians/unavailability; the list is read again after. */
export function useAddUnavailablePeriod() {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<UnavailablePeriod, Error, NewUnavailablePeriod>({
    mutationFn: async (period) => {
      return dataOrThrow(
        await bff.POST('/api/technicians/unavailability', {
          body: period,
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unavailablePeriodsQueryKey }),
  });
}

/** DELETE /api/technicians/unavailability/{id}; the list is read again after. */
export function useRemoveUnavailablePeriod() {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: async (id) => {
      okOrThrow(
        await bff.DELETE('/api/technicians/unavailability/{id}', {
          params: { path: { id } },
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unavailablePeriodsQueryKey }),
  });
}

/** Every technician's time away that has not ended, for the admin's schedule. */
export function useScheduledUnavailability() {
  const bff = useBffClient();
  return useQuery<ScheduledUnavailablePeriod[]>({
    queryKey: scheduledUnavailabilityQueryKey,
    queryFn: async () => dataOrThrow(await bff.GET('/api/admin/unavailability')).periods,
  });
}
