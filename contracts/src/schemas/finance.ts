import { z } from 'zod';
import { INVOICE_STATUSES, type InvoiceStatus } from './billing.js';
import { listQuerySchema, LIST_SEARCH_MAX } from './list-page.js';
import { messages } from './messages.js';

/** The admin's invoice list reads newest first only: the number is issued in that order. */
export const INVOICE_LIST_SORTS = ['newest'] as const;
export type InvoiceListSort = (typeof INVOICE_LIST_SORTS)[number];
export const INVOICE_LIST_SORT_LABELS: Readonly<Record<InvoiceListSort, string>> = {
  newest: 'Newest',
};

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  open: 'Open',
  paid: 'Paid',
  overdue: 'Overdue',
  credited: 'Credited',
};

const statusFilter = z
  .enum(INVOICE_STATUSES, { message: 'Please choose a status from the list' })
  .optional();

/**
 * GET /admin/invoices: the common list parameters, `q` looking in the number, the ticket and the
 * company's name, and the status the ledger gives each document today.
 */
export const adminInvoiceListQuerySchema = listQuerySchema(INVOICE_LIST_SORTS).extend({
  status: statusFilter,
});
export type AdminInvoiceListQuery = z.infer<typeof adminInvoiceListQuerySchema>;

/** The CSV export takes the list's filters and holds every matching document, unpaged. */
export const invoiceExportQuerySchema = z.strictObject({
  status: statusFilter,
  q: z
    .string()
    .trim()
    .max(LIST_SEARCH_MAX, messages.lists.searchTooLong(LIST_SEARCH_MAX))
    .default(''),
});
export type InvoiceExportQuery = z.infer<typeof invoiceExportQuerySchema>;
