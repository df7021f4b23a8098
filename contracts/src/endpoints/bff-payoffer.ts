// The bff's pay-on-the-offer entries; listed in bff.ts's document.
import { z } from 'zod';
import { jobPaySchema } from '../schemas/pay.js';
import { counterDecisionSchema, counterOfferSchema } from '../schemas/counter-offers.js';
import { endpoint } from './define.js';
import {
  CounterOfferIdParameter,
  CounterOfferOfferIdParameter,
  counterOfferAnswer,
  PayRequestIdParameter,
  payProblems as p,
  RequestPay,
} from './payoffer-shared.js';

export const bffPayofferEndpoints = [
  endpoint({
    operationId: 'setRequestPay',
    forwardsTo: { service: 'service-request', operationId: 'setRequestPay' },
    method: 'put',
    path: '/api/admin/service-requests/{id}/pay',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: "Set what the request's next offers pay",
    description:
      'Until a technician takes the job; offers already made keep their pay, later ones (by hand or by smart dispatch) carry this one.',
    params: z.object({ id: PayRequestIdParameter }),
    body: { content: { 'application/json': { schema: jobPaySchema } }, required: true },
    responses: {
      '200': {
        description: "The request's pay.",
        content: { 'application/json': { schema: RequestPay } },
      },
      '400': p.invalid,
      '401': p.unauthorized,
      '403': p.adminOnly,
      '404': p.requestNotFound,
      '409': p.payLocked,
      default: p.failure,
    },
  }),
  endpoint({
    operationId: 'counterJobOffer',
    forwardsTo: { service: 'service-request', operationId: 'counterOffer' },
    method: 'post',
    path: '/api/offers/{offerId}/counter',
    service: 'bff',
    roles: ['technician'],
    tags: ['technicians'],
    summary: 'Counter an offered job with another pay or arrival, and a reason',
    params: z.object({ offerId: CounterOfferOfferIdParameter }),
    body: { content: { 'application/json': { schema: counterOfferSchema } }, required: true },
    responses: {
      '201': counterOfferAnswer('The counter-offer, waiting for an admin.'),
      '400': p.invalid,
      '401': p.unauthorized,
      '403': p.technicianOnly,
      '404': p.offerNotFound,
      '409': p.counterRefused,
      default: p.failure,
    },
  }),
  endpoint({
    operationId: 'acceptCounterOffer',
    forwardsTo: { service: 'service-request', operationId: 'acceptCounterOffer' },
    method: 'post',
    path: '/api/admin/counter-offers/{counterId}/accept',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: "Accept a counter-offer: the job becomes the technician's on its terms",
    params: z.object({ counterId: CounterOfferIdParameter }),
    responses: {
      '200': counterOfferAnswer('The counter-offer, accepted.'),
      '401': p.unauthorized,
      '403': p.adminOnly,
      '404': p.counterNotFound,
      '409': p.counterClosed,
      default: p.failure,
    },
  }),
  endpoint({
    operationId: 'declineCounterOffer',
    forwardsTo: { service: 'service-request', operationId: 'declineCounterOffer' },
    method: 'post',
    path: '/api/admin/counter-offers/{counterId}/decline',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Decline a counter-offer, with an optional reason',
    params: z.object({ counterId: CounterOfferIdParameter }),
    body: { content: { 'application/json': { schema: counterDecisionSchema } }, required: true },
    responses: {
      '200': counterOfferAnswer('The counter-offer, declined.'),
      '400': p.invalid,
      '401': p.unauthorized,
      '403': p.adminOnly,
      '404': p.counterNotFound,
      '409': p.counterClosed,
      default: p.failure,
    },
  }),
];
