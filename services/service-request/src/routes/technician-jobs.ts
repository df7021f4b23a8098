import Router from '@koa/router';
import { offerAcceptanceSchema, offerDeclineSchema, weatherHoldSchema } from '@rha/contracts';
import { handle, signedInUser, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { acceptOffer, declineOffer } from '../domain/acceptance.js';
import { holdRequest, resumeRequest } from '../domain/holds.js';
import { technicianJobs } from '../domain/technician-jobs.js';
import { presentAssignedJob, presentOfferedJob } from '../presenters/technician-job.js';

export interface TechnicianJobsRoutesDeps {
  db: Knex;
  auth: Auth;
}

/** A technician's offers and jobs: only ever their own, by the token's subject. */
export function technicianJobsRoutes({ db, auth }: TechnicianJobsRoutesDeps): Router {
  const router = new Router();
  const technician = auth.requireRole('technician');

  router.get(
    '/technicians/me/jobs',
    handle({ auth: technician }, async (ctx, input) => {
      const list = await technicianJobs(db, signedInUser(input.auth));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        offers: list.offers.map(presentOfferedJob),
        jobs: list.jobs.map(presentAssignedJob),
      };
    }),
  );

  router.post(
    '/technicians/me/offers/:offerId/accept',
    handle({ auth: technician, body: offerAcceptanceSchema }, async (ctx, input) => {
      const request = await acceptOffer(db, signedInUser(input.auth), {
        offerId: ctx.params.offerId ?? '',
        eta: input.body.eta,
        correlationId: ctx.state.requestId,
      });
      ctx.body = presentAssignedJob(request);
    }),
  );

  router.post(
    '/technicians/me/offers/:offerId/decline',
    handle({ auth: technician, body: offerDeclineSchema }, async (ctx, input) => {
      await declineOffer(db, signedInUser(input.auth), {
        offerId: ctx.params.offerId ?? '',
        reason: input.body.reason,
        note: input.body.note,
      });
      ctx.status = 204;
    }),
  );

  router.post(
    '/technicians/me/jobs/:requestId/hold',
    handle({ auth: technician, body: weatherHoldSchema }, async (ctx, input) => {
      const { request } = await holdRequest(
        db,
        { role: 'technician', user: signedInUser(input.auth) },
        {
          id: ctx.params.requestId ?? '',
          reason: input.body.reason,
          eta: input.body.eta,
          correlationId: ctx.state.requestId,
        },
      );
      ctx.body = presentAssignedJob(request);
    }),
  );

  router.post(
    '/technicians/me/jobs/:requestId/resume',
    handle({ auth: technician }, async (ctx, input) => {
      const { request } = await resumeRequest(
        db,
        { role: 'technician', user: signedInUser(input.auth) },
        { id: ctx.params.requestId ?? '', correlationId: ctx.state.requestId },
      );
      ctx.body = presentAssignedJob(request);
    }),
  );

  return router;
}
