import { randomUUID } from 'node:crypto';
import type { PayoutRecord } from '@rha/contracts';
import type { Knex } from 'knex';
import { nothingDueToTechnician } from './errors.js';
import { accountBalanceCents, postTransaction } from './ledger.js';
import { payoutViews, type PayoutView } from './pay-views.js';

/** What the ledger says is owed to a technician: their payable, a credit, read as a positive sum. */
export async function dueToTechnicianCents(db: Knex, technicianId: string): Promise<number> {
  return -(await accountBalanceCents(db, 'technician-payable', technicianId));
}

/**
 * Records a payout of everything due to a technician. The amount comes from the ledger, never
 * from the person recording it, and the technician's row is locked so two payouts take turns and
 * the second finds nothing due. `key` names the payout: recorded again, it answers the first.
 */
export async function recordPayout(
  trx: Knex.Transaction,
  technicianId: string,
  payout: PayoutRecord,
  meta: { key: string; recordedBy: string; recordedAt: Date },
): Promise<PayoutView> {
  const technician = await trx('technicians').where({ id: technicianId }).forUpdate().first();
  if (!technician) throw nothingDueToTechnician();
  const ledgerKey = `payout:${technicianId}:${meta.key}`;
  const seen = await trx('ledger_transactions').where({ key: ledgerKey }).first<{ id: string }>();
  if (seen) {
    const [first] = await payoutViews(trx, { transactionId: seen.id });
    if (first) return first;
  }
  const due = await dueToTechnicianCents(trx, technicianId);
  if (due <= 0) throw nothingDueToTechnician();

  const transactionId = await postTransaction(trx, {
    key: ledgerKey,
    kind: 'payout',
    occurredAt: meta.recordedAt,
    entries: [
      { account: 'technician-payable', partyId: technicianId, amountCents: due },
      { account: 'cash', amountCents: -due },
    ],
  });
  const id = randomUUID();
  await trx('payouts').insert({
    id,
    technician_id: technicianId,
    transaction_id: transactionId,
    method: payout.method,
    reference: payout.reference,
    amount_cents: due,
    paid_on: payout.paidOn,
    recorded_by: meta.recordedBy,
    recorded_at: meta.recordedAt,
  });
  return {
    id,
    technicianId,
    amountCents: due,
    method: payout.method,
    reference: payout.reference,
    paidOn: payout.paidOn,
    recordedAt: meta.recordedAt.toISOString(),
    pending: false,
  };
}
