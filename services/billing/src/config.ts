import { serviceConfig } from '@rha/kit';
import { z } from 'zod';

export const PAYMENT_PROVIDERS = ['invoice-and-record', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const configSchema = serviceConfig('billing', {
  /** How companies pay and technicians are paid; invoice-and-record needs no outside account. */
  BILLING_PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('invoice-and-record'),
  /** The Stripe secret key (sk_…); the stripe provider refuses to start without it. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The webhook endpoint's signing secret (whsec_…); the stripe provider refuses to start without it. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another Stripe API origin, such as a stripe-mock's; unset: Stripe's own. */
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: 'Must be an http:// or https:// URL' })
    .optional(),
  /** The web app's origin as users reach it: Stripe's payout set-up returns to its earnings page. */
  PUBLIC_WEB_URL: z
    .url({ protocol: /^https?$/, error: 'Must be an http:// or https:// URL' })
    .default('http://localhost:8080'),
  /** How often technicians' approved pay is sent to their Stripe accounts; 0 sends none. */
  PAY_TRANSFER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
});

export type Config = z.infer<typeof configSchema>;
