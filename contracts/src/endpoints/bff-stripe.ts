// The bff's payment-provider endpoints: paying an invoice online and the provider's signed
// notices, both answered by billing; listed in bff.ts's document.
import { z } from 'zod';
import {
  InvoiceCharge,
  PAYMENT_NOTICE_SIGNATURE_HEADER,
  PaymentNoticeReceived,
} from './billing-stripe.js';
import { paymentNoticeSchema } from '../schemas/payment-notices.js';
import { endpoint } from './define.js';
import { problemResponse } from './problem.js';

const Failure = problemResponse(
  'BffPaymentError',
  'Any other failure, as RFC 9457 problem details.',
);

export const bffStripeEndpoints = [
  endpoint({
    operationId: 'chargeOwnInvoice',
    forwardsTo: { service: 'billing', operationId: 'chargeOwnInvoice' },
    method: 'post',
    path: '/api/invoices/{id}/charge',
    service: 'bff',
    roles: ['company'],
    tags: ['billing'],
    summary: "Pay one of the caller's company's invoices: its whole balance, computed by billing",
    params: z.object({ id: z.uuid().meta({ param: { description: "The invoice's id." } }) }),
    responses: {
      '200': {
        description: 'How to pay the balance.',
        content: { 'application/json': { schema: InvoiceCharge } },
      },
      '401': problemResponse(
        'BffChargeUnauthorized',
        'No bearer token, or it is invalid or expired.',
      ),
      '403': problemResponse('BffChargeForbidden', 'The caller is not a company (`forbidden`).'),
      '404': problemResponse('BffChargeNotFound', 'No such invoice (`not_found`).'),
      '409': problemResponse(
        'BffChargeRefused',
        'Nothing is due (`nothing_due`), or the document is a credit note (`not_an_invoice`).',
      ),
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'receivePaymentNotice',
    method: 'post',
    path: '/api/webhooks/payments',
    service: 'bff',
    roles: ['anonymous'],
    security: [],
    tags: ['billing'],
    summary: "The payment provider's signed notices (Stripe's webhook), passed to billing as sent",
    description:
      'The raw body and the Stripe-Signature header go to billing unchanged, which alone checks the signature and answers.',
    headers: z.object({
      [PAYMENT_NOTICE_SIGNATURE_HEADER]: z.string().meta({ param: { id: 'BffStripeSignature' } }),
    }),
    body: { content: { 'application/json': { schema: paymentNoticeSchema } }, required: true },
    responses: {
      '200': {
        description: 'Received.',
        content: { 'application/json': { schema: PaymentNoticeReceived } },
      },
      '400': problemResponse(
        'BffPaymentNoticeUnsigned',
        'The signature does not match (`invalid_signature`), or the body is no notice (`validation_failed`).',
      ),
      '404': problemResponse(
        'BffPaymentNoticesOff',
        'The provider takes no notices (`not_found`).',
      ),
      default: Failure,
    },
  }),
] as const;
