import Router from '@koa/router';
import type Koa from 'koa';
import {
  dispatchCandidatesQuerySchema,
  internalDispatchCandidatesQuerySchema,
} from '@rha/contracts/schemas';
import { technicianEndpoints } from '@rha/contracts/endpoints';
import { handle, pathParams, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { rankDispatchCandidates } from '../domain/dispatch.js';
import { technicianNotFound } from '../domain/errors.js';
import { standingOf } from '../domain/standing.js';

export interface DispatchRoutesDeps {
  db: Knex;
  auth: Auth;
  /** Admits the services holding the shared service credential. */
  requireInternalCaller: Koa.Middleware;
}

/**
 * Ranked candidates for work in a community: for admins as they dispatch, and for the
 * service-request service, which offers work for no signed-in user (smart dispatch's waves, and
 * the check of the technicians an admin chose), and a technician's standing for an accept.
 */
export function dispatchRoutes({ db, auth, requireInternalCaller }: DispatchRoutesDeps): Router {
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

  router.get(
    '/internal/dispatch/candidates',
    requireInternalCaller,
    handle({ query: internalDispatchCandidatesQuerySchema }, async (ctx, { query }) => {
      const { rank, technicianId, ...need } = query;
      const ranked = await rankDispatchCandidates(db, need, {
        ...(rank && { rank }),
        ...(technicianId && { technicianIds: technicianId }),
      });
      ctx.set('Cache-Control', 'no-store');
      ctx.body = ranked;
    }),
  );

  router.get(
    '/internal/technicians/:technicianId/standing',
    requireInternalCaller,
    // A subject that is no uuid names nobody: the same 404 as an unknown one.
    handle(
      pathParams(technicianEndpoints, 'technicianStanding', technicianNotFound),
      async (ctx, { params }) => {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await standingOf(db, params.technicianId);
      },
    ),
  );

  return router;
}
