import Router from '@koa/router';
import { technicianEndpoints } from '@rha/contracts/endpoints';
import { handle, pathParams, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { getOwnCoverage, replaceOwnCoverage } from '../domain/coverage.js';
import { periodNotFound } from '../domain/errors.js';
import { addOwnPeriod, deleteOwnPeriod, listOwnPeriods } from '../domain/unavailable-periods.js';
import { presentPeriod } from '../presenters/coverage.js';
import { coverageBody, periodBody } from './coverage.schema.js';

export interface CoverageRoutesDeps {
  db: Knex;
  auth: Auth;
}

export function coverageRoutes({ db, auth }: CoverageRoutesDeps): Router {
  const router = new Router();
  const technician = auth.requireRole('technician');

  router.get(
    '/technicians/me/coverage',
    handle({ auth: technician }, async (ctx, { auth: caller }) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await getOwnCoverage(db, caller.subject);
    }),
  );

  router.put(
    '/technicians/me/coverage',
    handle({ auth: technician, body: coverageBody }, async (ctx, { auth: caller, body }) => {
      ctx.body = await replaceOwnCoverage(db, caller.subject, body);
    }),
  );

  router.get(
    '/technicians/me/unavailable-periods',
    handle({ auth: technician }, async (ctx, { auth: caller }) => {
      const periods = await listOwnPeriods(db, caller.subject);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { periods: periods.map(presentPeriod) };
    }),
  );

  router.post(
    '/technicians/me/unavailable-periods',
    handle({ auth: technician, body: periodBody }, async (ctx, { auth: caller, body }) => {
      const period = await addOwnPeriod(db, caller.subject, body);
      ctx.status = 201;
      ctx.body = presentPeriod(period);
    }),
  );

  router.delete(
    '/technicians/me/unavailable-periods/:id',
    // A malformed id names no period of the caller's: the same 404 as someone else's id.
    handle(
      {
        auth: technician,
        ...pathParams(technicianEndpoints, 'deleteOwnUnavailablePeriod', periodNotFound),
      },
      async (ctx, { auth: caller, params }) => {
        await deleteOwnPeriod(db, caller.subject, params.id);
        ctx.status = 204;
      },
    ),
  );

  return router;
}
