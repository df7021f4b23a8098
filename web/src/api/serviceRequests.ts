import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import { useBffClient } from './BffClientProvider';
import type {
  ServiceRequestForm,
  ServiceRequestSubmitted,
  ServiceRequestSummary,
} from './bffTypes';
import { requestError } from './requestError';

export const serviceRequestsQueryKey = ['/api/service-request/company'] as const;

/** The signed-in company's own service requests, newest first. */
export function useServiceRequests() {
  const { status } = useAuth();
  const bff = useBffClient();
  return useQuery<ServiceRequestSummary[] | null>({
    queryKey: serviceRequestsQueryKey,
    queryFn: async () => {
      const { data, error, response } = await bff.GET('/api/service-request/company');
      if (response.status === 401) return null;
      if (!data) throw requestError(response, error);
      return data;
    },
    enabled: status === 'authenticated',
  });
}

/** POST /api/service-request/company; answers the ticket number the request was stored under. */
export function useSubmitServiceRequest() {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<ServiceRequestSubmitted, Error, ServiceRequestForm>({
    mutationFn: async (form) => {
      const { data, error, response } = await bff.POST('/api/service-request/company', {
        body: form,
      });
      if (!data) throw requestError(response, error);
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceRequestsQueryKey }),
  });
}
