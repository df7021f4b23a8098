import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { attentionQueryKey } from './attention';

/** Data stays fresh this long before a mount refetches it. */
export const FRESH_FOR_MS = 5 * 60 * 1000;

/**
 * The spec's query defaults: no retries (a failure shows at once instead of stalling a slow link),
 * no refetch on window focus, five minutes fresh. Failed reads are logged with their key.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // Any write may settle or raise something that waits for the person (an accepted offer, an
    // approved job, a read thread): the strip above their tabs is read again after each one,
    // without holding the write's own answer back for that read.
    mutationCache: new MutationCache({
      onSuccess: () => {
        void client.invalidateQueries({ queryKey: attentionQueryKey });
      },
    }),
    queryCache: new QueryCache({
      onError: (error, query) => console.error(`${String(query.queryKey[0])}: ${error.message}`),
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: FRESH_FOR_MS,
      },
    },
  });
  return client;
}
