// The service-request service's quote endpoints (a custom request's price); listed in its document.
import { z } from 'zod';
import { SERVICE_REQUEST_STATUSES } from '../reference/request-lifecycle.js';
import { quoteDeclineSchema, quoteSchema, requestQuoteSchema } from '../schemas/quote.js';
import { endpoint } from './define.js';
import { problemResponse } from './problem.js';

const Invalid = problemResponse(
  'QuoteInvalid',
  'Invalid fields (`validation_failed`), one entry per field in `errors`; nothing is stored.',
);
const Unauthorized = problemResponse(
  'QuoteUnauthorized',
  'No bearer token, or the token is invalid or expired.',
);
const WrongRole = problemResponse('QuoteForbidden', 'The caller lacks the role (`forbidden`).');
const NotFound = problemResponse(
  'QuoteRequestNotFound',
  "No request with this id, or (for a company) another company's request (`not_found`).",
);
const WrongStatus = problemResponse(
  'QuoteConflict',
  'The request is not waiting for this step: not a custom request needing a quote, or no quote to decide (`quote_not_open`).',
);
const Failure = problemResponse('QuoteError', 'Any other failure, as RFC 9457 problem details.');

export const quoteRequestIdParams = z.object({
  id: z.guid().meta({ param: { description: "The request's id.", id: 'QuoteRequestId' } }),
});

/** What a quote step answers: where the request now stands, and its quote. */
export const QuoteOutcome = z
  .strictObject({
    requestId: z.uuid(),
    status: z.enum(SERVICE_REQUEST_STATUSES),
    quote: requestQuoteSchema,
  })
  .meta({ id: 'QuoteOutcome' });

const answered = (description: string) => ({
  description,
  content: { 'application/json': { schema: QuoteOutcome } },
});

export const serviceRequestQuoteEndpoints = [
  endpoint({
    operationId: 'quoteServiceRequest',
    method: 'post',
    path: '/admin/service-requests/{id}/quote',
    service: 'service-request',
    roles: ['admin'],
    tags: ['dispatch'],
    summary: 'Quote a custom request (admin)',
    description:
      'Allowed while a custom request is Quote needed. In one transaction the request becomes Quoted with the quote stored, a timeline entry and `service-request.quoted.v1`. The amount is a proposal: it counts once the company accepts it.',
    params: quoteRequestIdParams,
    body: { content: { 'application/json': { schema: quoteSchema } }, required: true },
    responses: {
      '200': answered('The quoted request.'),
      '400': Invalid,
      '401': Unauthorized,
      '403': WrongRole,
      '404': NotFound,
      '409': WrongStatus,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'acceptQuote',
    method: 'post',
    path: '/service-requests/{id}/quote/accept',
    service: 'service-request',
    roles: ['company'],
    tags: ['service-requests'],
    summary: "Accept the quote of one of the caller's company's requests",
    description:
      'Allowed while the request is Quoted. The request becomes Submitted and dispatch starts as for any request; `service-request.quote-accepted.v1` tells billing the price.',
    params: quoteRequestIdParams,
    responses: {
      '200': answered('The request, back to Submitted with its accepted quote.'),
      '401': Unauthorized,
      '403': WrongRole,
      '404': NotFound,
      '409': WrongStatus,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'declineQuote',
    method: 'post',
    path: '/service-requests/{id}/quote/decline',
    service: 'service-request',
    roles: ['company'],
    tags: ['service-requests'],
    summary: "Decline the quote of one of the caller's company's requests",
    description:
      'Allowed while the request is Quoted. The request is cancelled with the reason, as a cancellation is (`service-request.cancelled.v1`).',
    params: quoteRequestIdParams,
    body: { content: { 'application/json': { schema: quoteDeclineSchema } }, required: true },
    responses: {
      '200': answered('The cancelled request and the quote it declined.'),
      '400': Invalid,
      '401': Unauthorized,
      '403': WrongRole,
      '404': NotFound,
      '409': WrongStatus,
      default: Failure,
    },
  }),
];
