import Router from '@koa/router';
import { adminRatingsQuerySchema } from '@rha/contracts';
import { handle, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { adminRatings } from './admin-ratings.js';

export interface AdminRatingsRoutesDeps {
  db: Knex;
  auth: Auth;
}

/** Every rating of a technician's or a company's jobs, for admins only. */
export function adminRatingsRoutes({ db, auth }: AdminRatingsRoutesDeps): Router {
  const router = new Router();

  router.get(
    '/admin/ratings',
    handle(
      { auth: auth.requireRole('admin'), query: adminRatingsQuerySchema },
      async (ctx, { query }) => {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await adminRatings(db, query, new Date());
      },
    ),
  );

  return router;
}
