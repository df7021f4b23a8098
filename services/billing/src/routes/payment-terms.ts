import Router from '@koa/router';
import { paymentTermsSchema } from '@rha/contracts/schemas';
import { billingQuoteEndpoints } from '@rha/contracts/endpoints';
import { handle, pathParams, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { paymentTermsOf, setPaymentTerms } from '../domain/payment-terms.js';

export interface PaymentTermsRoutesDeps {
  db: Knex;
  auth: Auth;
}

const companyId = (operationId: 'getPaymentTerms' | 'setPaymentTerms') =>
  pathParams(billingQuoteEndpoints, operationId);

/** Each company's payment terms, which only an admin reads or sets. */
export function paymentTermsRoutes({ db, auth }: PaymentTermsRoutesDeps): Router {
  const router = new Router();
  const adminRole = auth.requireRole('admin');

  router.get(
    '/admin/companies/:companyId/payment-terms',
    handle({ auth: adminRole, ...companyId('getPaymentTerms') }, async (ctx, input) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await paymentTermsOf(db, input.params.companyId);
    }),
  );

  router.put(
    '/admin/companies/:companyId/payment-terms',
    handle(
      { auth: adminRole, body: paymentTermsSchema, ...companyId('setPaymentTerms') },
      async (ctx, input) => {
        ctx.body = await setPaymentTerms(
          db,
          input.params.companyId,
          input.body.termsDays,
          input.auth.subject,
        );
      },
    ),
  );

  return router;
}
