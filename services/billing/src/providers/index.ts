import type { Config } from '../config.js';
import { invoiceAndRecordProvider } from './invoice-and-record.js';
import type { PaymentProvider } from './payment-provider.js';
import { stripeProvider } from './stripe.js';

export type * from './payment-provider.js';

/** The provider the environment names; stripe without its two secrets stops the service at start. */
export function paymentProviderFrom(
  config: Pick<
    Config,
    'BILLING_PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'
  >,
): PaymentProvider {
  if (config.BILLING_PAYMENT_PROVIDER === 'invoice-and-record') return invoiceAndRecordProvider();
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  if (!secretKey || !webhookSecret) {
    throw new Error(
      'BILLING_PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  return stripeProvider({ secretKey, webhookSecret, apiBase: config.STRIPE_API_BASE });
}
