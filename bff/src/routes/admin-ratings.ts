import Router from '@koa/router';
import { adminRatingsQuerySchema } from '@rha/contracts';
import { callerOf, handle, type Auth } from '@rha/kit';
import type { RatingsApi } from '../clients/ratings.js';

export interface AdminRatingsRoutesDeps {
  auth: Auth;
  ratings: RatingsApi;
}

/**
 * The admin's view of every rating of a technician's or a company's jobs. The role is checked here
 * to spare a hop and again by the service-request service, which keeps the ratings.
 */
export function adminRatingsRoutes({ auth, ratings }: AdminRatingsRoutesDeps): Router {
  const router = new Router();

  router.get(
    '/api/admin/ratings',
    handle(
      { auth: auth.requireRole('admin'), query: adminRatingsQuerySchema },
      async (ctx, { query }) => {
        const page = await ratings.adminRatings(callerOf(ctx), query);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = page;
      },
    ),
  );

  return router;
}
