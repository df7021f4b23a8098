import { useQuery } from '@tanstack/react-query';
import { useBffClient } from './BffClientProvider';
import { dataOrThrow } from './requestError';

/** The support mailbox from /config.json (read once: it only changes with a redeploy). */
export function useSupportEmail() {
  const bff = useBffClient();
  return useQuery<string>({
    queryKey: ['/config.json', 'supportEmail'],
    queryFn: async () => {
      const data = dataOrThrow(await bff.GET('/config.json'));
      return data.supportEmail;
    },
    staleTime: Infinity,
  });
}
