import Router from '@koa/router';
import { payoutRecordSchema } from '@rha/contracts/schemas';
import { billingEarningsEndpoints } from '@rha/contracts/endpoints';
import { IDEMPOTENCY_KEY_HEADER } from '@rha/contracts';
import { answerIdempotently, handle, pathParams, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { technicianPayList } from '../domain/pay-views.js';
import { recordPayout } from '../domain/payouts.js';
import { paymentKey } from './admin-invoices.js';

export interface AdminPayRoutesDeps {
  db: Knex;
  auth: Auth;
}

export function adminPayRoutes({ db, auth }: AdminPayRoutesDeps): Router {
  const router = new Router();
  const adminRole = auth.requireRole('admin');

  router.get(
    '/admin/pay',
    handle({ auth: adminRole }, async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { technicians: await technicianPayList(db) };
    }),
  );

  router.post(
    '/admin/technicians/:technicianId/payouts',
    handle(
      {
        auth: adminRole,
        body: payoutRecordSchema,
        ...pathParams(billingEarningsEndpoints, 'recordTechnicianPayout'),
      },
      async (ctx, input) => {
        const key = paymentKey(ctx.get(IDEMPOTENCY_KEY_HEADER));
        await answerIdempotently(ctx, db, input.auth.subject, async (keyed) =>
          keyed.transaction(async (trx) => {
            const payout = await recordPayout(trx, input.params.technicianId, input.body, {
              key,
              recordedBy: input.auth.subject,
              recordedAt: new Date(),
            });
            return { status: 201, body: { payout } };
          }),
        );
      },
    ),
  );

  return router;
}
