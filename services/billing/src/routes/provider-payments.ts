import Router from '@koa/router';
import { billingStripeEndpoints } from '@rha/contracts/endpoints';
import { paymentNoticeSchema } from '@rha/contracts/schemas';
import { CURRENCY } from '@rha/contracts';
import { DomainError, handle, pathParams, type Auth, type Logger } from '@rha/kit';
import type { Knex } from 'knex';
import { invoiceNotFound, notAnInvoice, nothingDue } from '../domain/errors.js';
import { getInvoice } from '../domain/invoice-views.js';
import { recordReportedPayment } from '../domain/payments.js';
import type { PaymentProvider } from '../providers/index.js';

export interface ProviderPaymentsRoutesDeps {
  db: Knex;
  auth: Auth;
  logger: Logger;
  provider: PaymentProvider;
}

/** The header Stripe signs its webhooks in. */
export const SIGNATURE_HEADER = 'stripe-signature';

/**
 * A company pays its own invoice through the provider, for the balance the ledger holds; the
 * provider's signed notices record what was paid.
 */
export function providerPaymentsRoutes({
  db,
  auth,
  logger,
  provider,
}: ProviderPaymentsRoutesDeps): Router {
  const router = new Router();
  const log = logger.child({ component: 'payment-notices' });

  router.post(
    '/invoices/me/:id/charge',
    handle(
      {
        auth: auth.requireRole('company'),
        ...pathParams(billingStripeEndpoints, 'chargeOwnInvoice', invoiceNotFound),
      },
      async (ctx, input) => {
        const invoice = await getInvoice(db, input.params.id, {
          companyKeycloakId: input.auth.subject,
        });
        if (invoice.kind !== 'invoice') throw notAnInvoice();
        if (invoice.balanceCents <= 0) throw nothingDue();
        const charge = await provider.chargeInvoice({
          invoiceId: invoice.id,
          number: invoice.number,
          companyId: invoice.companyId,
          amountCents: invoice.balanceCents,
          currency: CURRENCY,
        });
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { charge };
      },
    ),
  );

  router.post(
    '/webhooks/payments',
    handle({ body: paymentNoticeSchema }, async (ctx) => {
      const raw = (ctx.request as { rawBody?: unknown }).rawBody;
      const notice = provider.verifyNotice(
        typeof raw === 'string' ? raw : '',
        ctx.get(SIGNATURE_HEADER),
      );
      ctx.body = { received: true };
      if (notice.kind === 'ignored') return;
      try {
        const recorded = await db.transaction((trx) => recordReportedPayment(trx, notice.payment));
        log.info({ ...notice.payment, ...recorded }, 'reported payment recorded');
      } catch (error) {
        // A notice the ledger refuses (an unknown or settled invoice) is not made right by the
        // provider sending it again: it is answered, and left for an admin to reconcile.
        if (!(error instanceof DomainError)) throw error;
        log.error({ ...notice.payment, code: error.code }, 'reported payment not recorded');
      }
    }),
  );

  return router;
}
