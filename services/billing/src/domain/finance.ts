import { alaskaToday, type AdminInvoiceListQuery, type InvoiceExportQuery } from '@rha/contracts';
import { keysetPage, type KeysetOrder } from '@rha/kit';
import type { Knex } from 'knex';
import {
  documents,
  getInvoice,
  matching,
  withLines,
  withStatus,
  type InvoiceView,
  type ViewRow,
} from './invoice-views.js';

/** Numbers are issued in order and zero-padded, so the newest is the greatest. */
const NEWEST: KeysetOrder = {
  name: 'newest',
  key: 'documents.number',
  keyType: 'text',
  id: 'documents.id',
  direction: 'desc',
};

/** A CSV holds at most this many documents: years of invoices, yet a bounded answer. */
const EXPORT_LIMIT = 20_000;

function filtered(db: Knex, filter: InvoiceExportQuery, today: string): Knex.QueryBuilder {
  const query = documents(db, today);
  matching(query, filter.q);
  if (filter.status) withStatus(query, filter.status, today);
  return query;
}

export interface InvoiceTotals {
  openCents: number;
  overdueCents: number;
  paidThisMonthCents: number;
}

/** What is owed, open and overdue, and what came in this Alaska-time month, over every document. */
export async function invoiceTotals(db: Knex, now = new Date()): Promise<InvoiceTotals> {
  const today = alaskaToday(now);
  const owed = (await db
    .from(documents(db, today).as('viewed'))
    .select(
      db.raw(`coalesce(sum(balance_cents) filter (where status = 'open'), 0) as open`),
      db.raw(`coalesce(sum(balance_cents) filter (where status = 'overdue'), 0) as overdue`),
    )
    .first()) as { open: string; overdue: string };
  const paid = (await db('payments')
    .whereRaw(`to_char(received_on, 'YYYY-MM') = ?`, [today.slice(0, 7)])
    .sum({ cents: 'amount_cents' })
    .first()) as { cents: string | null };
  return {
    openCents: Number(owed.open),
    overdueCents: Number(owed.overdue),
    paidThisMonthCents: Number(paid.cents ?? 0),
  };
}

export interface InvoicePage {
  invoices: InvoiceView[];
  nextCursor: string | null;
  totals: InvoiceTotals;
}

/** One page of the documents the filters keep, newest first, with the totals beside it. */
export async function invoicePage(
  db: Knex,
  { cursor, limit, q, status }: AdminInvoiceListQuery,
  now = new Date(),
): Promise<InvoicePage> {
  const page = await keysetPage<ViewRow>(db, filtered(db, { q, status }, alaskaToday(now)), {
    order: NEWEST,
    cursor,
    limit,
  });
  return {
    invoices: await withLines(db, page.items),
    nextCursor: page.nextCursor,
    totals: await invoiceTotals(db, now),
  };
}

/** Every document the filters keep, newest first, without their lines. */
export async function exportedInvoices(
  db: Knex,
  filter: InvoiceExportQuery,
  now = new Date(),
): Promise<ViewRow[]> {
  return (await filtered(db, filter, alaskaToday(now))
    .orderBy('documents.number', 'desc')
    .limit(EXPORT_LIMIT)) as ViewRow[];
}

export interface PaymentView {
  id: string;
  amountCents: number;
  currency: string;
  method: string;
  reference: string;
  receivedOn: string;
  recordedAt: string;
}

export interface InvoiceDetail {
  invoice: InvoiceView;
  payments: PaymentView[];
  creditNote: InvoiceView | null;
}

/** A document with the payments recorded against it and the credit note correcting it. */
export async function invoiceDetail(
  db: Knex,
  id: string,
  now = new Date(),
): Promise<InvoiceDetail> {
  const invoice = await getInvoice(db, id, {}, now);
  const payments = (await db('payments')
    .where({ invoice_id: id })
    .select('*', db.raw(`to_char(received_on, 'YYYY-MM-DD') as received_on_text`))
    .orderBy([{ column: 'received_on' }, { column: 'recorded_at' }])) as {
    id: string;
    amount_cents: string;
    currency: string;
    method: string;
    reference: string;
    received_on_text: string;
    recorded_at: Date;
  }[];
  const note = (await db('invoices').where({ corrects_invoice_id: id }).first('id')) as
    { id: string } | undefined;
  return {
    invoice,
    payments: payments.map((payment) => ({
      id: payment.id,
      amountCents: Number(payment.amount_cents),
      currency: payment.currency,
      method: payment.method,
      reference: payment.reference,
      receivedOn: payment.received_on_text,
      recordedAt: payment.recorded_at.toISOString(),
    })),
    creditNote: note ? await getInvoice(db, note.id, {}, now) : null,
  };
}
