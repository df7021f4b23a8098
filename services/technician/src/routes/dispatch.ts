import Router from '@koa/router';
import { dispatchCandidatesQuerySchema } from '@rha/contracts/schemas';
import { handle, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { rankDispatchCandidates } from '../domain/dispatch.js';

export interface DispatchRoutesDeps {
  db: Knex;
  auth: Auth;
}

/** Ranked candidates for work in a community: admins only, as they dispatch. */
export function dispatchRoutes({ db, auth }: DispatchRoutesDeps): Router {
  const router = new Router();

  router.get(
    '/admin/dispatch/candidates',
    handle(
      { auth: auth.requireRole('admin'), query: dispatchCandidatesQuerySchema },
      async (ctx, { query }) => {
        const ranked = await rankDispatchCandidates(db, query);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = ranked;
      },
    ),
  );

  return router;
}
