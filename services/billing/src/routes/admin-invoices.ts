import Router from '@koa/router';
import { creditNoteRequestSchema, paymentRecordSchema } from '@rha/contracts/schemas';
import { billingEndpoints } from '@rha/contracts/endpoints';
import { IDEMPOTENCY_KEY_HEADER } from '@rha/contracts';
import { answerIdempotently, DomainError, handle, pathParams, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { invoiceNotFound } from '../domain/errors.js';
import { getInvoice } from '../domain/invoice-views.js';
import { issueCreditNote } from '../domain/invoices.js';
import { recordPayment } from '../domain/payments.js';
import { sendPdf } from './send-pdf.js';

export interface AdminInvoicesRoutesDeps {
  db: Knex;
  auth: Auth;
}

const invoiceId = (operationId: 'getInvoicePdf' | 'recordInvoicePayment' | 'issueCreditNote') =>
  pathParams(billingEndpoints, operationId, invoiceNotFound);

/** A payment without its key could be recorded twice by a resend: it is refused up front. */
export function paymentKey(value: string): string {
  if (value === '') {
    throw DomainError.invalidFields([
      { field: IDEMPOTENCY_KEY_HEADER, message: 'A payment must carry an Idempotency-Key.' },
    ]);
  }
  return value;
}

export function adminInvoicesRoutes({ db, auth }: AdminInvoicesRoutesDeps): Router {
  const router = new Router();
  const adminRole = auth.requireRole('admin');

  router.get(
    '/admin/invoices/:id/pdf',
    handle({ auth: adminRole, ...invoiceId('getInvoicePdf') }, async (ctx, input) => {
      await sendPdf(ctx, await getInvoice(db, input.params.id));
    }),
  );

  router.post(
    '/admin/invoices/:id/payments',
    handle(
      { auth: adminRole, body: paymentRecordSchema, ...invoiceId('recordInvoicePayment') },
      async (ctx, input) => {
        const key = paymentKey(ctx.get(IDEMPOTENCY_KEY_HEADER));
        await answerIdempotently(ctx, db, input.auth.subject, async (keyed) =>
          keyed.transaction(async (trx) => {
            await recordPayment(trx, input.params.id, input.body, {
              key,
              recordedBy: input.auth.subject,
              recordedAt: new Date(),
            });
            return { status: 200, body: { invoice: await getInvoice(trx, input.params.id) } };
          }),
        );
      },
    ),
  );

  router.post(
    '/admin/invoices/:id/credit-notes',
    handle(
      { auth: adminRole, body: creditNoteRequestSchema, ...invoiceId('issueCreditNote') },
      async (ctx, input) => {
        const note = await db.transaction((trx) =>
          issueCreditNote(trx, input.params.id, input.body.reason, new Date()),
        );
        ctx.status = 201;
        ctx.body = await getInvoice(db, note.id);
      },
    ),
  );

  return router;
}
