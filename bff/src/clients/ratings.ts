import {
  createServiceRequestClient,
  type AdminRatings,
  type AdminRatingsQuery,
  type JobRatings,
  type NewRating,
} from '@rha/contracts';
import { serviceCalls, type Caller } from '@rha/kit';

/** The two sides of a completed job rating each other, asked with the caller's own token. */
export interface RatingsApi {
  /** The company rates the technician; the service checks ownership, status and the window. */
  rateAsCompany(caller: Caller, requestId: string, rating: NewRating): Promise<JobRatings>;
  /** The assigned technician rates the company, with the same checks. */
  rateAsTechnician(caller: Caller, requestId: string, rating: NewRating): Promise<JobRatings>;
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
    rateAsCompany: (caller, id, rating) =>
      ratings.call(caller, 'POST /service-requests/{id}/rating', (init) =>
        client.POST('/service-requests/{id}/rating', {
          ...init,
          params: { path: { id } },
          body: rating,
        }),
      ),

    rateAsTechnician: (caller, requestId, rating) =>
      ratings.call(caller, 'POST /technicians/me/jobs/{requestId}/rating', (init) =>
        client.POST('/technicians/me/jobs/{requestId}/rating', {
          ...init,
          params: { path: { requestId } },
          body: rating,
        }),
      ),

    adminRatings: (caller, query) =>
      ratings.call(caller, 'GET /admin/ratings', (init) =>
        client.GET('/admin/ratings', { ...init, params: { query } }),
      ),
  };
}
