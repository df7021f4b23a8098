// The billing service's endpoints: one entry per operation, from which its OpenAPI document is generated.
import { z } from 'zod';
import { billingQuoteEndpoints } from './billing-quote.js';
import {
  creditNoteRequestSchema,
  invoiceListQuerySchema,
  paymentRecordSchema,
} from '../schemas/billing.js';
import { billingFinanceEndpoints } from './billing-finance.js';
import { billingEarningsEndpoints } from './billing-earnings.js';
import { billingEstimateEndpoints } from './billing-estimate.js';
import { binary, endpoint, type ApiDocument } from './define.js';
import { billingStripeEndpoints } from './billing-stripe.js';
import { Invoice } from './invoice-schemas.js';
import { problemResponse } from './problem.js';

export { Invoice, InvoiceLine } from './invoice-schemas.js';

export const InvoiceList = z
  .strictObject({ invoices: z.array(Invoice) })
  .meta({ id: 'InvoiceList' });

export const RecordedPayment = z
  .strictObject({
    invoice: Invoice,
  })
  .meta({ id: 'RecordedPayment' });

const InvoiceIdParams = z.object({
  id: z.uuid().meta({ param: { description: "The invoice's id." } }),
});

const IdempotencyKey = z
  .string()
  .min(1)
  .max(255)
  .meta({
    param: {
      description:
        'Names the payment: the same key sent again records nothing new and answers as the first time did.',
      id: 'BillingIdempotencyKey',
    },
  });

const Unauthorized = problemResponse(
  'BillingUnauthorized',
  'No bearer token, or the token is invalid or expired.',
);
const CompanyOnly = problemResponse(
  'BillingCompanyOnly',
  'The caller is not a company (`forbidden`).',
);
const AdminOnly = problemResponse('BillingAdminOnly', 'The caller is not an admin (`forbidden`).');
const NotFound = problemResponse(
  'InvoiceNotFound',
  "No invoice of the caller's has this id (`not_found`); another company's looks the same.",
);
const Invalid = problemResponse(
  'BillingInvalid',
  'Invalid fields (`validation_failed`), one entry per field in `errors`; nothing is stored.',
);
const Failure = problemResponse('BillingError', 'Any other failure, as RFC 9457 problem details.');

const pdf = {
  description: 'The document as a PDF.',
  content: { 'application/pdf': { schema: binary() } },
};

export const billingEndpoints = [
  endpoint({
    operationId: 'listOwnInvoices',
    method: 'get',
    path: '/invoices/me',
    service: 'billing',
    roles: ['company'],
    tags: ['invoices'],
    summary: "The caller's company's invoices and credit notes, newest first",
    query: invoiceListQuerySchema,
    responses: {
      '200': {
        description: 'The documents.',
        content: { 'application/json': { schema: InvoiceList } },
      },
      '401': Unauthorized,
      '403': CompanyOnly,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'getOwnInvoicePdf',
    method: 'get',
    path: '/invoices/me/{id}/pdf',
    service: 'billing',
    roles: ['company'],
    tags: ['invoices'],
    summary: "One of the caller's company's invoices as a PDF",
    params: InvoiceIdParams,
    responses: {
      '200': pdf,
      '401': Unauthorized,
      '403': CompanyOnly,
      '404': NotFound,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'getInvoicePdf',
    method: 'get',
    path: '/admin/invoices/{id}/pdf',
    service: 'billing',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Any invoice or credit note as a PDF',
    params: InvoiceIdParams,
    responses: {
      '200': pdf,
      '401': Unauthorized,
      '403': AdminOnly,
      '404': NotFound,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'recordInvoicePayment',
    method: 'post',
    path: '/admin/invoices/{id}/payments',
    service: 'billing',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Record a bank transfer or check received against an invoice',
    description:
      'The amount is in USD cents, more than zero and never above what is still due (400 on `amountCents`). The ledger moves the amount from the company receivable to cash in the same transaction.',
    params: InvoiceIdParams,
    headers: z.object({ 'Idempotency-Key': IdempotencyKey }),
    body: { content: { 'application/json': { schema: paymentRecordSchema } }, required: true },
    responses: {
      '200': {
        description: 'The invoice after the payment.',
        content: { 'application/json': { schema: RecordedPayment } },
      },
      '400': Invalid,
      '401': Unauthorized,
      '403': AdminOnly,
      '404': NotFound,
      '409': problemResponse(
        'PaymentRefused',
        'Nothing is due (`nothing_due`), or the document is a credit note (`not_an_invoice`).',
      ),
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'issueCreditNote',
    method: 'post',
    path: '/admin/invoices/{id}/credit-notes',
    service: 'billing',
    roles: ['admin'],
    tags: ['admin'],
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
      '403': AdminOnly,
      '404': NotFound,
      '409': problemResponse(
        'CreditRefused',
        'The invoice already has a credit note (`already_credited`), or is one (`not_an_invoice`).',
      ),
      default: Failure,
    },
  }),
] as const;

export const billingDocument: ApiDocument = {
  name: 'billing',
  info: {
    title: 'Remote Hands Alaska — billing service',
    version: '1.0.0',
    description:
      "Invoices, credit notes and payments, kept in a double-entry ledger in integer US cents. Invoices are issued from the request's events when its work is approved; every total is computed here. Routes under /invoices/me need the realm role `company` and show only the caller's company's documents; routes under /admin need `admin`.\n",
  },
  servers: [{ url: 'http://localhost:4006' }],
  security: [{ bearerAuth: [] }],
  tags: [
    { name: 'invoices', description: "The signed-in company's invoices." },
    { name: 'admin', description: "The admin's finance view." },
    { name: 'pay', description: "The signed-in technician's pay." },
    { name: 'payments', description: "The payment provider's notices." },
    { name: 'prices', description: 'The price table and the estimates of requests.' },
  ],
  securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
  endpoints: [
    ...billingEndpoints,
    ...billingFinanceEndpoints,
    ...billingEarningsEndpoints,
    ...billingStripeEndpoints,
    ...billingEstimateEndpoints,
    ...billingQuoteEndpoints,
  ],
};
