import { CURRENCY } from '@rha/contracts';
import Stripe from 'stripe';
import { invalidSignature, providerFailed } from '../domain/errors.js';
import type { PaymentProvider, PayoutSchedule, ProviderNotice } from './payment-provider.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (a stripe-mock's); Stripe's own when absent. */
  apiBase?: string;
}

/** Stripe's name for the product's one currency. */
const STRIPE_CURRENCY = CURRENCY.toLowerCase();

/** The only notice billing acts on: the company's payment went through. */
const PAYMENT_SUCCEEDED = 'payment_intent.succeeded';

function clientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 10_000 };
  if (!apiBase) return options;
  const url = new URL(apiBase);
  return {
    ...options,
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  };
}

function stripeSchedule(
  schedule: PayoutSchedule,
): Stripe.AccountCreateParams.Settings.Payouts.Schedule {
  if (schedule.interval === 'daily') return { interval: 'daily' };
  if (schedule.interval === 'weekly') {
    return { interval: 'weekly', weekly_anchor: schedule.weeklyAnchor };
  }
  return { interval: 'monthly', monthly_anchor: schedule.monthlyAnchor };
}

async function calling<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw providerFailed(error);
  }
}

/**
 * Companies pay by card through a PaymentIntent for the balance billing computed; technicians are
 * paid by transfers to their connected accounts, which pay out to their banks on a schedule.
 * Stripe's idempotency keys make a resent charge or transfer the same one.
 */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiBase));
  return {
    name: 'stripe',
    async chargeInvoice(charge) {
      const intent = await calling(() =>
        stripe.paymentIntents.create(
          {
            amount: charge.amountCents,
            currency: STRIPE_CURRENCY,
            description: `Invoice ${charge.number}`,
            metadata: { invoiceId: charge.invoiceId, companyId: charge.companyId },
            automatic_payment_methods: { enabled: true },
          },
          // One intent per invoice and balance: a second click pays the same intent, not twice.
          { idempotencyKey: `invoice-charge:${charge.invoiceId}:${charge.amountCents}` },
        ),
      );
      if (!intent.client_secret) throw providerFailed(new Error('intent without client secret'));
      return {
        provider: 'stripe',
        paymentIntentId: intent.id,
        clientSecret: intent.client_secret,
        amountCents: intent.amount,
        currency: CURRENCY,
      };
    },
    paysTechnicians: true,
    async transferPay(transfer) {
      // Stripe forgets an idempotency key after a day: a transfer whose answer was lost longer
      // ago is found by its group, the payout it settles, rather than sent a second time.
      const earlier = await calling(() =>
        stripe.transfers.list({ transfer_group: transfer.payoutId, limit: 1 }),
      );
      const sentBefore = earlier.data.find((sent) => sent.transfer_group === transfer.payoutId);
      if (sentBefore) {
        return { provider: 'stripe', transferId: sentBefore.id, amountCents: sentBefore.amount };
      }
      const sent = await calling(() =>
        stripe.transfers.create(
          {
            amount: transfer.amountCents,
            currency: STRIPE_CURRENCY,
            destination: transfer.accountId,
            transfer_group: transfer.payoutId,
            metadata: { technicianId: transfer.technicianId, payoutId: transfer.payoutId },
          },
          { idempotencyKey: `pay-transfer:${transfer.payoutId}` },
        ),
      );
      return { provider: 'stripe', transferId: sent.id, amountCents: sent.amount };
    },
    async openPayoutAccount(technicianId, schedule) {
      const account = await calling(() =>
        stripe.accounts.create(
          {
            type: 'express',
            country: 'US',
            capabilities: { transfers: { requested: true } },
            metadata: { technicianId },
            settings: { payouts: { schedule: stripeSchedule(schedule) } },
          },
          // A second press, or a retry after a lost answer, opens no second account.
          { idempotencyKey: `payout-account:${technicianId}` },
        ),
      );
      return account.id;
    },
    async payoutAccountPage(accountId, back) {
      const link = await calling(() =>
        stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: back.returnUrl,
          refresh_url: back.refreshUrl,
        }),
      );
      return link.url;
    },
    verifyNotice(rawBody, signature): ProviderNotice {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw invalidSignature();
      }
      if (event.type !== PAYMENT_SUCCEEDED) return { kind: 'ignored', type: event.type };
      const intent = event.data.object;
      const invoiceId = intent.metadata.invoiceId;
      if (!invoiceId || intent.currency !== STRIPE_CURRENCY) {
        return { kind: 'ignored', type: event.type };
      }
      return {
        kind: 'payment',
        payment: {
          noticeId: event.id,
          invoiceId,
          amountCents: intent.amount_received,
          currency: CURRENCY,
          reference: intent.id,
          receivedAt: new Date(event.created * 1000),
        },
      };
    },
  };
}
