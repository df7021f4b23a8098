import type Koa from 'koa';
import type { InvoiceView } from '../domain/invoice-views.js';
import { renderInvoicePdf } from '../pdf/invoice-pdf.js';

export async function sendPdf(ctx: Koa.Context, invoice: InvoiceView): Promise<void> {
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('Content-Disposition', `attachment; filename="invoice-${invoice.number}.pdf"`);
  ctx.type = 'application/pdf';
  ctx.body = await renderInvoicePdf(invoice);
}
