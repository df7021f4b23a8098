/**
 * Issuing an invoice and making its PDF without the HTTP and event layers around them, for the
 * bench (`npm run bench`) to time exactly the work an approval and a download cost.
 */
export { migrations } from './db/migrations/index.js';
export { issueInvoice } from './domain/invoices.js';
export { getInvoice } from './domain/invoice-views.js';
export { renderInvoicePdf } from './pdf/invoice-pdf.js';
