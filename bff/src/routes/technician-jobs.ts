import Router from '@koa/router';
import {
  checkInSchema,
  checkOutSchema,
  offerAcceptanceSchema,
  offerDeclineSchema,
  serviceLogEntrySchema,
  weatherHoldSchema,
} from '@rha/contracts';
import { callerOf, handle, type Auth } from '@rha/kit';
import type { DispatchApi } from '../clients/dispatch.js';

export interface TechnicianJobsRoutesDeps {
  auth: Auth;
  dispatch: DispatchApi;
}

/**
 * The technician's Jobs tab: offers to accept or decline, the jobs they hold and the work on site
 * (check-in, service log, check-out). Bodies are
 * checked here with the shared schemas and again by the service-request service, which alone knows
 * whose offer or job it is and whether it is still open; its 404 and 409 (a job another technician
 * took first) reach the browser with their messages.
 */
export function technicianJobsRoutes({ auth, dispatch }: TechnicianJobsRoutesDeps): Router {
  const router = new Router();
  const technicianRole = auth.requireRole('technician');

  router.get(
    '/api/technicians/jobs',
    handle({ auth: technicianRole }, async (ctx) => {
      const jobs = await dispatch.jobs(callerOf(ctx));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = jobs;
    }),
  );

  router.post(
    '/api/technicians/offers/:offerId/accept',
    handle({ auth: technicianRole, body: offerAcceptanceSchema }, async (ctx, { body }) => {
      ctx.body = await dispatch.accept(callerOf(ctx), ctx.params.offerId ?? '', body);
    }),
  );

  router.post(
    '/api/technicians/offers/:offerId/decline',
    handle({ auth: technicianRole, body: offerDeclineSchema }, async (ctx, { body }) => {
      await dispatch.decline(callerOf(ctx), ctx.params.offerId ?? '', body);
      ctx.status = 204;
    }),
  );

  router.post(
    '/api/technicians/jobs/:requestId/hold',
    handle({ auth: technicianRole, body: weatherHoldSchema }, async (ctx, { body }) => {
      ctx.body = await dispatch.holdJob(callerOf(ctx), ctx.params.requestId ?? '', body);
    }),
  );

  router.post(
    '/api/technicians/jobs/:requestId/resume',
    handle({ auth: technicianRole }, async (ctx) => {
      ctx.body = await dispatch.resumeJob(callerOf(ctx), ctx.params.requestId ?? '');
    }),
  );

  router.post(
    '/api/technicians/jobs/:requestId/check-in',
    handle({ auth: technicianRole, body: checkInSchema }, async (ctx, { body }) => {
      ctx.body = await dispatch.checkIn(callerOf(ctx), ctx.params.requestId ?? '', body);
    }),
  );

  router.post(
    '/api/technicians/jobs/:requestId/log',
    handle({ auth: technicianRole, body: serviceLogEntrySchema }, async (ctx, { body }) => {
      const added = await dispatch.addLogEntry(callerOf(ctx), ctx.params.requestId ?? '', body);
      ctx.status = added.created ? 201 : 200;
      ctx.body = added.entry;
    }),
  );

  router.post(
    '/api/technicians/jobs/:requestId/check-out',
    handle({ auth: technicianRole, body: checkOutSchema }, async (ctx, { body }) => {
      ctx.body = await dispatch.checkOut(callerOf(ctx), ctx.params.requestId ?? '', body);
    }),
  );

  return router;
}
