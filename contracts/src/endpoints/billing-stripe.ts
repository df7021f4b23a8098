// The billing service's payment-provider endpoints (a company pays online, the provider's signed
// notices); listed in billing.ts's document.
import { z } from 'zod';
import { CURRENCIES } from '../reference/prices.js';
import { paymentNoticeSchema } from '../schemas/payment-notices.js';
import { endpoint } from './define.js';
import { problemResponse } from './problem.js';

export const InvoiceCharge = z
  .strictObject({
    charge: z.discriminatedUnion('provider', [
      z.strictObject({
        provider: z.literal('stripe'),
        paymentIntentId: z.string(),
        clientSecret: z
          .string()
          .meta({ description: "Confirms the payment in the browser with Stripe's own library." }),
        amountCents: z.int(),
        currency: z.enum(CURRENCIES),
      }),
      z.strictObject({
        provider: z.literal('invoice-and-record'),
        amountCents: z.int(),
        currency: z.enum(CURRENCIES),
      }),
    ]),
  })
  .meta({ id: 'InvoiceCharge' });

export const PaymentNoticeReceived = z
  .strictObject({ received: z.literal(true) })
  .meta({ id: 'PaymentNoticeReceived' });

export const PAYMENT_NOTICE_SIGNATURE_HEADER = 'Stripe-Signature';

const Failure = problemResponse(
  'BillingChargeError',
  'Any other failure, as RFC 9457 problem details.',
);

export const billingStripeEndpoints = [
  endpoint({
    operationId: 'chargeOwnInvoice',
    method: 'post',
    path: '/invoices/me/{id}/charge',
    service: 'billing',
    roles: ['company'],
    tags: ['invoices'],
    summary:
      "Pay one of the caller's company's invoices: its whole balance, as the ledger holds it",
    description:
      'With the stripe provider, a PaymentIntent for the balance (the same one while the balance stands); with invoice-and-record, the balance to send by bank transfer or check. The payment counts once the provider reports it.',
    params: z.object({ id: z.uuid().meta({ param: { description: "The invoice's id." } }) }),
    responses: {
      '200': {
        description: 'How to pay the balance.',
        content: { 'application/json': { schema: InvoiceCharge } },
      },
      '401': problemResponse('ChargeUnauthorized', 'No bearer token, or it is invalid or expired.'),
      '403': problemResponse('ChargeCompanyOnly', 'The caller is not a company (`forbidden`).'),
      '404': problemResponse('ChargeInvoiceNotFound', "No invoice of the caller's has this id."),
      '409': problemResponse(
        'ChargeRefused',
        'Nothing is due (`nothing_due`), or the document is a credit note (`not_an_invoice`).',
      ),
      '502': problemResponse(
        'ChargeProviderFailed',
        'The payment provider did not answer (`payment_provider_failed`); try again.',
      ),
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'receivePaymentNotice',
    method: 'post',
    path: '/webhooks/payments',
    service: 'billing',
    roles: ['anonymous'],
    security: [],
    tags: ['payments'],
    summary: "The payment provider's signed notices (Stripe's webhook)",
    description:
      "Believed only when the Stripe-Signature header matches the raw body under the webhook secret. A succeeded PaymentIntent of an invoice records its payment once, by the event's id: the same event again changes nothing. Notices the ledger cannot take (an unknown or settled invoice) are answered and logged for an admin.",
    headers: z.object({
      [PAYMENT_NOTICE_SIGNATURE_HEADER]: z.string().meta({ param: { id: 'StripeSignature' } }),
    }),
    body: { content: { 'application/json': { schema: paymentNoticeSchema } }, required: true },
    responses: {
      '200': {
        description: 'Received.',
        content: { 'application/json': { schema: PaymentNoticeReceived } },
      },
      '400': problemResponse(
        'PaymentNoticeUnsigned',
        'The signature does not match (`invalid_signature`), or the body is no notice (`validation_failed`); nothing is recorded.',
      ),
      '404': problemResponse(
        'PaymentNoticesOff',
        'The invoice-and-record provider takes no notices (`not_found`).',
      ),
      default: Failure,
    },
  }),
] as const;
