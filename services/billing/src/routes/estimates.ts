import Router from '@koa/router';
import { estimateAnswersSchema } from '@rha/contracts/schemas';
import { billingEstimateEndpoints } from '@rha/contracts/endpoints';
import { handle, pathParams, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { estimateNotFound, estimateRequest, getEstimate } from '../domain/estimates.js';

export interface EstimateRoutesDeps {
  db: Knex;
  auth: Auth;
}

/** A company estimates and reads its own requests only; an admin reads any. */
export function estimateRoutes({ db, auth }: EstimateRoutesDeps): Router {
  const router = new Router();

  router.put(
    '/requests/:id/estimate',
    handle(
      {
        auth: auth.requireRole('company'),
        body: estimateAnswersSchema,
        ...pathParams(billingEstimateEndpoints, 'putRequestEstimate', estimateNotFound),
      },
      async (ctx, input) => {
        const estimate = await estimateRequest(db, input.params.id, input.body, {
          companyKeycloakId: input.auth.subject,
          at: new Date(),
        });
        ctx.body = { estimate };
      },
    ),
  );

  router.get(
    '/requests/:id/estimate',
    handle(
      {
        auth: auth.requireRole('company', 'admin'),
        ...pathParams(billingEstimateEndpoints, 'getRequestEstimate', estimateNotFound),
      },
      async (ctx, input) => {
        const owner = input.auth.roles.includes('admin') ? null : input.auth.subject;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { estimate: await getEstimate(db, input.params.id, owner) };
      },
    ),
  );

  return router;
}
