import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Where money sits: what companies owe, what the product earned, what reached or left the bank,
 * what technicians' work cost and what is still owed to them.
 */
export const ACCOUNTS = [
  'company-receivable',
  'revenue',
  'cash',
  'pay-expense',
  'technician-payable',
] as const;
export type Account = (typeof ACCOUNTS)[number];

export interface LedgerEntry {
  account: Account;
  /** The company or technician the account is kept for; empty for the product's own. */
  partyId?: string;
  invoiceId?: string | null;
  /** Debits positive, credits negative. */
  amountCents: number;
}

export interface LedgerTransaction {
  /** Names the movement's cause: the same cause posted twice is recorded once. */
  key: string;
  kind: 'invoice' | 'credit-note' | 'payment' | 'pay-statement' | 'payout';
  occurredAt: string | Date;
  entries: LedgerEntry[];
}

/** Raised on a transaction whose entries do not sum to zero or are not whole cents. */
export class UnbalancedTransaction extends Error {}

/**
 * Records a double-entry transaction in the caller's transaction, so it commits with the change
 * that caused it. Returns its id, or null when its key was already recorded.
 */
export async function postTransaction(
  trx: Knex.Transaction,
  transaction: LedgerTransaction,
): Promise<string | null> {
  const { entries } = transaction;
  if (entries.length < 2 || entries.some((entry) => !Number.isSafeInteger(entry.amountCents))) {
    throw new UnbalancedTransaction(`${transaction.key}: entries must be whole cents, two or more`);
  }
  if (entries.reduce((sum, entry) => sum + entry.amountCents, 0) !== 0) {
    throw new UnbalancedTransaction(`${transaction.key}: debits and credits differ`);
  }
  const inserted = await trx('ledger_transactions')
    .insert({
      id: randomUUID(),
      key: transaction.key,
      kind: transaction.kind,
      occurred_at: transaction.occurredAt,
    })
    .onConflict('key')
    .ignore()
    .returning<{ id: string }[]>('id');
  const id = inserted[0]?.id;
  if (!id) return null;
  await trx('ledger_entries').insert(
    entries.map((entry) => ({
      transaction_id: id,
      account: entry.account,
      party_id: entry.partyId ?? '',
      invoice_id: entry.invoiceId ?? null,
      amount_cents: entry.amountCents,
    })),
  );
  return id;
}

/** What is still owed on an invoice: its receivable entries, the invoice's and its corrections'. */
export async function invoiceBalanceCents(db: Knex, invoiceId: string): Promise<number> {
  const row = await db('ledger_entries')
    .where({ account: 'company-receivable', invoice_id: invoiceId })
    .sum<{ total: string | null }>({ total: 'amount_cents' })
    .first();
  return Number(row?.total ?? 0);
}

/** An account's balance, for one party or (without one) across all. */
export async function accountBalanceCents(
  db: Knex,
  account: Account,
  partyId?: string,
): Promise<number> {
  const query = db('ledger_entries').where({ account });
  if (partyId !== undefined) void query.where({ party_id: partyId });
  const row = await query.sum<{ total: string | null }>({ total: 'amount_cents' }).first();
  return Number(row?.total ?? 0);
}
