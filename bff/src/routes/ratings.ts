import Router from '@koa/router';
import { newRatingSchema } from '@rha/contracts';
import { callerOf, handle, type Auth } from '@rha/kit';
import type { RatingsApi } from '../clients/ratings.js';

export interface RatingsRoutesDeps {
  auth: Auth;
  ratings: RatingsApi;
}

/**
 * Each side rates the other once a job is completed. The role is checked here to spare a hop;
 * whose job it is, its status and the rating window only the service-request service knows, and
 * its 404 and 409 reach the browser as they are.
 */
export function ratingsRoutes({ auth, ratings }: RatingsRoutesDeps): Router {
  const router = new Router();

  router.post(
    '/api/service-requests/:id/rating',
    handle({ auth: auth.requireRole('company'), body: newRatingSchema }, async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = await ratings.rateAsCompany(callerOf(ctx), ctx.params.id ?? '', body);
    }),
  );

  router.post(
    '/api/technicians/jobs/:requestId/rating',
    handle(
      { auth: auth.requireRole('technician'), body: newRatingSchema },
      async (ctx, { body }) => {
        ctx.status = 201;
        ctx.body = await ratings.rateAsTechnician(callerOf(ctx), ctx.params.requestId ?? '', body);
      },
    ),
  );

  return router;
}
