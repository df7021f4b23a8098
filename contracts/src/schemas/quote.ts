import { z } from 'zod';
import { MAX_PAYMENT_TERMS_DAYS, MAX_QUOTE_CENTS } from '../reference/prices.js';

const dollars = (cents: number) => (cents / 100).toLocaleString('en-US');

/** The most a quote's note or a decline's reason may say. */
export const QUOTE_TEXT_MAX = 1000;

/** An admin's price for a custom request: a proposal that counts once the company accepts it. */
export const quoteSchema = z
  .strictObject({
    amountCents: z
      .number({ message: 'Enter the quote in cents.' })
      .int('Enter the quote in whole cents.')
      .positive('The quote must be more than zero.')
      .max(MAX_QUOTE_CENTS, `A quote cannot be more than ${dollars(MAX_QUOTE_CENTS)} USD.`),
    note: z
      .string({ message: 'The note must be text.' })
      .trim()
      .max(QUOTE_TEXT_MAX, `The note is at most ${QUOTE_TEXT_MAX} characters.`)
      .default(''),
  })
  .meta({ id: 'Quote' });

export type QuoteInput = z.input<typeof quoteSchema>;

/** A company turning a quote down; the reason becomes the cancellation's. */
export const quoteDeclineSchema = z
  .strictObject({
    reason: z
      .string({ message: 'Please say why you decline the quote.' })
      .trim()
      .min(1, 'Please say why you decline the quote.')
      .max(QUOTE_TEXT_MAX, `The reason is at most ${QUOTE_TEXT_MAX} characters.`),
  })
  .meta({ id: 'QuoteDecline' });

export type QuoteDecline = z.infer<typeof quoteDeclineSchema>;

/** A request's quote as its company and admins read it. */
export const requestQuoteSchema = z
  .strictObject({
    amountCents: z.number().int(),
    note: z.string(),
    quotedAt: z.iso.datetime({ offset: true }),
    acceptedAt: z.iso.datetime({ offset: true }).nullable().meta({
      description: 'Null until the company accepts it.',
    }),
  })
  .meta({ id: 'RequestQuote' });

export type RequestQuote = z.infer<typeof requestQuoteSchema>;

/** How many days a company has to pay its invoices. */
export const paymentTermsSchema = z
  .strictObject({
    termsDays: z
      .number({ message: 'Enter the payment terms in days.' })
      .int('Enter the payment terms in whole days.')
      .min(0, 'The payment terms cannot be negative.')
      .max(MAX_PAYMENT_TERMS_DAYS, `The payment terms are at most ${MAX_PAYMENT_TERMS_DAYS} days.`),
  })
  .meta({ id: 'PaymentTerms' });

export type PaymentTerms = z.infer<typeof paymentTermsSchema>;
