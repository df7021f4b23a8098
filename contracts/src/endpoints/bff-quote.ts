// The bff's quote and payment-terms endpoints: each checks the caller's role and passes the call on.
import { z } from 'zod';
import { paymentTermsSchema, quoteDeclineSchema, quoteSchema } from '../schemas/quote.js';
import { CompanyPaymentTerms } from './billing-quote.js';
import { endpoint } from './define.js';
import { problemResponse } from './problem.js';
import { QuoteOutcome, quoteRequestIdParams } from './service-request-quote.js';

const Invalid = problemResponse(
  'BffQuoteInvalid',
  'Invalid fields (`validation_failed`), one entry per field in `errors`; nothing is stored.',
);
const Unauthorized = problemResponse(
  'BffQuoteUnauthorized',
  'No bearer token, or the token is invalid or expired.',
);
const WrongRole = problemResponse('BffQuoteForbidden', 'The caller lacks the role (`forbidden`).');
const NotFound = problemResponse(
  'BffQuoteNotFound',
  "No such request, or not the caller's (`not_found`).",
);
const Conflict = problemResponse('BffQuoteConflict', 'The request is not waiting for this step.');
const Failure = problemResponse('BffQuoteError', 'Any other failure, as RFC 9457 problem details.');

const answered = (description: string) => ({
  description,
  content: { 'application/json': { schema: QuoteOutcome } },
});

const CompanyIdParams = z.object({
  companyId: z
    .uuid()
    .meta({ param: { description: "The company's id.", id: 'BffTermsCompanyId' } }),
});

const terms = {
  description: "The company's payment terms.",
  content: { 'application/json': { schema: CompanyPaymentTerms } },
};

export const bffQuoteEndpoints = [
  endpoint({
    operationId: 'quoteServiceRequest',
    forwardsTo: { service: 'service-request', operationId: 'quoteServiceRequest' },
    method: 'post',
    path: '/api/admin/service-requests/{id}/quote',
    service: 'bff',
    roles: ['admin'],
    tags: ['dispatch'],
    summary: 'Quote a custom request (admin)',
    params: quoteRequestIdParams,
    body: { content: { 'application/json': { schema: quoteSchema } }, required: true },
    responses: {
      '200': answered('The quoted request.'),
      '400': Invalid,
      '401': Unauthorized,
      '403': WrongRole,
      '404': NotFound,
      '409': Conflict,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'acceptQuote',
    forwardsTo: { service: 'service-request', operationId: 'acceptQuote' },
    method: 'post',
    path: '/api/service-requests/{id}/quote/accept',
    service: 'bff',
    roles: ['company'],
    tags: ['service-requests'],
    summary: "Accept the quote of one of the caller's company's requests",
    params: quoteRequestIdParams,
    responses: {
      '200': answered('The request, on its way to dispatch.'),
      '401': Unauthorized,
      '403': WrongRole,
      '404': NotFound,
      '409': Conflict,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'declineQuote',
    forwardsTo: { service: 'service-request', operationId: 'declineQuote' },
    method: 'post',
    path: '/api/service-requests/{id}/quote/decline',
    service: 'bff',
    roles: ['company'],
    tags: ['service-requests'],
    summary:
      "Decline the quote of one of the caller's company's requests; the request is cancelled",
    params: quoteRequestIdParams,
    body: { content: { 'application/json': { schema: quoteDeclineSchema } }, required: true },
    responses: {
      '200': answered('The cancelled request.'),
      '400': Invalid,
      '401': Unauthorized,
      '403': WrongRole,
      '404': NotFound,
      '409': Conflict,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'getPaymentTerms',
    forwardsTo: { service: 'billing', operationId: 'getPaymentTerms' },
    method: 'get',
    path: '/api/admin/companies/{companyId}/payment-terms',
    service: 'bff',
    roles: ['admin'],
    tags: ['billing'],
    summary: "A company's payment terms (admin)",
    params: CompanyIdParams,
    responses: { '200': terms, '401': Unauthorized, '403': WrongRole, default: Failure },
  }),
  endpoint({
    operationId: 'setPaymentTerms',
    forwardsTo: { service: 'billing', operationId: 'setPaymentTerms' },
    method: 'put',
    path: '/api/admin/companies/{companyId}/payment-terms',
    service: 'bff',
    roles: ['admin'],
    tags: ['billing'],
    summary: "Set a company's payment terms (admin)",
    params: CompanyIdParams,
    body: { content: { 'application/json': { schema: paymentTermsSchema } }, required: true },
    responses: {
      '200': terms,
      '400': Invalid,
      '401': Unauthorized,
      '403': WrongRole,
      default: Failure,
    },
  }),
];
