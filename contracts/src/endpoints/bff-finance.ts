// The bff's entries for the admin's finance view: each checks the role and passes the call on.
import { z } from 'zod';
import { adminInvoiceListQuerySchema, invoiceExportQuerySchema } from '../schemas/finance.js';
import { AdminInvoicePage, InvoiceDetail } from './billing-finance.js';
import { endpoint } from './define.js';
import { problemResponse } from './problem.js';

const Unauthorized = problemResponse(
  'BffFinanceUnauthorized',
  'No bearer token, or the token is invalid or expired.',
);
const WrongRole = problemResponse(
  'BffFinanceForbidden',
  'The caller is not an admin (`forbidden`).',
);
const Invalid = problemResponse(
  'BffFinanceInvalid',
  'Invalid parameters (`validation_failed`), one entry per field in `errors`.',
);
const NotFound = problemResponse('BffFinanceNotFound', 'No such invoice (`not_found`).');
const Failure = problemResponse(
  'BffFinanceError',
  'Any other failure, as RFC 9457 problem details.',
);

export const bffFinanceEndpoints = [
  endpoint({
    operationId: 'listInvoices',
    forwardsTo: { service: 'billing', operationId: 'listInvoices' },
    method: 'get',
    path: '/api/admin/invoices',
    service: 'bff',
    roles: ['admin'],
    tags: ['billing'],
    summary: 'One page of the invoices and credit notes, searched and filtered, with the totals',
    query: adminInvoiceListQuerySchema,
    responses: {
      '200': {
        description: 'The page.',
        content: { 'application/json': { schema: AdminInvoicePage } },
      },
      '400': Invalid,
      '401': Unauthorized,
      '403': WrongRole,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'exportInvoices',
    forwardsTo: { service: 'billing', operationId: 'exportInvoices' },
    method: 'get',
    path: '/api/admin/invoices/export.csv',
    service: 'bff',
    roles: ['admin'],
    tags: ['billing'],
    summary: 'Download the invoices and credit notes the filters keep, as CSV made by billing',
    query: invoiceExportQuerySchema,
    responses: {
      '200': {
        description: 'The CSV, with a header row.',
        content: { 'text/csv': { schema: z.string() } },
      },
      '400': Invalid,
      '401': Unauthorized,
      '403': WrongRole,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'getInvoice',
    forwardsTo: { service: 'billing', operationId: 'getInvoice' },
    method: 'get',
    path: '/api/admin/invoices/{id}',
    service: 'bff',
    roles: ['admin'],
    tags: ['billing'],
    summary: 'One invoice or credit note with its payments and credit note',
    params: z.object({
      id: z.uuid().meta({ param: { description: "The invoice's id." } }),
    }),
    responses: {
      '200': {
        description: 'The document.',
        content: { 'application/json': { schema: InvoiceDetail } },
      },
      '401': Unauthorized,
      '403': WrongRole,
      '404': NotFound,
      default: Failure,
    },
  }),
] as const;
