import Router from '@koa/router';
import { serviceRequestEndpoints } from '@rha/contracts/endpoints';
import { heldJobDecisionSchema, heldJobsQuerySchema } from '@rha/contracts';
import { handle, pathParams, signedInUser, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { decideHeldJob, listHeldJobs } from './held-jobs.js';
import { presentHeldJob, presentHeldJobDecided } from './held-job.presenter.js';
import { requestNotFound } from '../lifecycle/errors.js';

export interface HeldJobsRoutesDeps {
  db: Knex;
  auth: Auth;
}

/** The jobs of suspended or rejected technicians, and the admin's decision on each. */
export function heldJobsRoutes({ db, auth }: HeldJobsRoutesDeps): Router {
  const router = new Router();
  const admin = auth.requireRole('admin');

  router.get(
    '/admin/held-jobs',
    handle({ auth: admin, query: heldJobsQuerySchema }, async (ctx, { query }) => {
      const rows = await listHeldJobs(db, query.technicianId);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { jobs: rows.map(presentHeldJob) };
    }),
  );

  router.post(
    '/admin/held-jobs/:requestId/decision',
    handle(
      {
        auth: admin,
        body: heldJobDecisionSchema,
        ...pathParams(serviceRequestEndpoints, 'decideHeldJob', requestNotFound),
      },
      async (ctx, { auth: caller, body, params }) => {
        const decided = await decideHeldJob(db, signedInUser(caller), {
          requestId: params.requestId,
          decision: body.decision,
        });
        ctx.body = presentHeldJobDecided(decided, body.decision);
      },
    ),
  );

  return router;
}
