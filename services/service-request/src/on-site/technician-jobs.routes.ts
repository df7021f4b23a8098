import Router from '@koa/router';
import { serviceRequestEndpoints } from '@rha/contracts/endpoints';
import {
  checkInSchema,
  checkOutSchema,
  offerAcceptanceSchema,
  offerDeclineSchema,
  serviceLogEntrySchema,
  weatherHoldSchema,
} from '@rha/contracts';
import { technicianJobsQuerySchema, technicianOffersQuerySchema } from '@rha/contracts/schemas';
import { handle, pathParams, signedInUser, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import type { TechnicianApi } from '../clients/technician.js';
import { acceptOffer, declineOffer } from '../dispatch/acceptance.js';
import { checkIn } from './check-in.js';
import { checkOut } from './check-out.js';
import { holdRequest, resumeRequest } from './holds.js';
import type { OnSiteSettings } from './on-site-settings.js';
import { addLogEntry } from './service-log.js';
import { technicianJobs, technicianOffers } from './technician-jobs.js';
import { presentLogEntry } from './job-report.presenter.js';
import { presentAssignedJob, presentOfferedJob } from './technician-job.presenter.js';
import { offerNotFound, requestNotFound } from '../lifecycle/errors.js';

export interface TechnicianJobsRoutesDeps {
  db: Knex;
  auth: Auth;
  onSite: OnSiteSettings;
  technician: TechnicianApi;
}

/** A technician's offers and jobs: only ever their own, by the token's subject. */
export function technicianJobsRoutes({
  db,
  auth,
  onSite,
  technician: technicianApi,
}: TechnicianJobsRoutesDeps): Router {
  const router = new Router();
  const technician = auth.requireRole('technician');

  router.get(
    '/technicians/me/jobs',
    handle({ auth: technician, query: technicianJobsQuerySchema }, async (ctx, input) => {
      const page = await technicianJobs(db, signedInUser(input.auth), input.query);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { items: page.items.map(presentAssignedJob), nextCursor: page.nextCursor };
    }),
  );

  router.get(
    '/technicians/me/offers',
    handle({ auth: technician, query: technicianOffersQuerySchema }, async (ctx, input) => {
      const page = await technicianOffers(db, signedInUser(input.auth), input.query);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { items: page.items.map(presentOfferedJob), nextCursor: page.nextCursor };
    }),
  );

  router.post(
    '/technicians/me/offers/:offerId/accept',
    handle(
      {
        auth: technician,
        body: offerAcceptanceSchema,
        ...pathParams(serviceRequestEndpoints, 'acceptOffer', offerNotFound),
      },
      async (ctx, input) => {
        const technicians = technicianApi.forCaller({
          requestId: ctx.state.requestId,
          log: ctx.state.log,
        });
        const request = await acceptOffer(db, technicians, signedInUser(input.auth), {
          offerId: input.params.offerId,
          eta: input.body.eta,
          correlationId: ctx.state.requestId,
        });
        // Only an offer of a request still waiting can be accepted: nothing is logged on it yet.
        ctx.body = presentAssignedJob({
          request,
          log: [],
          photos: [],
          strokes: new Map(),
          recordings: [],
          ratings: null,
          timeline: [],
        });
      },
    ),
  );

  router.post(
    '/technicians/me/offers/:offerId/decline',
    handle(
      {
        auth: technician,
        body: offerDeclineSchema,
        ...pathParams(serviceRequestEndpoints, 'declineOffer', offerNotFound),
      },
      async (ctx, input) => {
        await declineOffer(db, signedInUser(input.auth), {
          offerId: input.params.offerId,
          reason: input.body.reason,
          note: input.body.note,
        });
        ctx.status = 204;
      },
    ),
  );

  router.post(
    '/technicians/me/jobs/:requestId/hold',
    handle(
      {
        auth: technician,
        body: weatherHoldSchema,
        ...pathParams(serviceRequestEndpoints, 'holdTechnicianJob', requestNotFound),
      },
      async (ctx, input) => {
        const details = await holdRequest(
          db,
          { role: 'technician', user: signedInUser(input.auth) },
          {
            id: input.params.requestId,
            reason: input.body.reason,
            eta: input.body.eta,
            correlationId: ctx.state.requestId,
          },
        );
        ctx.body = presentAssignedJob(details);
      },
    ),
  );

  router.post(
    '/technicians/me/jobs/:requestId/resume',
    handle(
      {
        auth: technician,
        ...pathParams(serviceRequestEndpoints, 'resumeTechnicianJob', requestNotFound),
      },
      async (ctx, input) => {
        const details = await resumeRequest(
          db,
          { role: 'technician', user: signedInUser(input.auth) },
          { id: input.params.requestId, correlationId: ctx.state.requestId },
        );
        ctx.body = presentAssignedJob(details);
      },
    ),
  );

  router.post(
    '/technicians/me/jobs/:requestId/check-in',
    handle(
      {
        auth: technician,
        body: checkInSchema,
        ...pathParams(serviceRequestEndpoints, 'checkInTechnicianJob', requestNotFound),
      },
      async (ctx, input) => {
        const details = await checkIn(db, signedInUser(input.auth), {
          id: input.params.requestId,
          capturedAt: input.body.capturedAt,
          location: input.body.location,
          correlationId: ctx.state.requestId,
        });
        ctx.body = presentAssignedJob(details);
      },
    ),
  );

  router.post(
    '/technicians/me/jobs/:requestId/log',
    handle(
      {
        auth: technician,
        body: serviceLogEntrySchema,
        ...pathParams(serviceRequestEndpoints, 'addServiceLogEntry', requestNotFound),
      },
      async (ctx, input) => {
        const { entry, created } = await addLogEntry(db, signedInUser(input.auth), {
          id: input.params.requestId,
          clientId: input.body.clientId,
          capturedAt: input.body.capturedAt,
          text: input.body.text,
        });
        ctx.status = created ? 201 : 200;
        ctx.body = presentLogEntry(entry);
      },
    ),
  );

  router.post(
    '/technicians/me/jobs/:requestId/check-out',
    handle(
      {
        auth: technician,
        body: checkOutSchema,
        ...pathParams(serviceRequestEndpoints, 'checkOutTechnicianJob', requestNotFound),
      },
      async (ctx, input) => {
        const details = await checkOut(db, signedInUser(input.auth), onSite, {
          id: input.params.requestId,
          capturedAt: input.body.capturedAt,
          workSummary: input.body.workSummary,
          siteFacts: {
            standbyDays: input.body.standbyDays,
            specialVehicleUsed: input.body.specialVehicleUsed,
          },
          correlationId: ctx.state.requestId,
        });
        ctx.body = presentAssignedJob(details);
      },
    ),
  );

  return router;
}
