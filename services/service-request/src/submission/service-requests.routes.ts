import Router from '@koa/router';
import { serviceRequestSchema } from '@rha/contracts';
import { answerIdempotently, callerOf, handle, signedInUser, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import type { CompanyApi } from '../clients/company.js';
import { ownServiceRequestsQuerySchema } from '@rha/contracts/schemas';
import { ownRequestsPage } from './own-requests.repo.js';
import { submitServiceRequest } from './service-requests.js';
import { presentStored, presentSummary } from './service-request.presenter.js';

export interface ServiceRequestsRoutesDeps {
  db: Knex;
  auth: Auth;
  company: CompanyApi;
}

export function serviceRequestsRoutes({ db, auth, company }: ServiceRequestsRoutesDeps): Router {
  const router = new Router();

  const companyRole = auth.requireRole('company');

  router.post(
    '/service-requests',
    handle({ auth: companyRole, body: serviceRequestSchema }, async (ctx, input) => {
      await answerIdempotently(ctx, db, input.auth.subject, async (trx) => {
        const outcome = await submitServiceRequest(trx, company.forCaller(callerOf(ctx)), {
          submitter: signedInUser(input.auth),
          answers: input.body,
          correlationId: ctx.state.requestId,
        });
        return {
          status: outcome.kind === 'stored' ? 201 : 200,
          body: presentStored(outcome.request),
        };
      });
    }),
  );

  router.get(
    '/service-requests',
    handle({ auth: companyRole, query: ownServiceRequestsQuerySchema }, async (ctx, input) => {
      const page = await ownRequestsPage(db, input.auth.subject, input.query);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { items: page.items.map(presentSummary), nextCursor: page.nextCursor };
    }),
  );

  return router;
}
