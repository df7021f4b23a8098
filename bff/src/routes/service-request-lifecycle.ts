import Router from '@koa/router';
import { requestCancellationSchema, sendBackSchema, warrantyReopenSchema } from '@rha/contracts';
import { callerOf, handle, type Auth } from '@rha/kit';
import type { ServiceRequestApi } from '../clients/service-request.js';

export interface ServiceRequestLifecycleRoutesDeps {
  auth: Auth;
  serviceRequests: ServiceRequestApi;
}

/**
 * One request's page and its actions: Cancel, and the review of the work done (approve or send
 * back), for its company or an admin; the warranty reopen, for its company alone. The roles are
 * checked here to spare a hop; whose the request is and whether its status allows the move only the
 * service-request service knows, and its 404 and 409 reach the browser as they are.
 */
export function serviceRequestLifecycleRoutes({
  auth,
  serviceRequests,
}: ServiceRequestLifecycleRoutesDeps): Router {
  const router = new Router();
  const companyOrAdmin = auth.requireRole('company', 'admin');
  const company = auth.requireRole('company');

  router.get(
    '/api/service-requests/:id',
    handle({ auth: companyOrAdmin }, async (ctx) => {
      const details = await serviceRequests.details(callerOf(ctx), ctx.params.id ?? '');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = details;
    }),
  );

  router.post(
    '/api/service-requests/:id/cancel',
    handle({ auth: companyOrAdmin, body: requestCancellationSchema }, async (ctx, { body }) => {
      ctx.body = await serviceRequests.cancel(callerOf(ctx), ctx.params.id ?? '', body);
    }),
  );

  router.post(
    '/api/service-requests/:id/approve',
    handle({ auth: companyOrAdmin }, async (ctx) => {
      ctx.body = await serviceRequests.approve(callerOf(ctx), ctx.params.id ?? '');
    }),
  );

  router.post(
    '/api/service-requests/:id/send-back',
    handle({ auth: companyOrAdmin, body: sendBackSchema }, async (ctx, { body }) => {
      ctx.body = await serviceRequests.sendBack(callerOf(ctx), ctx.params.id ?? '', body);
    }),
  );

  router.post(
    '/api/service-requests/:id/reopen',
    handle({ auth: company, body: warrantyReopenSchema }, async (ctx, { body }) => {
      ctx.body = await serviceRequests.reopen(callerOf(ctx), ctx.params.id ?? '', body);
    }),
  );

  return router;
}
