import Router from '@koa/router';
import { technicianCoverageSchema, unavailablePeriodSchema } from '@rha/contracts';
import { callerOf, handle, type Auth } from '@rha/kit';
import type { TechnicianApi } from '../clients/technician.js';

export interface TechnicianCoverageRoutesDeps {
  auth: Auth;
  technician: TechnicianApi;
}

/**
 * The technician's Service Area tab: the communities they serve and the periods they take no
 * work. Bodies are checked here with the shared schemas (the product's messages without a hop)
 * and again by the technician service, which keeps each technician to their own records and
 * refuses what only it can judge (home listed among the reachable communities, the period limit).
 */
export function technicianCoverageRoutes({
  auth,
  technician,
}: TechnicianCoverageRoutesDeps): Router {
  const router = new Router();
  const technicianRole = auth.requireRole('technician');

  router.get(
    '/api/technicians/coverage',
    handle({ auth: technicianRole }, async (ctx) => {
      const coverage = await technician.getCoverage(callerOf(ctx));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = coverage;
    }),
  );

  router.put(
    '/api/technicians/coverage',
    handle({ auth: technicianRole, body: technicianCoverageSchema }, async (ctx, { body }) => {
      ctx.body = await technician.replaceCoverage(callerOf(ctx), body);
    }),
  );

  router.get(
    '/api/technicians/unavailability',
    handle({ auth: technicianRole }, async (ctx) => {
      const periods = await technician.listUnavailablePeriods(callerOf(ctx));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = periods;
    }),
  );

  router.post(
    '/api/technicians/unavailability',
    handle({ auth: technicianRole, body: unavailablePeriodSchema }, async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = await technician.addUnavailablePeriod(callerOf(ctx), body);
    }),
  );

  router.delete(
    '/api/technicians/unavailability/:id',
    handle({ auth: technicianRole }, async (ctx) => {
      await technician.deleteUnavailablePeriod(callerOf(ctx), ctx.params.id ?? '');
      ctx.status = 204;
    }),
  );

  return router;
}
