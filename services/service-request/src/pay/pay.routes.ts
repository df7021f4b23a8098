import Router from '@koa/router';
import { serviceRequestPayofferEndpoints as endpoints } from '@rha/contracts/endpoints';
import { counterDecisionSchema, counterOfferSchema, jobPaySchema } from '@rha/contracts';
import { handle, pathParams, signedInUser, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import type Koa from 'koa';
import type { TechnicianApi } from '../clients/technician.js';
import { offerNotFound, requestNotFound } from '../lifecycle/errors.js';
import { acceptCounterOffer, counterOffer, declineCounterOffer } from './counter-offers.js';
import { presentCounterOffer } from './counter-offer.presenter.js';
import { counterOfferNotFound } from './pay-errors.js';
import { setRequestPay } from './request-pay.js';

export interface PayRoutesDeps {
  db: Knex;
  auth: Auth;
  technician: TechnicianApi;
}

/** The pay on an offer: the admin sets it, the technician counters it, the admin answers. */
export function payRoutes({ db, auth, technician }: PayRoutesDeps): Router {
  const router = new Router();
  const admin = auth.requireRole('admin');
  const technicianRole = auth.requireRole('technician');
  // Standing is asked with the service credential, as an accept asks it.
  const technicians = (ctx: Koa.Context) =>
    technician.forCaller({ requestId: ctx.state.requestId, log: ctx.state.log });

  router.put(
    '/admin/service-requests/:id/pay',
    handle(
      {
        auth: admin,
        body: jobPaySchema,
        ...pathParams(endpoints, 'setRequestPay', requestNotFound),
      },
      async (ctx, input) => {
        ctx.body = await setRequestPay(db, signedInUser(input.auth), {
          id: input.params.id,
          pay: input.body,
        });
      },
    ),
  );

  router.post(
    '/technicians/me/offers/:offerId/counter',
    handle(
      {
        auth: technicianRole,
        body: counterOfferSchema,
        ...pathParams(endpoints, 'counterOffer', offerNotFound),
      },
      async (ctx, input) => {
        const counter = await counterOffer(db, technicians(ctx), signedInUser(input.auth), {
          offerId: input.params.offerId,
          ...input.body,
        });
        ctx.status = 201;
        ctx.body = presentCounterOffer(counter);
      },
    ),
  );

  router.post(
    '/admin/counter-offers/:counterId/accept',
    handle(
      {
        auth: admin,
        ...pathParams(endpoints, 'acceptCounterOffer', counterOfferNotFound),
      },
      async (ctx, input) => {
        const counter = await acceptCounterOffer(db, technicians(ctx), signedInUser(input.auth), {
          counterId: input.params.counterId,
          correlationId: ctx.state.requestId,
        });
        ctx.body = presentCounterOffer(counter);
      },
    ),
  );

  router.post(
    '/admin/counter-offers/:counterId/decline',
    handle(
      {
        auth: admin,
        body: counterDecisionSchema,
        ...pathParams(endpoints, 'declineCounterOffer', counterOfferNotFound),
      },
      async (ctx, input) => {
        const counter = await declineCounterOffer(db, signedInUser(input.auth), {
          counterId: input.params.counterId,
          reason: input.body.reason,
        });
        ctx.body = presentCounterOffer(counter);
      },
    ),
  );

  return router;
}
