import Router from '@koa/router';
import { serviceRequestSchema } from '@rha/contracts';
import { callerOf, handle, type Auth, type AuthContext } from '@rha/kit';
import type { Knex } from 'knex';
import type { CompanyApi } from '../clients/company.js';
import {
  listOwnServiceRequests,
  submitServiceRequest,
  type Submitter,
} from '../domain/service-requests.js';
import { presentStored, presentSummary } from '../presenters/service-request.js';

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
      const outcome = await submitServiceRequest(db, company.forCaller(callerOf(ctx)), {
        submitter: submitterOf(input.auth),
        answers: input.body,
        correlationId: ctx.state.requestId,
      });
      ctx.status = outcome.kind === 'stored' ? 201 : 200;
      ctx.body = presentStored(outcome.request);
    }),
  );

  router.get(
    '/service-requests',
    handle({ auth: companyRole }, async (ctx, input) => {
      const rows = await listOwnServiceRequests(db, input.auth.subject);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = rows.map(presentSummary);
    }),
  );

  return router;
}

/** The submitter as the token names them; the domain decides whether they may submit. */
function submitterOf({ subject, claims }: AuthContext): Submitter {
  const joinedName = [claims.given_name, claims.family_name].filter(Boolean).join(' ');
  return {
    subject,
    email: claims.email?.trim() ?? '',
    fullName: claims.name?.trim() || joinedName,
  };
}
