// The billing service's price table and request estimates; listed in billing's document.
import { z } from 'zod';
import { CURRENCIES } from '../reference/prices.js';
import { SERVICE_TYPES } from '../reference/service-request.js';
import { estimateAnswersSchema, priceTableSchema } from '../schemas/price-table.js';
import { endpoint } from './define.js';
import { problemResponse } from './problem.js';

export const PriceTableAnswer = z
  .strictObject({
    priceTable: priceTableSchema,
    updatedAt: z.iso.datetime({ offset: true }).nullable().meta({
      description: 'When an admin last saved it; null while the defaults stand.',
    }),
  })
  .meta({ id: 'PriceTableAnswer' });

export const EstimateLine = z
  .strictObject({
    code: z.string(),
    description: z.string(),
    quantity: z.int(),
    unitCents: z.int(),
    amountCents: z.int(),
  })
  .meta({ id: 'EstimateLine' });

export const RequestEstimate = z
  .strictObject({
    requestId: z.string(),
    serviceType: z.enum(SERVICE_TYPES),
    proPackage: z.boolean(),
    expectedHours: z.number(),
    scheduledVisits: z.int(),
    quoteRequired: z.boolean().meta({ description: 'A custom request is priced by a quote.' }),
    currency: z.enum(CURRENCIES),
    lines: z.array(EstimateLine),
    totalCents: z.int(),
    estimatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'RequestEstimate' });

export const RequestEstimateAnswer = z
  .strictObject({ estimate: RequestEstimate })
  .meta({ id: 'RequestEstimateAnswer' });

const RequestIdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .meta({ param: { description: "The service request's id." } }),
});

const Unauthorized = problemResponse(
  'PriceUnauthorized',
  'No bearer token, or the token is invalid or expired.',
);
const WrongRole = problemResponse('PriceForbidden', 'The caller lacks the role (`forbidden`).');
const Invalid = problemResponse(
  'PriceInvalid',
  'Invalid fields (`validation_failed`), one entry per field in `errors`; nothing is stored.',
);
const EstimateNotFound = problemResponse(
  'EstimateNotFound',
  "No request of the caller's company has this id, or it has no estimate yet (`not_found`); another company's looks the same.",
);
const RequestNotKnownYet = problemResponse(
  'RequestNotKnownYet',
  'Billing has not yet heard of the request (`request_not_known_yet`): it was submitted a moment ago; send the answers again shortly.',
);
const Failure = problemResponse('PriceError', 'Any other failure, as RFC 9457 problem details.');

const companyAndAdmin = ['company', 'admin'] as const;

export const billingEstimateEndpoints = [
  endpoint({
    operationId: 'getPriceTable',
    method: 'get',
    path: '/price-table',
    service: 'billing',
    roles: ['company', 'technician', 'admin'],
    tags: ['prices'],
    summary:
      'The current price table: Remote Eyes price, scheduled-visit discounts, standby day rate',
    responses: {
      '200': {
        description: 'The table, the defaults until an admin saves one.',
        content: { 'application/json': { schema: PriceTableAnswer } },
      },
      '401': Unauthorized,
      '403': WrongRole,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'updatePriceTable',
    method: 'put',
    path: '/admin/price-table',
    service: 'billing',
    roles: ['admin'],
    tags: ['prices'],
    summary: 'Replace the price table',
    description:
      'Remote Eyes within its advertised range, discounts in basis points on bands that follow one another from 2 visits, the last open-ended. Estimates made from now on use it; stored estimates keep their figures.',
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
    method: 'put',
    path: '/requests/{id}/estimate',
    service: 'billing',
    roles: ['company'],
    tags: ['prices'],
    summary: "Estimate the caller's company's request from its expected hours and visits",
    description:
      'Service type and Pro Package come from the submitted request; the total is computed here with the current price table and stored. Sending again replaces the estimate.',
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
      '404': EstimateNotFound,
      '409': RequestNotKnownYet,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'getRequestEstimate',
    method: 'get',
    path: '/requests/{id}/estimate',
    service: 'billing',
    roles: companyAndAdmin,
    tags: ['prices'],
    summary: "A request's stored estimate (its company's, or any for an admin)",
    params: RequestIdParams,
    responses: {
      '200': {
        description: 'The stored estimate.',
        content: { 'application/json': { schema: RequestEstimateAnswer } },
      },
      '401': Unauthorized,
      '403': WrongRole,
      '404': EstimateNotFound,
      default: Failure,
    },
  }),
] as const;
