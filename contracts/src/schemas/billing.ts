import { z } from 'zod';
import { CURRENCIES, MAX_PAYMENT_CENTS } from '../reference/prices.js';
import { isIsoDate } from './dates.js';

/** How a payment reached the product when the company pays by invoice. */
export const PAYMENT_METHODS = ['bank-transfer', 'check'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How a technician's pay went out: recorded by an admin, or sent by Stripe to their account. */
export const PAYOUT_METHODS = [...PAYMENT_METHODS, 'stripe-transfer'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/**
 * How a technician is paid: by an admin who records each payout, or by Stripe once they have set
 * up their payout account there (and not yet until they have).
 */
export const PAYOUT_ACCOUNT_STATES = ['recorded-by-admin', 'not-set-up', 'set-up'] as const;
export type PayoutAccountState = (typeof PAYOUT_ACCOUNT_STATES)[number];

export const INVOICE_STATUSES = ['open', 'paid', 'overdue', 'credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

const maxUsd = (MAX_PAYMENT_CENTS / 100).toLocaleString('en-US');

/** A payment an admin records; its amount counts once and never above what is due. */
export const paymentRecordSchema = z.strictObject({
  amountCents: z
    .number({ message: 'Enter the amount received, in cents.' })
    .int('Enter the amount in whole cents.')
    .positive('The amount must be more than zero.')
    .max(MAX_PAYMENT_CENTS, `The amount cannot be more than ${maxUsd} USD.`),
  currency: z.enum(CURRENCIES, { message: 'Payments are recorded in USD only.' }),
  method: z.enum(PAYMENT_METHODS, { message: 'Choose bank transfer or check.' }),
  reference: z
    .string({ message: 'Enter the transfer or check reference.' })
    .trim()
    .min(1, 'Enter the transfer or check reference.')
    .max(100, 'The reference is at most 100 characters.'),
  receivedOn: z
    .string({ message: 'Enter the date the payment was received.' })
    .refine(isIsoDate, 'Enter the date the payment was received.')
    .meta({ format: 'date' }),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const creditNoteRequestSchema = z.strictObject({
  reason: z
    .string({ message: 'Say why the invoice is corrected.' })
    .trim()
    .min(3, 'Say why the invoice is corrected.')
    .max(1000, 'The reason is at most 1000 characters.'),
});
export type CreditNoteRequest = z.infer<typeof creditNoteRequestSchema>;

export const invoiceListQuerySchema = z.strictObject({
  status: z.enum(INVOICE_STATUSES).optional(),
});
