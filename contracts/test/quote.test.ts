import { describe, expect, it } from 'vitest';
import {
  customQuoteLine,
  DISPATCH_QUEUE_STATUSES,
  initialStatusOf,
  isCancellable,
  MAX_QUOTE_CENTS,
  paymentTermsSchema,
  quoteDeclineSchema,
  quoteSchema,
} from '../src/index.js';

const fieldMessages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('a quote', () => {
  it('takes a positive whole number of cents up to the maximum, with a note', () => {
    expect(quoteSchema.parse({ amountCents: 125_000, note: ' Two visits ' })).toEqual({
      amountCents: 125_000,
      note: 'Two visits',
    });
    expect(quoteSchema.parse({ amountCents: MAX_QUOTE_CENTS })).toEqual({
      amountCents: MAX_QUOTE_CENTS,
      note: '',
    });
  });

  it('refuses a negative, fractional, absurd or missing amount with the field named', () => {
    expect(fieldMessages(quoteSchema.safeParse({ amountCents: -100 }))).toEqual([
      ['amountCents', 'The quote must be more than zero.'],
    ]);
    expect(fieldMessages(quoteSchema.safeParse({ amountCents: 10.5 }))).toEqual([
      ['amountCents', 'Enter the quote in whole cents.'],
    ]);
    expect(fieldMessages(quoteSchema.safeParse({ amountCents: MAX_QUOTE_CENTS + 1 }))).toEqual([
      ['amountCents', 'A quote cannot be more than 100,000 USD.'],
    ]);
    expect(fieldMessages(quoteSchema.safeParse({ note: '' }))).toEqual([
      ['amountCents', 'Enter the quote in cents.'],
    ]);
  });

  it('refuses a note over 1000 characters', () => {
    expect(
      fieldMessages(quoteSchema.safeParse({ amountCents: 100, note: 'x'.repeat(1001) })),
    ).toEqual([['note', 'The note is at most 1000 characters.']]);
  });

  it('is declined only with a reason', () => {
    expect(fieldMessages(quoteDeclineSchema.safeParse({ reason: '  ' }))).toEqual([
      ['reason', 'Please say why you decline the quote.'],
    ]);
  });

  it('is billed as one custom-quote line of its amount', () => {
    expect(customQuoteLine(125_000)).toMatchObject({
      code: 'custom-quote',
      quantity: 1,
      unitCents: 125_000,
      amountCents: 125_000,
    });
  });
});

describe('a custom request', () => {
  it('starts needing a quote, in the dispatch queue and cancellable, while others start Submitted', () => {
    expect(initialStatusOf('custom-request')).toBe('Quote needed');
    expect(initialStatusOf('remote-hands')).toBe('Submitted');
    expect(DISPATCH_QUEUE_STATUSES).toEqual(['Quote needed', 'Quoted', 'Submitted', 'Dispatching']);
    expect(isCancellable('Quote needed') && isCancellable('Quoted')).toBe(true);
  });
});

describe('payment terms', () => {
  it('are whole days from 0 to 90', () => {
    expect(paymentTermsSchema.parse({ termsDays: 0 })).toEqual({ termsDays: 0 });
    expect(paymentTermsSchema.parse({ termsDays: 90 })).toEqual({ termsDays: 90 });
    expect(fieldMessages(paymentTermsSchema.safeParse({ termsDays: 91 }))).toEqual([
      ['termsDays', 'The payment terms are at most 90 days.'],
    ]);
    expect(fieldMessages(paymentTermsSchema.safeParse({ termsDays: -1 }))).toEqual([
      ['termsDays', 'The payment terms cannot be negative.'],
    ]);
    expect(fieldMessages(paymentTermsSchema.safeParse({ termsDays: 1.5 }))).toEqual([
      ['termsDays', 'Enter the payment terms in whole days.'],
    ]);
  });
});
