import Router from '@koa/router';
import { handle, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { ownPay } from '../domain/pay-views.js';

export interface OwnPayRoutesDeps {
  db: Knex;
  auth: Auth;
}

/**
 * A technician's own pay: the token's subject is their technician id, the only filter. The role
 * alone is checked, not the standing, so a suspended technician still sees what they are owed.
 */
export function ownPayRoutes({ db, auth }: OwnPayRoutesDeps): Router {
  const router = new Router();

  router.get(
    '/pay/me',
    handle({ auth: auth.requireRole('technician') }, async (ctx, input) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await ownPay(db, input.auth.subject);
    }),
  );

  return router;
}
