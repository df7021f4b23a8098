// Billing's entries for the admin's finance view: the paged list with its totals, one document
// with its payments, and the CSV export.
import { z } from 'zod';
import { CURRENCIES } from '../reference/prices.js';
import { PAYMENT_METHODS } from '../schemas/billing.js';
import { adminInvoiceListQuerySchema, invoiceExportQuerySchema } from '../schemas/finance.js';
import { nextCursorSchema } from '../schemas/list-page.js';
import { endpoint } from './define.js';
import { Invoice } from './invoice-schemas.js';
import { problemResponse } from './problem.js';

export const InvoicePayment = z
  .strictObject({
    id: z.uuid(),
    amountCents: z.int(),
    currency: z.enum(CURRENCIES),
    method: z.enum(PAYMENT_METHODS),
    reference: z.string(),
    receivedOn: z.iso.date(),
    recordedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'InvoicePayment' });

export const InvoiceTotals = z
  .strictObject({
    openCents: z.int().meta({ description: 'Still owed on invoices not yet past their due date.' }),
    overdueCents: z.int().meta({ description: 'Still owed on invoices past their due date.' }),
    paidThisMonthCents: z
      .int()
      .meta({ description: 'Payments received in the current Alaska-time month.' }),
  })
  .meta({ id: 'InvoiceTotals' });

export const AdminInvoicePage = z
  .strictObject({
    invoices: z.array(Invoice),
    nextCursor: nextCursorSchema,
    totals: InvoiceTotals,
  })
  .meta({ id: 'AdminInvoicePage' });

export const InvoiceDetail = z
  .strictObject({
    invoice: Invoice,
    payments: z.array(InvoicePayment),
    creditNote: Invoice.nullable().meta({ description: "The invoice's credit note, if any." }),
  })
  .meta({ id: 'InvoiceDetail' });

const InvoiceIdParams = z.object({
  id: z.uuid().meta({ param: { description: "The invoice's id." } }),
});

const Unauthorized = problemResponse(
  'FinanceUnauthorized',
  'No bearer token, or the token is invalid or expired.',
);
const AdminOnly = problemResponse('FinanceAdminOnly', 'The caller is not an admin (`forbidden`).');
const Invalid = problemResponse(
  'FinanceInvalid',
  'Invalid parameters (`validation_failed`), one entry per field in `errors`.',
);
const NotFound = problemResponse(
  'FinanceInvoiceNotFound',
  'No document has this id (`not_found`).',
);
const Failure = problemResponse('FinanceError', 'Any other failure, as RFC 9457 problem details.');

export const billingFinanceEndpoints = [
  endpoint({
    operationId: 'listInvoices',
    method: 'get',
    path: '/admin/invoices',
    service: 'billing',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'One page of the invoices and credit notes, newest first, with the totals',
    description:
      '`q` looks in the number, the ticket number and the company name; `status` keeps the documents with that status today. The totals cover every document, whatever the filters.',
    query: adminInvoiceListQuerySchema,
    responses: {
      '200': {
        description: 'The page.',
        content: { 'application/json': { schema: AdminInvoicePage } },
      },
      '400': Invalid,
      '401': Unauthorized,
      '403': AdminOnly,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'exportInvoices',
    method: 'get',
    path: '/admin/invoices/export.csv',
    service: 'billing',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Every invoice and credit note the filters keep, as CSV',
    description:
      'One row per document, newest first, amounts in US dollars with two decimals. A cell that a spreadsheet would read as a formula starts with an apostrophe.',
    query: invoiceExportQuerySchema,
    responses: {
      '200': {
        description: 'The CSV, with a header row.',
        content: { 'text/csv': { schema: z.string() } },
      },
      '400': Invalid,
      '401': Unauthorized,
      '403': AdminOnly,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'getInvoice',
    method: 'get',
    path: '/admin/invoices/{id}',
    service: 'billing',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'One invoice or credit note with its payments and credit note',
    params: InvoiceIdParams,
    responses: {
      '200': {
        description: 'The document.',
        content: { 'application/json': { schema: InvoiceDetail } },
      },
      '401': Unauthorized,
      '403': AdminOnly,
      '404': NotFound,
      default: Failure,
    },
  }),
] as const;
