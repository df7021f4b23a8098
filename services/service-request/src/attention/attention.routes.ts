import Router from '@koa/router';
import { callerOf, handle, signedInUser, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import type { CompanyApi } from '../clients/company.js';
import { attentionFor } from './attention.js';
import { presentAttention } from './attention.presenter.js';

export interface AttentionRoutesDeps {
  db: Knex;
  auth: Auth;
  company: CompanyApi;
}

/** What waits for the caller; the domain narrows it to what their role and ownership allow. */
export function attentionRoutes({ db, auth, company }: AttentionRoutesDeps): Router {
  const router = new Router();

  router.get(
    '/attention',
    handle({ auth: auth.requireRole('company', 'technician', 'admin') }, async (ctx, input) => {
      const parts = await attentionFor(db, {
        user: signedInUser(input.auth),
        company: company.forCaller(callerOf(ctx)),
      });
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentAttention(parts);
    }),
  );

  return router;
}
