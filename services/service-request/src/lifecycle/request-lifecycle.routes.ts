import Router from '@koa/router';
import { serviceRequestEndpoints } from '@rha/contracts/endpoints';
import { requestCancellationSchema, sendBackSchema, warrantyReopenSchema } from '@rha/contracts';
import { callerOf, handle, pathParams, signedInUser, type Auth, type AuthContext } from '@rha/kit';
import type { Knex } from 'knex';
import type Koa from 'koa';
import type { CompanyApi } from '../clients/company.js';
import { approveWork } from '../on-site/approval.js';
import { cancelRequest, requestDetails, type RequestActor } from './request-lifecycle.js';
import { sendBack } from '../on-site/send-back.js';
import { reopenUnderWarranty } from '../on-site/warranty-reopen.js';
import { presentDetails } from './request-details.presenter.js';
import { requestNotFound } from './errors.js';

export interface RequestLifecycleRoutesDeps {
  db: Knex;
  auth: Auth;
  company: CompanyApi;
}

/** One request's details and moves, for its company or an admin. */
export function requestLifecycleRoutes({ db, auth, company }: RequestLifecycleRoutesDeps): Router {
  const router = new Router();
  const companyOrAdmin = auth.requireRole('company', 'admin');
  const companyOnly = auth.requireRole('company');

  // An admin acts as an admin even when the token also names a company: they may see any request.
  const actorOf = (ctx: Koa.Context, caller: AuthContext): RequestActor => ({
    role: caller.roles.includes('admin') ? 'admin' : 'company',
    user: signedInUser(caller),
    company: company.forCaller(callerOf(ctx)),
  });

  router.get(
    '/service-requests/:id',
    handle(
      {
        auth: companyOrAdmin,
        ...pathParams(serviceRequestEndpoints, 'getServiceRequest', requestNotFound),
      },
      async (ctx, input) => {
        const details = await requestDetails(db, actorOf(ctx, input.auth), input.params.id);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = presentDetails(details);
      },
    ),
  );

  router.post(
    '/service-requests/:id/cancel',
    handle(
      {
        auth: companyOrAdmin,
        body: requestCancellationSchema,
        ...pathParams(serviceRequestEndpoints, 'cancelServiceRequest', requestNotFound),
      },
      async (ctx, input) => {
        const details = await cancelRequest(db, actorOf(ctx, input.auth), {
          id: input.params.id,
          reason: input.body.reason,
          correlationId: ctx.state.requestId,
        });
        ctx.body = presentDetails(details);
      },
    ),
  );

  router.post(
    '/service-requests/:id/approve',
    handle(
      {
        auth: companyOrAdmin,
        ...pathParams(serviceRequestEndpoints, 'approveServiceRequest', requestNotFound),
      },
      async (ctx, input) => {
        const details = await approveWork(db, actorOf(ctx, input.auth), {
          id: input.params.id,
          correlationId: ctx.state.requestId,
        });
        ctx.body = presentDetails(details);
      },
    ),
  );

  router.post(
    '/service-requests/:id/send-back',
    handle(
      {
        auth: companyOrAdmin,
        body: sendBackSchema,
        ...pathParams(serviceRequestEndpoints, 'sendBackServiceRequest', requestNotFound),
      },
      async (ctx, input) => {
        const details = await sendBack(db, actorOf(ctx, input.auth), {
          id: input.params.id,
          to: input.body.to,
          reason: input.body.reason,
          correlationId: ctx.state.requestId,
        });
        ctx.body = presentDetails(details);
      },
    ),
  );

  // The warranty is the company's to claim: an admin reopens nothing on its behalf.
  router.post(
    '/service-requests/:id/reopen',
    handle(
      {
        auth: companyOnly,
        body: warrantyReopenSchema,
        ...pathParams(serviceRequestEndpoints, 'reopenServiceRequest', requestNotFound),
      },
      async (ctx, input) => {
        const details = await reopenUnderWarranty(
          db,
          {
            role: 'company',
            user: signedInUser(input.auth),
            company: company.forCaller(callerOf(ctx)),
          },
          { id: input.params.id, reason: input.body.reason, correlationId: ctx.state.requestId },
        );
        ctx.body = presentDetails(details);
      },
    ),
  );

  return router;
}
