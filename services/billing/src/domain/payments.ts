import { randomUUID } from 'node:crypto';
import { alaskaToday, type PaymentRecord } from '@rha/contracts';
import type { Knex } from 'knex';
import type { ReportedPayment } from '../providers/payment-provider.js';
import { nothingDue, paymentAboveBalance } from './errors.js';
import { lockInvoice } from './invoices.js';
import { invoiceBalanceCents, postTransaction } from './ledger.js';

/** A payment an admin keyed in, or one a provider reported paid by card. */
export type ReceivedPayment = Omit<PaymentRecord, 'method'> & {
  method: PaymentRecord['method'] | 'card';
};

export interface RecordedPayment {
  paymentId: string | null;
  balanceCents: number;
}

/**
 * Records a payment an admin received (a bank transfer or a check) against an invoice. `key`
 * names the payment: the same key recorded again changes nothing. A payment above what is still
 * due is refused, so a typing slip cannot turn a company's balance into a credit.
 */
export async function recordPayment(
  trx: Knex.Transaction,
  invoiceId: string,
  payment: ReceivedPayment,
  meta: { key: string; recordedBy: string; recordedAt: Date },
): Promise<RecordedPayment> {
  const invoice = await lockInvoice(trx, invoiceId);
  const ledgerKey = `payment:${invoiceId}:${meta.key}`;
  const seen = await trx('ledger_transactions').where({ key: ledgerKey }).first();
  if (seen) return { paymentId: null, balanceCents: await invoiceBalanceCents(trx, invoiceId) };
  const balance = await invoiceBalanceCents(trx, invoiceId);
  if (balance <= 0) throw nothingDue();
  if (payment.amountCents > balance) throw paymentAboveBalance(balance);

  const transactionId = await postTransaction(trx, {
    key: ledgerKey,
    kind: 'payment',
    occurredAt: meta.recordedAt,
    entries: [
      { account: 'cash', invoiceId, amountCents: payment.amountCents },
      {
        account: 'company-receivable',
        partyId: invoice.company_id,
        invoiceId,
        amountCents: -payment.amountCents,
      },
    ],
  });
  const paymentId = randomUUID();
  await trx('payments').insert({
    id: paymentId,
    invoice_id: invoiceId,
    transaction_id: transactionId,
    method: payment.method,
    reference: payment.reference,
    amount_cents: payment.amountCents,
    currency: payment.currency,
    received_on: payment.receivedOn,
    recorded_by: meta.recordedBy,
    recorded_at: meta.recordedAt,
  });
  return { paymentId, balanceCents: balance - payment.amountCents };
}

/**
 * Records a payment the provider reported. The notice's id names it, so a notice delivered again
 * (a provider retries until it is answered) finds its ledger transaction and changes nothing.
 */
export function recordReportedPayment(
  trx: Knex.Transaction,
  payment: ReportedPayment,
): Promise<RecordedPayment> {
  return recordPayment(
    trx,
    payment.invoiceId,
    {
      amountCents: payment.amountCents,
      currency: payment.currency,
      method: 'card',
      reference: payment.reference,
      receivedOn: alaskaToday(payment.receivedAt),
    },
    { key: `notice:${payment.noticeId}`, recordedBy: 'payment-provider', recordedAt: new Date() },
  );
}
