import { randomUUID } from 'node:crypto';
import { alaskaToday, CURRENCY } from '@rha/contracts';
import type { Knex } from 'knex';
import type { PaymentProvider } from '../providers/index.js';
import { postTransaction } from './ledger.js';
import { DUE_CENTS } from './pay-views.js';
import { dueToTechnicianCents } from './payouts.js';

/** Who sends the payouts a provider makes, in the payouts' `recorded_by`. */
const SENT_BY = 'billing';

export interface TransferRound {
  /** Payouts written to the ledger this round, each pending until its transfer is sent. */
  owed: number;
  /** Transfers the provider confirmed this round. */
  sent: number;
  /** Transfers the provider refused or did not answer: retried next round under the same key. */
  failed: number;
  /** Why the last of them failed. */
  failure?: unknown;
}

/**
 * Writes a pending payout of everything due to one technician paid through their connected
 * account. The technician's row is locked so an admin's payout or another replica's round waits,
 * then finds nothing more due; nothing leaves the product in this transaction.
 */
async function owePayout(trx: Knex.Transaction, technicianId: string, now: Date): Promise<boolean> {
  await trx('technicians').where({ id: technicianId }).forUpdate().first();
  const due = await dueToTechnicianCents(trx, technicianId);
  if (due <= 0) return false;
  const id = randomUUID();
  const transactionId = await postTransaction(trx, {
    key: `payout:${technicianId}:transfer:${id}`,
    kind: 'payout',
    occurredAt: now,
    entries: [
      { account: 'technician-payable', partyId: technicianId, amountCents: due },
      { account: 'cash', amountCents: -due },
    ],
  });
  await trx('payouts').insert({
    id,
    technician_id: technicianId,
    transaction_id: transactionId,
    method: 'stripe-transfer',
    reference: '',
    amount_cents: due,
    // The day it went out as the technician's calendar reads it, like every date the product shows.
    paid_on: alaskaToday(now),
    recorded_by: SENT_BY,
    recorded_at: now,
    pending: true,
  });
  return true;
}

interface PendingPayout {
  id: string;
  technician_id: string;
  amount_cents: string;
  payout_account_id: string;
}

/**
 * One round of paying technicians through the provider: what each technician with a connected
 * account is owed becomes a pending payout, and every pending payout is sent under its own id as
 * the idempotency key, so a send that failed, or whose answer was lost, moves the money once.
 */
export async function sendDueTransfers(
  db: Knex,
  provider: PaymentProvider,
  now: Date,
): Promise<TransferRound> {
  const round: TransferRound = { owed: 0, sent: 0, failed: 0 };
  if (!provider.paysTechnicians) return round;

  const owing: { id: string }[] = await db('technicians')
    .select('id')
    .whereNotNull('payout_account_id')
    .whereRaw(`${DUE_CENTS} > 0`);
  for (const { id } of owing) {
    if (await db.transaction((trx) => owePayout(trx, id, now))) round.owed += 1;
  }

  const pending: PendingPayout[] = await db('payouts')
    .join('technicians', 'technicians.id', 'payouts.technician_id')
    .where('payouts.pending', true)
    .orderBy('payouts.recorded_at')
    .select(
      'payouts.id',
      'payouts.technician_id',
      'payouts.amount_cents',
      'technicians.payout_account_id',
    );
  for (const payout of pending) {
    try {
      const answer = await provider.transferPay({
        technicianId: payout.technician_id,
        accountId: payout.payout_account_id,
        amountCents: Number(payout.amount_cents),
        currency: CURRENCY,
        payoutId: payout.id,
      });
      const reference = answer.provider === 'stripe' ? answer.transferId : '';
      await db('payouts').where({ id: payout.id }).update({ pending: false, reference });
      round.sent += 1;
    } catch (error) {
      round.failed += 1;
      round.failure = error;
    }
  }
  return round;
}
