import type { RequestQuote } from '@rha/contracts';
import type { QuoteRow } from './quotes.repo.js';

export function presentQuote(row: QuoteRow | undefined): RequestQuote | null {
  if (!row) return null;
  return {
    amountCents: row.amount_cents,
    note: row.note,
    quotedAt: row.quoted_at.toISOString(),
    acceptedAt: row.accepted_at?.toISOString() ?? null,
  };
}
