import { describe, expect, it } from 'vitest';
import {
  RATE_CARD,
  counterDecisionSchema,
  counterOfferMessages,
  counterOfferSchema,
} from '../src/index.js';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

describe('a counter-offer', () => {
  it('takes a pay, an arrival or both, with a reason', () => {
    const pay = RATE_CARD['remote-hands'];
    const arrivalAt = tomorrow();
    expect(counterOfferSchema.parse({ pay, reason: ' Fuel. ' })).toEqual({ pay, reason: 'Fuel.' });
    expect(counterOfferSchema.parse({ arrivalAt, reason: 'Later.' })).toEqual({
      arrivalAt,
      reason: 'Later.',
    });
    expect(counterOfferSchema.safeParse({ pay, arrivalAt, reason: 'Both.' }).success).toBe(true);
  });

  it('names the field of what is missing or wrong', () => {
    const issues = (value: unknown) =>
      counterOfferSchema
        .safeParse(value)
        .error?.issues.map(({ path, message }) => [path.join('.'), message]);
    expect(issues({ reason: 'More.' })).toEqual([['pay', counterOfferMessages.nothingCountered]]);
    expect(issues({ pay: RATE_CARD['remote-eyes'], reason: '' })).toEqual([
      ['reason', counterOfferMessages.reasonRequired],
    ]);
    expect(
      issues({ pay: { ...RATE_CARD['remote-eyes'], amountCents: 1_000_000_000 }, reason: 'x' }),
    ).toEqual([['pay.amountCents', 'The pay cannot be more than 50,000 USD.']]);
    expect(issues({ pay: RATE_CARD['remote-eyes'], reason: 'x', total: 5 })?.[0]?.[0]).toBe('');
  });

  it('is declined with an optional reason', () => {
    expect(counterDecisionSchema.parse({})).toEqual({ reason: '' });
  });
});
