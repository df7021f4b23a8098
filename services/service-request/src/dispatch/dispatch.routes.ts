import Router from '@koa/router';
import { serviceRequestEndpoints } from '@rha/contracts/endpoints';
import {
  directAssignmentSchema,
  dispatchOffersSchema,
  smartDispatchSettingSchema,
  weatherHoldSchema,
} from '@rha/contracts';
import { dispatchQueueQuerySchema } from '@rha/contracts/schemas';
import { handle, pathParams, signedInUser, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import type Koa from 'koa';
import type { TechnicianApi } from '../clients/technician.js';
import { assignRequest } from './acceptance.js';
import { dispatchQueue } from './dispatch-queue.js';
import type { DispatchSettings } from './dispatch-settings.js';
import { holdRequest, resumeRequest } from '../on-site/holds.js';
import { inProgressRequests } from './in-progress.js';
import { offerRequest } from './offers.js';
import { setSmartDispatch } from './smart-dispatch-switch.js';
import { presentQueueEntry } from './dispatch-queue.presenter.js';
import { presentInProgress } from './in-progress.presenter.js';
import { presentDetails } from '../lifecycle/request-details.presenter.js';
import { requestNotFound } from '../lifecycle/errors.js';

export interface DispatchRoutesDeps {
  db: Knex;
  auth: Auth;
  technician: TechnicianApi;
  settings: DispatchSettings;
}

/** The admin's dispatch: the queue, offers, direct assignment, the smart-dispatch switch, holds. */
export function dispatchRoutes({ db, auth, technician, settings }: DispatchRoutesDeps): Router {
  const router = new Router();
  const admin = auth.requireRole('admin');
  // The ranking is asked with the service credential, never with the admin's token.
  const technicians = (ctx: Koa.Context) =>
    technician.forCaller({ requestId: ctx.state.requestId, log: ctx.state.log });

  router.get(
    '/admin/dispatch/queue',
    handle({ auth: admin, query: dispatchQueueQuerySchema }, async (ctx, input) => {
      const { flagged, ...query } = input.query;
      const page = await dispatchQueue(db, {
        ...query,
        flagged: flagged === undefined ? undefined : flagged === 'true',
      });
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { items: page.entries.map(presentQueueEntry), nextCursor: page.nextCursor };
    }),
  );

  router.get(
    '/admin/dispatch/in-progress',
    handle({ auth: admin }, async (ctx) => {
      const entries = await inProgressRequests(db);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { requests: entries.map(presentInProgress) };
    }),
  );

  router.post(
    '/admin/service-requests/:id/offers',
    handle(
      {
        auth: admin,
        body: dispatchOffersSchema,
        ...pathParams(serviceRequestEndpoints, 'offerServiceRequest', requestNotFound),
      },
      async (ctx, input) => {
        const entry = await offerRequest(
          db,
          technicians(ctx),
          signedInUser(input.auth),
          {
            id: input.params.id,
            technicianIds: input.body.technicianIds,
            correlationId: ctx.state.requestId,
          },
          settings,
        );
        ctx.body = presentQueueEntry(entry);
      },
    ),
  );

  router.post(
    '/admin/service-requests/:id/assign',
    handle(
      {
        auth: admin,
        body: directAssignmentSchema,
        ...pathParams(serviceRequestEndpoints, 'assignServiceRequest', requestNotFound),
      },
      async (ctx, input) => {
        const details = await assignRequest(db, technicians(ctx), signedInUser(input.auth), {
          id: input.params.id,
          technicianId: input.body.technicianId,
          eta: input.body.eta,
          correlationId: ctx.state.requestId,
        });
        ctx.body = presentDetails(details);
      },
    ),
  );

  router.put(
    '/admin/service-requests/:id/smart-dispatch',
    handle(
      {
        auth: admin,
        body: smartDispatchSettingSchema,
        ...pathParams(serviceRequestEndpoints, 'setSmartDispatch', requestNotFound),
      },
      async (ctx, input) => {
        const entry = await setSmartDispatch(db, {
          id: input.params.id,
          smartDispatch: input.body.smartDispatch,
        });
        ctx.body = presentQueueEntry(entry);
      },
    ),
  );

  router.post(
    '/admin/service-requests/:id/hold',
    handle(
      {
        auth: admin,
        body: weatherHoldSchema,
        ...pathParams(serviceRequestEndpoints, 'holdServiceRequest', requestNotFound),
      },
      async (ctx, input) => {
        const details = await holdRequest(
          db,
          { role: 'admin', user: signedInUser(input.auth) },
          {
            id: input.params.id,
            reason: input.body.reason,
            eta: input.body.eta,
            correlationId: ctx.state.requestId,
          },
        );
        ctx.body = presentDetails(details);
      },
    ),
  );

  router.post(
    '/admin/service-requests/:id/resume',
    handle(
      {
        auth: admin,
        ...pathParams(serviceRequestEndpoints, 'resumeServiceRequest', requestNotFound),
      },
      async (ctx, input) => {
        const details = await resumeRequest(
          db,
          { role: 'admin', user: signedInUser(input.auth) },
          { id: input.params.id, correlationId: ctx.state.requestId },
        );
        ctx.body = presentDetails(details);
      },
    ),
  );

  return router;
}
