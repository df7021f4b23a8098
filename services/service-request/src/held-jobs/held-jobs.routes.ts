import Router from '@koa/router';
import { heldJobDecisionSchema, heldJobsQuerySchema } from '@rha/contracts';
import { handle, signedInUser, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { decideHeldJob, listHeldJobs } from './held-jobs.js';
import { presentHeldJob, presentHeldJobDecided } from './held-job.presenter.js';

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
    handle({ auth: admin, body: heldJobDecisionSchema }, async (ctx, { auth: caller, body }) => {
      const decided = await decideHeldJob(db, signedInUser(caller), {
        requestId: ctx.params.requestId ?? '',
        decision: body.decision,
      });
      ctx.body = presentHeldJobDecided(decided, body.decision);
    }),
  );

  return router;
}
