import Router from '@koa/router';
import { serviceRequestSiteCostEndpoints as endpoints } from '@rha/contracts/endpoints';
import { moreHoursAskSchema, newJobCostSchema, siteFactsSchema } from '@rha/contracts';
import { callerOf, handle, pathParams, signedInUser, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import type Koa from 'koa';
import type { CompanyApi } from '../clients/company.js';
import { requestNotFound } from '../lifecycle/errors.js';
import type { JobCaller } from '../lifecycle/job-parties.js';
import type { SignedInUser } from '@rha/kit';
import { presentSiteCosts } from './site-costs.presenter.js';
import {
  askMoreHours,
  decideMoreHours,
  logCost,
  readSiteCosts,
  removeCost,
  setSiteFacts,
} from './site-costs.js';

export interface SiteCostsRoutesDeps {
  db: Knex;
  auth: Auth;
  company: CompanyApi;
}

/**
 * A job's time and money on site: its technician logs them, the company decides asks for more
 * hours, and every party reads where they stand. Each write answers the job's site costs anew.
 */
export function siteCostsRoutes({ db, auth, company }: SiteCostsRoutesDeps): Router {
  const router = new Router();
  const anyParty = auth.requireRole('company', 'technician', 'admin');
  const technician = auth.requireRole('technician');
  const reviewer = auth.requireRole('company', 'admin');

  const callerFor = (ctx: Koa.Context, user: SignedInUser): JobCaller => ({
    user,
    company: company.forCaller(callerOf(ctx)),
  });

  const answer = async (ctx: Koa.Context, user: SignedInUser, requestId: string) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentSiteCosts(await readSiteCosts(db, callerFor(ctx, user), requestId));
  };

  router.get(
    '/service-requests/:id/site-costs',
    handle(
      { auth: anyParty, ...pathParams(endpoints, 'getSiteCosts', requestNotFound) },
      async (ctx, input) => {
        await answer(ctx, signedInUser(input.auth), input.params.id);
      },
    ),
  );

  router.post(
    '/service-requests/:id/costs',
    handle(
      {
        auth: technician,
        body: newJobCostSchema,
        ...pathParams(endpoints, 'logJobCost', requestNotFound),
      },
      async (ctx, input) => {
        const user = signedInUser(input.auth);
        await logCost(db, user, { requestId: input.params.id, cost: input.body });
        await answer(ctx, user, input.params.id);
        ctx.status = 201;
      },
    ),
  );

  router.delete(
    '/service-requests/:id/costs/:costId',
    handle(
      { auth: technician, ...pathParams(endpoints, 'removeJobCost', requestNotFound) },
      async (ctx, input) => {
        const user = signedInUser(input.auth);
        await removeCost(db, user, { requestId: input.params.id, costId: input.params.costId });
        await answer(ctx, user, input.params.id);
      },
    ),
  );

  router.put(
    '/service-requests/:id/site-facts',
    handle(
      {
        auth: technician,
        body: siteFactsSchema,
        ...pathParams(endpoints, 'setSiteFacts', requestNotFound),
      },
      async (ctx, input) => {
        const user = signedInUser(input.auth);
        await setSiteFacts(db, user, { requestId: input.params.id, facts: input.body });
        await answer(ctx, user, input.params.id);
      },
    ),
  );

  router.post(
    '/service-requests/:id/more-hours',
    handle(
      {
        auth: technician,
        body: moreHoursAskSchema,
        ...pathParams(endpoints, 'askMoreHours', requestNotFound),
      },
      async (ctx, input) => {
        const user = signedInUser(input.auth);
        await askMoreHours(db, user, { requestId: input.params.id, ask: input.body });
        await answer(ctx, user, input.params.id);
        ctx.status = 201;
      },
    ),
  );

  for (const [verb, status, operationId] of [
    ['approve', 'approved', 'approveMoreHours'],
    ['decline', 'declined', 'declineMoreHours'],
  ] as const) {
    router.post(
      `/service-requests/:id/more-hours/:askId/${verb}`,
      handle(
        { auth: reviewer, ...pathParams(endpoints, operationId, requestNotFound) },
        async (ctx, input) => {
          const user = signedInUser(input.auth);
          const actor = {
            role: user.roles.includes('admin') ? ('admin' as const) : ('company' as const),
            user,
            company: company.forCaller(callerOf(ctx)),
          };
          await decideMoreHours(db, actor, {
            requestId: input.params.id,
            askId: input.params.askId,
            status,
          });
          await answer(ctx, user, input.params.id);
        },
      ),
    );
  }

  return router;
}
