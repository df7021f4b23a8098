import Router from '@koa/router';
import { handle, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { ownPay } from '../domain/pay-views.js';
import { payoutAccountPage, payoutAccountState } from '../domain/payout-accounts.js';
import type { PaymentProvider } from '../providers/index.js';

export interface OwnPayRoutesDeps {
  db: Knex;
  auth: Auth;
  provider: PaymentProvider;
  /** The web app's origin: the provider's set-up page returns there. */
  publicWebUrl: string;
}

/**
 * A technician's own pay: the token's subject is their technician id, the only filter. The role
 * alone is checked, not the standing, so a suspended technician still sees what they are owed.
 */
export function ownPayRoutes({ db, auth, provider, publicWebUrl }: OwnPayRoutesDeps): Router {
  const router = new Router();

  router.get(
    '/pay/me',
    handle({ auth: auth.requireRole('technician') }, async (ctx, input) => {
      ctx.set('Cache-Control', 'no-store');
      const technicianId = input.auth.subject;
      ctx.body = await ownPay(
        db,
        technicianId,
        await payoutAccountState(db, provider, technicianId),
      );
    }),
  );

  router.post(
    '/pay/me/payout-account',
    handle({ auth: auth.requireRole('technician') }, async (ctx, input) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        url: await payoutAccountPage(db, provider, input.auth.subject, publicWebUrl),
      };
    }),
  );

  return router;
}
