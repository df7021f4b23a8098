import { alaskaToday } from '@rha/contracts';
import type { Knex } from 'knex';

/** The invoicing year is Alaska's: an invoice issued on New Year's Eve in Bethel is last year's. */
export function invoiceYear(issuedAt: Date): number {
  return Number(alaskaToday(issuedAt).slice(0, 4));
}

export function invoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(5, '0')}`;
}

/**
 * The year's next number. The counter row stays locked until the caller's transaction ends, so
 * numbers are handed out one at a time, and one whose issue rolls back is handed out again.
 */
export async function nextInvoiceSequence(trx: Knex.Transaction, year: number): Promise<number> {
  const [row] = await trx('invoice_counters')
    .insert({ year, last_number: 1 })
    .onConflict('year')
    .merge({ last_number: trx.raw('?? + 1', ['invoice_counters.last_number']) })
    .returning<{ last_number: number }[]>('last_number');
  if (!row) throw new Error(`no invoice number for ${year}`);
  return row.last_number;
}
