import Router from '@koa/router';
import { invoiceListQuerySchema } from '@rha/contracts/schemas';
import { billingEndpoints } from '@rha/contracts/endpoints';
import { handle, pathParams, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { invoiceNotFound } from '../domain/errors.js';
import { getInvoice, listInvoices } from '../domain/invoice-views.js';
import { sendPdf } from './send-pdf.js';

export interface OwnInvoicesRoutesDeps {
  db: Knex;
  auth: Auth;
}

/** A company's own documents: the token's subject is the company's owner, the only filter. */
export function ownInvoicesRoutes({ db, auth }: OwnInvoicesRoutesDeps): Router {
  const router = new Router();
  const companyRole = auth.requireRole('company');

  router.get(
    '/invoices/me',
    handle({ auth: companyRole, query: invoiceListQuerySchema }, async (ctx, input) => {
      const invoices = await listInvoices(db, {
        companyKeycloakId: input.auth.subject,
        status: input.query.status,
      });
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { invoices };
    }),
  );

  router.get(
    '/invoices/me/:id/pdf',
    handle(
      {
        auth: companyRole,
        ...pathParams(billingEndpoints, 'getOwnInvoicePdf', invoiceNotFound),
      },
      async (ctx, input) => {
        const invoice = await getInvoice(db, input.params.id, {
          companyKeycloakId: input.auth.subject,
        });
        await sendPdf(ctx, invoice);
      },
    ),
  );

  return router;
}
