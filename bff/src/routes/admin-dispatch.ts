import Router from '@koa/router';
import { dispatchCandidatesQuerySchema } from '@rha/contracts';
import { callerOf, handle, type Auth } from '@rha/kit';
import type { TechnicianApi } from '../clients/technician.js';

export interface AdminDispatchRoutesDeps {
  auth: Auth;
  technician: TechnicianApi;
}

/**
 * The Admin Dashboard's dispatch paths. The role is checked here and again by the technician
 * service, which owns the coverage and ranks the candidates.
 */
export function adminDispatchRoutes({ auth, technician }: AdminDispatchRoutesDeps): Router {
  const router = new Router();

  router.get(
    '/api/admin/dispatch/candidates',
    handle(
      { auth: auth.requireRole('admin'), query: dispatchCandidatesQuerySchema },
      async (ctx, { query }) => {
        const ranked = await technician.dispatchCandidates(callerOf(ctx), query);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = ranked;
      },
    ),
  );

  return router;
}
