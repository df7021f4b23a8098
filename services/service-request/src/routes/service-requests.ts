import Router from '@koa/router';
import { messages, serviceRequestSchema, type ServiceRequest } from '@rha/contracts';
import { problems, validate, type Auth, type AuthContext } from '@rha/kit';
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

  router.post(
    '/service-requests',
    auth.requireRole('company'),
    validate({ body: serviceRequestSchema }),
    async (ctx) => {
      const caller = ctx.state.auth as AuthContext;
      const outcome = await submitServiceRequest(
        db,
        company.forCaller({
          token: caller.token,
          requestId: ctx.state.requestId,
          log: ctx.state.log,
        }),
        {
          submitter: submitterOf(caller),
          answers: ctx.state.body as ServiceRequest,
          correlationId: ctx.state.requestId,
        },
      );
      switch (outcome.kind) {
        case 'unknown_location':
          // Also what a location of another company gets: its existence is not revealed.
          throw problems.validation([
            { field: 'location', message: messages.serviceRequest.locationRequired },
          ]);
        case 'ticket_numbers_exhausted':
          throw problems.conflict(
            'ticket_numbers_exhausted',
            'Every ticket number of this date is taken; open the form again for a new one.',
          );
        case 'stored':
        case 'replayed':
          ctx.status = outcome.kind === 'stored' ? 201 : 200;
          ctx.body = presentStored(outcome.request);
      }
    },
  );

  router.get('/service-requests', auth.requireRole('company'), async (ctx) => {
    const { subject } = ctx.state.auth as AuthContext;
    const rows = await listOwnServiceRequests(db, subject);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map(presentSummary);
  });

  return router;
}

/** The event names who submitted; an account without an e-mail cannot be answered, so it is refused. */
function submitterOf({ subject, claims }: AuthContext): Submitter {
  const email = claims.email?.trim() ?? '';
  if (email === '') {
    throw problems.forbidden(
      'Submitting a service request needs an account with an e-mail address.',
    );
  }
  const joinedName = [claims.given_name, claims.family_name].filter(Boolean).join(' ');
  return { subject, email, fullName: claims.name?.trim() || joinedName };
}
