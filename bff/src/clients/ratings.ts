import {
  createServiceRequestClient,
  type AdminRatings,
  type AdminRatingsQuery,
} from '@rha/contracts';
import { serviceCalls, type Caller } from '@rha/kit';

/** The ratings of completed jobs as an admin reads them, asked with the caller's own token. */
export interface RatingsApi {
  /** One page of a technician's or a company's rated jobs with both ratings (an admin's call). */
  adminRatings(caller: Caller, query: AdminRatingsQuery): Promise<AdminRatings>;
}

export function createRatingsApi(options: { baseUrl: string; fetch?: typeof fetch }): RatingsApi {
  const client = createServiceRequestClient(options);
  const ratings = serviceCalls({
    service: 'service-request',
    timeoutMs: 10_000,
    relay: [400, 401, 403, 404, 409],
  });

  return {
    adminRatings: (caller, query) =>
      ratings.call(caller, 'GET /admin/ratings', (init) =>
        client.GET('/admin/ratings', { ...init, params: { query } }),
      ),
  };
}
