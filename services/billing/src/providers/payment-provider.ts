import type { Currency } from '@rha/contracts';
import type { PaymentProviderName } from '../config.js';

/** An invoice's balance to collect, computed by billing from its ledger, never by a browser. */
export interface InvoiceCharge {
  invoiceId: string;
  number: string;
  companyId: string;
  amountCents: number;
  currency: Currency;
}

/** How the company is to pay: online with the intent's client secret, or by transfer or check. */
export type ChargeAnswer =
  | {
      provider: 'stripe';
      paymentIntentId: string;
      clientSecret: string;
      amountCents: number;
      currency: Currency;
    }
  | { provider: 'invoice-and-record'; amountCents: number; currency: Currency };

/** A technician's approved pay, sent to the account they are paid through. */
export interface PayTransfer {
  technicianId: string;
  /** The technician's connected account at the provider. */
  accountId: string;
  amountCents: number;
  currency: Currency;
  /** Billing's payout the transfer settles; sent again under it, no more money moves. */
  payoutId: string;
}

/** Sent means the provider moved it; recorded means an admin pays it and records the payout. */
export type TransferAnswer =
  | { provider: 'stripe'; transferId: string; amountCents: number }
  | { provider: 'invoice-and-record'; recordedByAdmin: true };

/** Where the provider's account set-up page sends the technician back to. */
export interface PayoutAccountReturn {
  /** When the set-up is finished (or left). */
  returnUrl: string;
  /** When the page's link has expired and a new one is wanted. */
  refreshUrl: string;
}

/** When a connected account's balance goes to the technician's bank. */
export type PayoutSchedule =
  | { interval: 'daily' }
  | { interval: 'weekly'; weeklyAnchor: 'monday' | 'friday' }
  | { interval: 'monthly'; monthlyAnchor: number };

/** A payment the provider reports, once its notice's signature was verified. */
export interface ReportedPayment {
  /** The notice's own id: a notice delivered again records nothing new. */
  noticeId: string;
  invoiceId: string;
  amountCents: number;
  currency: Currency;
  reference: string;
  receivedAt: Date;
}

/** A verified notice: a payment to record, or something billing keeps no record of. */
export type ProviderNotice =
  { kind: 'payment'; payment: ReportedPayment } | { kind: 'ignored'; type: string };

/**
 * What billing asks of whoever moves the money. Every amount comes from billing's ledger; the
 * provider only carries it out and reports back.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  chargeInvoice(charge: InvoiceCharge): Promise<ChargeAnswer>;
  /** Whether technicians are paid by the provider, to accounts of their own there. */
  readonly paysTechnicians: boolean;
  transferPay(transfer: PayTransfer): Promise<TransferAnswer>;
  /**
   * Opens a technician's connected account, paid out to their bank on `schedule`; the same
   * technician asked again gets the same account.
   */
  openPayoutAccount(technicianId: string, schedule: PayoutSchedule): Promise<string>;
  /** A page at the provider where the account's owner gives or changes their bank details. */
  payoutAccountPage(accountId: string, back: PayoutAccountReturn): Promise<string>;
  /** Checks a notice's signature over its raw bytes; throws a 400 DomainError when it fails. */
  verifyNotice(rawBody: string, signature: string): ProviderNotice;
}
