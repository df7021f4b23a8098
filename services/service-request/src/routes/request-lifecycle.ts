import Router from '@koa/router';
import { requestCancellationSchema } from '@rha/contracts';
import { callerOf, handle, signedInUser, type Auth, type AuthContext } from '@rha/kit';
import type { Knex } from 'knex';
import type Koa from 'koa';
import type { CompanyApi } from '../clients/company.js';
import { cancelRequest, requestDetails, type RequestActor } from '../domain/request-lifecycle.js';
import { presentDetails } from '../presenters/request-details.js';

export interface RequestLifecycleRoutesDeps {
  db: Knex;
  auth: Auth;
  company: CompanyApi;
}

/** One request's details and moves, for its company or an admin. */
export function requestLifecycleRoutes({ db, auth, company }: RequestLifecycleRoutesDeps): Router {
  const router = new Router();
  const companyOrAdmin = auth.requireRole('company', 'admin');

  // An admin acts as an admin even when the token also names a company: they may see any request.
  const actorOf = (ctx: Koa.Context, caller: AuthContext): RequestActor => ({
    role: caller.roles.includes('admin') ? 'admin' : 'company',
    user: signedInUser(caller),
    company: company.forCaller(callerOf(ctx)),
  });

  router.get(
    '/service-requests/:id',
    handle({ auth: companyOrAdmin }, async (ctx, input) => {
      const details = await requestDetails(db, actorOf(ctx, input.auth), ctx.params.id ?? '');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentDetails(details);
    }),
  );

  router.post(
    '/service-requests/:id/cancel',
    handle({ auth: companyOrAdmin, body: requestCancellationSchema }, async (ctx, input) => {
      const details = await cancelRequest(db, actorOf(ctx, input.auth), {
        id: ctx.params.id ?? '',
        reason: input.body.reason,
        correlationId: ctx.state.requestId,
      });
      ctx.body = presentDetails(details);
    }),
  );

  return router;
}
