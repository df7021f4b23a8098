import { useQuery } from '@tanstack/react-query';
import { useBffClient } from './BffClientProvider';
import { requestError } from './requestError';

/** The support mailbox from /config.json (read once: it only changes with a redeploy). */
export function useSupportEmail() {
  const bff = useBffClient();
  return useQuery<string>({
    queryKey: ['/config.json', 'supportEmail'],
    queryFn: async () => {
      const { data, error, response } = await bff.GET('/config.json');
      if (!data) throw requestError(response, error);
      return data.supportEmail;
    },
    staleTime: Infinity,
  });
}
