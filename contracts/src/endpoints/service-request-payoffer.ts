// The service-request service's pay-on-the-offer entries; listed in its document.
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

export const serviceRequestPayofferEndpoints = [
  endpoint({
    operationId: 'setRequestPay',
    method: 'put',
    path: '/admin/service-requests/{id}/pay',
    service: 'service-request',
    roles: ['admin'],
    tags: ['dispatch'],
    summary: "Set what the request's next offers pay (admins only)",
    description:
      'Until a technician takes the job. Offers already made keep the pay they were made with; every offer made from now on, by an admin or a smart dispatch wave, carries this pay.',
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
    operationId: 'counterOffer',
    method: 'post',
    path: '/technicians/me/offers/{offerId}/counter',
    service: 'service-request',
    roles: ['technician'],
    tags: ['technician-jobs'],
    summary: 'Counter an open offer with another pay or arrival (technicians only)',
    description:
      'The offered technician, while approved, proposes a pay, an arrival or both, with a reason. One counter-offer waits per offer; the offer stays open, and an admin accepts or declines the counter.',
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
    method: 'post',
    path: '/admin/counter-offers/{counterId}/accept',
    service: 'service-request',
    roles: ['admin'],
    tags: ['dispatch'],
    summary: "Accept a counter-offer: the job becomes the technician's on its terms (admins only)",
    description:
      "In one transaction, as a direct assignment: the request becomes Accepted by the counter's technician with the countered pay (else the offer's) and arrival (else the start of the preferred window, never in the past), the other open offers are withdrawn and `service-request.accepted.v1` carries the agreed pay. The technician must still be approved.",
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
    method: 'post',
    path: '/admin/counter-offers/{counterId}/decline',
    service: 'service-request',
    roles: ['admin'],
    tags: ['dispatch'],
    summary: 'Decline a counter-offer, with an optional reason (admins only)',
    description:
      'The technician reads the decline and its reason on the offer, which stays open on its first terms.',
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
