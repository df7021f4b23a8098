import type { JobFile } from '@rha/contracts/schemas';
import { useQuery } from '@tanstack/react-query';
import { useBffClient } from './BffClientProvider';
import { requestError } from './requestError';

export function requestDocumentsQueryKey(requestId: string) {
  return ['/api/service-requests/documents', requestId] as const;
}

/** The documents the company supplied with a request; the bff answers only its parties. */
export function useRequestDocuments(requestId: string) {
  const bff = useBffClient();
  return useQuery<JobFile[]>({
    queryKey: requestDocumentsQueryKey(requestId),
    queryFn: async () => {
      const { data, error, response } = await bff.GET('/api/service-requests/{id}/documents', {
        params: { path: { id: requestId } },
      });
      if (!data) throw requestError(response, error);
      return data.items;
    },
  });
}
