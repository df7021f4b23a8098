import Router from '@koa/router';
import {
  directAssignmentSchema,
  dispatchCandidatesQuerySchema,
  dispatchOffersSchema,
  heldJobDecisionSchema,
  heldJobsQuerySchema,
  smartDispatchSettingSchema,
  weatherHoldSchema,
} from '@rha/contracts';
import { callerOf, handle, type Auth } from '@rha/kit';
import type { DispatchApi } from '../clients/dispatch.js';
import type { TechnicianApi } from '../clients/technician.js';

export interface AdminDispatchRoutesDeps {
  auth: Auth;
  technician: TechnicianApi;
  dispatch: DispatchApi;
}

/**
 * The Admin Dashboard's dispatch paths. The role is checked here and again by the service that
 * owns the data: the technician service ranks the candidates, the service-request service keeps
 * the queue, the offers and each request's status, and its 404 and 409 reach the browser as they are.
 */
export function adminDispatchRoutes({
  auth,
  technician,
  dispatch,
}: AdminDispatchRoutesDeps): Router {
  const router = new Router();
  const admin = auth.requireRole('admin');

  router.get(
    '/api/admin/dispatch/candidates',
    handle({ auth: admin, query: dispatchCandidatesQuerySchema }, async (ctx, { query }) => {
      const ranked = await technician.dispatchCandidates(callerOf(ctx), query);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = ranked;
    }),
  );

  router.get(
    '/api/admin/dispatch/queue',
    handle({ auth: admin }, async (ctx) => {
      const queue = await dispatch.queue(callerOf(ctx));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = queue;
    }),
  );

  router.get(
    '/api/admin/dispatch/in-progress',
    handle({ auth: admin }, async (ctx) => {
      const inProgress = await dispatch.inProgress(callerOf(ctx));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = inProgress;
    }),
  );

  router.get(
    '/api/admin/held-jobs',
    handle({ auth: admin, query: heldJobsQuerySchema }, async (ctx, { query }) => {
      const held = await dispatch.heldJobs(callerOf(ctx), query.technicianId);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = held;
    }),
  );

  router.post(
    '/api/admin/held-jobs/:requestId/decision',
    handle({ auth: admin, body: heldJobDecisionSchema }, async (ctx, { body }) => {
      ctx.body = await dispatch.decideHeldJob(callerOf(ctx), ctx.params.requestId ?? '', body);
    }),
  );

  router.post(
    '/api/admin/service-requests/:id/offers',
    handle({ auth: admin, body: dispatchOffersSchema }, async (ctx, { body }) => {
      ctx.body = await dispatch.offer(callerOf(ctx), ctx.params.id ?? '', body);
    }),
  );

  router.post(
    '/api/admin/service-requests/:id/assign',
    handle({ auth: admin, body: directAssignmentSchema }, async (ctx, { body }) => {
      ctx.body = await dispatch.assign(callerOf(ctx), ctx.params.id ?? '', body);
    }),
  );

  router.put(
    '/api/admin/service-requests/:id/smart-dispatch',
    handle({ auth: admin, body: smartDispatchSettingSchema }, async (ctx, { body }) => {
      ctx.body = await dispatch.setSmartDispatch(callerOf(ctx), ctx.params.id ?? '', body);
    }),
  );

  router.post(
    '/api/admin/service-requests/:id/hold',
    handle({ auth: admin, body: weatherHoldSchema }, async (ctx, { body }) => {
      ctx.body = await dispatch.hold(callerOf(ctx), ctx.params.id ?? '', body);
    }),
  );

  router.post(
    '/api/admin/service-requests/:id/resume',
    handle({ auth: admin }, async (ctx) => {
      ctx.body = await dispatch.resume(callerOf(ctx), ctx.params.id ?? '');
    }),
  );

  return router;
}
