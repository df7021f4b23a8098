// The bff's price table and estimate endpoints: each checks the caller's role and passes the call to billing.
import { z } from 'zod';
import { estimateAnswersSchema, priceTableSchema } from '../schemas/price-table.js';
import { PriceTableAnswer, RequestEstimateAnswer } from './billing-estimate.js';
import { endpoint } from './define.js';
import { problemResponse } from './problem.js';

const Unauthorized = problemResponse(
  'BffPriceUnauthorized',
  'No bearer token, or the token is invalid or expired.',
);
const WrongRole = problemResponse('BffPriceForbidden', 'The caller lacks the role (`forbidden`).');
const Invalid = problemResponse(
  'BffPriceInvalid',
  'Invalid fields (`validation_failed`), one entry per field in `errors`; nothing is stored.',
);
const NotFound = problemResponse(
  'BffEstimateNotFound',
  "No request of the caller's company has this id, or it has no estimate yet (`not_found`).",
);
const NotKnownYet = problemResponse(
  'BffRequestNotKnownYet',
  'Billing has not yet heard of the request just submitted (`request_not_known_yet`); send again shortly.',
);
const Failure = problemResponse('BffPriceError', 'Any other failure, as RFC 9457 problem details.');

const RequestIdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .meta({ param: { description: "The service request's id." } }),
});

export const bffEstimateEndpoints = [
  endpoint({
    operationId: 'getPriceTable',
    forwardsTo: { service: 'billing', operationId: 'getPriceTable' },
    method: 'get',
    path: '/api/price-table',
    service: 'bff',
    roles: ['company', 'technician', 'admin'],
    tags: ['billing'],
    summary: 'The current price table the estimate is computed with',
    responses: {
      '200': {
        description: 'The table.',
        content: { 'application/json': { schema: PriceTableAnswer } },
      },
      '401': Unauthorized,
      '403': WrongRole,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'updatePriceTable',
    forwardsTo: { service: 'billing', operationId: 'updatePriceTable' },
    method: 'put',
    path: '/api/admin/price-table',
    service: 'bff',
    roles: ['admin'],
    tags: ['billing'],
    summary: 'Replace the price table (admin)',
    body: { content: { 'application/json': { schema: priceTableSchema } }, required: true },
    responses: {
      '200': {
        description: 'The table as saved.',
        content: { 'application/json': { schema: PriceTableAnswer } },
      },
      '400': Invalid,
      '401': Unauthorized,
      '403': WrongRole,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'putRequestEstimate',
    forwardsTo: { service: 'billing', operationId: 'putRequestEstimate' },
    method: 'put',
    path: '/api/service-requests/{id}/estimate',
    service: 'bff',
    roles: ['company'],
    tags: ['billing'],
    summary:
      "Send the expected hours and visits of the caller's company's request; billing prices it",
    params: RequestIdParams,
    body: { content: { 'application/json': { schema: estimateAnswersSchema } }, required: true },
    responses: {
      '200': {
        description: 'The stored estimate.',
        content: { 'application/json': { schema: RequestEstimateAnswer } },
      },
      '400': Invalid,
      '401': Unauthorized,
      '403': WrongRole,
      '404': NotFound,
      '409': NotKnownYet,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'getRequestEstimate',
    forwardsTo: { service: 'billing', operationId: 'getRequestEstimate' },
    method: 'get',
    path: '/api/service-requests/{id}/estimate',
    service: 'bff',
    roles: ['company', 'admin'],
    tags: ['billing'],
    summary: "A request's stored estimate",
    params: RequestIdParams,
    responses: {
      '200': {
        description: 'The stored estimate.',
        content: { 'application/json': { schema: RequestEstimateAnswer } },
      },
      '401': Unauthorized,
      '403': WrongRole,
      '404': NotFound,
      default: Failure,
    },
  }),
] as const;
