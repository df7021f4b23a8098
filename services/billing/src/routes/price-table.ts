import Router from '@koa/router';
import { priceTableSchema } from '@rha/contracts/schemas';
import { handle, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { currentPriceTable, savePriceTable } from '../domain/price-table.js';

export interface PriceTableRoutesDeps {
  db: Knex;
  auth: Auth;
}

/** Everyone signed in prices with the same table; only an admin changes it. */
export function priceTableRoutes({ db, auth }: PriceTableRoutesDeps): Router {
  const router = new Router();

  router.get(
    '/price-table',
    handle({ auth: auth.requireRole('company', 'technician', 'admin') }, async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await currentPriceTable(db);
    }),
  );

  router.put(
    '/admin/price-table',
    handle({ auth: auth.requireRole('admin'), body: priceTableSchema }, async (ctx, input) => {
      ctx.body = await savePriceTable(db, input.body, {
        subject: input.auth.subject,
        at: new Date(),
      });
    }),
  );

  return router;
}
