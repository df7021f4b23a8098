import Router from '@koa/router';
import { serviceRequestEndpoints } from '@rha/contracts/endpoints';
import { newRatingSchema } from '@rha/contracts';
import { callerOf, handle, pathParams, signedInUser, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import type { CompanyApi } from '../clients/company.js';
import { rateAsCompany, rateAsTechnician } from './ratings.js';
import { requestNotFound } from '../lifecycle/errors.js';

export interface RatingsRoutesDeps {
  db: Knex;
  auth: Auth;
  company: CompanyApi;
}

/** Each side of a completed job rates the other: the company its technician, and back. */
export function ratingsRoutes({ db, auth, company }: RatingsRoutesDeps): Router {
  const router = new Router();

  // An admin reads every rating but gives none: only the two sides of the job rate.
  router.post(
    '/service-requests/:id/rating',
    handle(
      {
        auth: auth.requireRole('company'),
        body: newRatingSchema,
        ...pathParams(serviceRequestEndpoints, 'rateServiceRequest', requestNotFound),
      },
      async (ctx, input) => {
        ctx.status = 201;
        ctx.body = await rateAsCompany(
          db,
          {
            role: 'company',
            user: signedInUser(input.auth),
            company: company.forCaller(callerOf(ctx)),
          },
          { id: input.params.id, rating: input.body, correlationId: ctx.state.requestId },
        );
      },
    ),
  );

  router.post(
    '/technicians/me/jobs/:requestId/rating',
    handle(
      {
        auth: auth.requireRole('technician'),
        body: newRatingSchema,
        ...pathParams(serviceRequestEndpoints, 'rateTechnicianJob', requestNotFound),
      },
      async (ctx, input) => {
        ctx.status = 201;
        ctx.body = await rateAsTechnician(db, signedInUser(input.auth), {
          id: input.params.requestId,
          rating: input.body,
          correlationId: ctx.state.requestId,
        });
      },
    ),
  );

  return router;
}
