import Router from '@koa/router';
import { billingFinanceEndpoints } from '@rha/contracts/endpoints';
import { adminInvoiceListQuerySchema, invoiceExportQuerySchema } from '@rha/contracts/schemas';
import { alaskaToday } from '@rha/contracts';
import { handle, pathParams, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { invoiceNotFound } from '../domain/errors.js';
import { exportedInvoices, invoiceDetail, invoicePage } from '../domain/finance.js';
import { invoicesCsv } from '../domain/invoice-csv.js';

export interface FinanceRoutesDeps {
  db: Knex;
  auth: Auth;
}

/** The admin's finance view: the paged list with its totals, one document, and the CSV. */
export function financeRoutes({ db, auth }: FinanceRoutesDeps): Router {
  const router = new Router();
  const adminRole = auth.requireRole('admin');

  router.get(
    '/admin/invoices',
    handle({ auth: adminRole, query: adminInvoiceListQuerySchema }, async (ctx, input) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await invoicePage(db, input.query);
    }),
  );

  // Declared before `/admin/invoices/:id`, which would otherwise take `export.csv` for an id.
  router.get(
    '/admin/invoices/export.csv',
    handle({ auth: adminRole, query: invoiceExportQuerySchema }, async (ctx, input) => {
      const now = new Date();
      const rows = await exportedInvoices(db, input.query, now);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('Content-Disposition', `attachment; filename="invoices-${alaskaToday(now)}.csv"`);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = invoicesCsv(rows);
    }),
  );

  router.get(
    '/admin/invoices/:id',
    handle(
      {
        auth: adminRole,
        ...pathParams(billingFinanceEndpoints, 'getInvoice', invoiceNotFound),
      },
      async (ctx, input) => {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await invoiceDetail(db, input.params.id);
      },
    ),
  );

  return router;
}
