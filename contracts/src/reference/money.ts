import type { PayoutMethod } from '../schemas/billing.js';

/**
 * Integer cents as US dollars with their cents, as statements and invoices print them:
 * 58750 -> '$587.50', -1875 -> '-$18.75'. Grouped by hand, like the public pages' prices, so a
 * page need not load a currency formatter's locale data.
 */
export function formatCents(cents: number): string {
  const whole = Math.abs(Math.trunc(cents));
  const dollars = Math.floor(whole / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',');
  const rest = (whole % 100).toString().padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${dollars}.${rest}`;
}

/** Integer cents with the cents shown only when there are any, as quotes and pay read: '$1,250', '$312.50'. */
export function formatCentsBrief(cents: number): string {
  return cents % 100 === 0 ? formatCents(cents).slice(0, -3) : formatCents(cents);
}

/** How a payment or payout method reads on a screen. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PayoutMethod, string>> = {
  'bank-transfer': 'Bank transfer',
  check: 'Check',
  'stripe-transfer': 'Stripe transfer',
};

/** When a technician paid through Stripe gets their account's balance in their bank. */
export const PAYOUT_SCHEDULE = { interval: 'weekly', weeklyAnchor: 'friday' } as const;

/** PAYOUT_SCHEDULE as a sentence's end reads it. */
export const PAYOUT_SCHEDULE_TEXT = 'weekly, on Fridays';
