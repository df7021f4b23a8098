// The bff's billing endpoints: each checks the caller's role and passes the call to billing.
import { z } from 'zod';
import {
  creditNoteRequestSchema,
  invoiceListQuerySchema,
  paymentRecordSchema,
} from '../schemas/billing.js';
import { Invoice, InvoiceList, RecordedPayment } from './billing.js';
import { binary, endpoint } from './define.js';
import { problemResponse } from './problem.js';

const Unauthorized = problemResponse(
  'BffBillingUnauthorized',
  'No bearer token, or the token is invalid or expired.',
);
const WrongRole = problemResponse(
  'BffBillingForbidden',
  'The caller lacks the role (`forbidden`).',
);
const Invalid = problemResponse(
  'BffBillingInvalid',
  'Invalid fields (`validation_failed`), one entry per field in `errors`; nothing is stored.',
);
const NotFound = problemResponse('BffInvoiceNotFound', 'No such invoice (`not_found`).');
const Conflict = problemResponse(
  'BffBillingConflict',
  'Nothing is due, the invoice is already credited, or the document is a credit note.',
);
const Failure = problemResponse(
  'BffBillingError',
  'Any other failure, as RFC 9457 problem details.',
);

const InvoiceIdParams = z.object({
  id: z.uuid().meta({ param: { description: "The invoice's id." } }),
});

const pdf = {
  description: 'The document as a PDF, made by billing.',
  content: { 'application/pdf': { schema: binary() } },
};

export const bffBillingEndpoints = [
  endpoint({
    operationId: 'getOwnInvoicePdf',
    forwardsTo: { service: 'billing', operationId: 'getOwnInvoicePdf' },
    method: 'get',
    path: '/api/invoices/{id}/pdf',
    service: 'bff',
    roles: ['company'],
    tags: ['billing'],
    summary: "Download one of the caller's company's invoices or credit notes as a PDF",
    description: "Another company's document answers 404, as an unknown id does.",
    params: InvoiceIdParams,
    responses: {
      '200': pdf,
      '401': Unauthorized,
      '403': WrongRole,
      '404': NotFound,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'getInvoicePdf',
    forwardsTo: { service: 'billing', operationId: 'getInvoicePdf' },
    method: 'get',
    path: '/api/admin/invoices/{id}/pdf',
    service: 'bff',
    roles: ['admin'],
    tags: ['billing'],
    summary: 'Download any invoice or credit note as a PDF',
    params: InvoiceIdParams,
    responses: {
      '200': pdf,
      '401': Unauthorized,
      '403': WrongRole,
      '404': NotFound,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'listOwnInvoices',
    forwardsTo: { service: 'billing', operationId: 'listOwnInvoices' },
    method: 'get',
    path: '/api/invoices',
    service: 'bff',
    roles: ['company'],
    tags: ['billing'],
    summary: "The caller's company's invoices and credit notes, newest first",
    query: invoiceListQuerySchema,
    responses: {
      '200': {
        description: 'The documents.',
        content: { 'application/json': { schema: InvoiceList } },
      },
      '400': Invalid,
      '401': Unauthorized,
      '403': WrongRole,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'recordInvoicePayment',
    forwardsTo: { service: 'billing', operationId: 'recordInvoicePayment' },
    method: 'post',
    path: '/api/admin/invoices/{id}/payments',
    service: 'bff',
    roles: ['admin'],
    tags: ['billing'],
    summary: 'Record a bank transfer or check received against an invoice',
    description: 'Needs an Idempotency-Key: the same key sent again records nothing new.',
    params: InvoiceIdParams,
    body: { content: { 'application/json': { schema: paymentRecordSchema } }, required: true },
    responses: {
      '200': {
        description: 'The invoice after the payment.',
        content: { 'application/json': { schema: RecordedPayment } },
      },
      '400': Invalid,
      '401': Unauthorized,
      '403': WrongRole,
      '404': NotFound,
      '409': Conflict,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'issueCreditNote',
    forwardsTo: { service: 'billing', operationId: 'issueCreditNote' },
    method: 'post',
    path: '/api/admin/invoices/{id}/credit-notes',
    service: 'bff',
    roles: ['admin'],
    tags: ['billing'],
    summary: 'Correct an invoice with a credit note reversing it in full',
    params: InvoiceIdParams,
    body: { content: { 'application/json': { schema: creditNoteRequestSchema } }, required: true },
    responses: {
      '201': {
        description: 'The credit note.',
        content: { 'application/json': { schema: Invoice } },
      },
      '400': Invalid,
      '401': Unauthorized,
      '403': WrongRole,
      '404': NotFound,
      '409': Conflict,
      default: Failure,
    },
  }),
] as const;
