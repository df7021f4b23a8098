import { randomUUID } from 'node:crypto';
import { alaskaToday, CURRENCY, type PriceLine } from '@rha/contracts';
import type { Knex } from 'knex';
import { alreadyCredited, invoiceNotFound, notAnInvoice } from './errors.js';
import { agreedRemoteEyesCents } from './estimates.js';
import { currentPriceTable } from './price-table.js';
import { jobLines } from './invoice-lines.js';
import { lockJob, type JobRow } from './jobs.js';
import { publishInvoiceIssued } from './invoice-events.js';
import { postTransaction } from './ledger.js';
import { paymentTermsOf } from './payment-terms.js';
import { invoiceNumber, invoiceYear, nextInvoiceSequence } from './numbering.js';

export interface InvoiceRow {
  id: string;
  number: string;
  year: number;
  sequence: number;
  kind: 'invoice' | 'credit-note';
  request_id: string;
  ticket_number: string;
  company_id: string;
  company_keycloak_id: string;
  company_name: string;
  corrects_invoice_id: string | null;
  reason: string;
  issued_at: Date;
  due_on: string;
  terms_days: number;
  currency: string;
  total_cents: string;
}

export type IssueOutcome =
  | { issued: true; invoiceId: string; number: string }
  | { issued: false; why: 'unknown-job' | 'already-invoiced' | 'cancelled' | 'quote-needed' };

/** The date `days` after `date` (YYYY-MM-DD), on the calendar. */
function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

interface NewDocument {
  kind: InvoiceRow['kind'];
  job: Pick<
    JobRow,
    'request_id' | 'ticket_number' | 'company_id' | 'company_keycloak_id' | 'company_name'
  >;
  lines: PriceLine[];
  issuedAt: Date;
  termsDays: number;
  correctsInvoiceId?: string;
  reason?: string;
}

/** Numbers and stores an invoice or credit note with its lines; the caller posts its ledger. */
async function storeDocument(trx: Knex.Transaction, document: NewDocument) {
  const year = invoiceYear(document.issuedAt);
  const sequence = await nextInvoiceSequence(trx, year);
  const id = randomUUID();
  const number = invoiceNumber(year, sequence);
  const totalCents = document.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const dueOn = addDays(alaskaToday(document.issuedAt), document.termsDays);
  await trx('invoices').insert({
    id,
    number,
    year,
    sequence,
    kind: document.kind,
    request_id: document.job.request_id,
    ticket_number: document.job.ticket_number,
    company_id: document.job.company_id,
    company_keycloak_id: document.job.company_keycloak_id,
    company_name: document.job.company_name,
    corrects_invoice_id: document.correctsInvoiceId ?? null,
    reason: document.reason ?? '',
    issued_at: document.issuedAt,
    due_on: dueOn,
    terms_days: document.termsDays,
    currency: CURRENCY,
    total_cents: totalCents,
  });
  await trx('invoice_lines').insert(
    document.lines.map((line, position) => ({
      invoice_id: id,
      position,
      code: line.code,
      description: line.description,
      quantity: line.quantity,
      unit_cents: line.unitCents,
      amount_cents: line.amountCents,
    })),
  );
  return { id, number, totalCents, dueOn };
}

/**
 * Invoices an approved job, once: the job row is locked first, so a second approval (the
 * company's and the automatic one crossing, or a warranty job approved again) finds the invoice
 * the first made and charges nothing more. The invoice's event commits with it, so the company is
 * told of exactly the invoices that exist.
 */
export async function issueInvoice(
  trx: Knex.Transaction,
  requestId: string,
  issuedAt: Date,
): Promise<IssueOutcome> {
  const job = await lockJob(trx, requestId);
  if (!job) return { issued: false, why: 'unknown-job' };
  if (job.cancelled_at) return { issued: false, why: 'cancelled' };
  const existing = await trx('invoices').where({ request_id: requestId, kind: 'invoice' }).first();
  if (existing) return { issued: false, why: 'already-invoiced' };
  const lines = jobLines(job, {
    remoteEyesCents: await agreedRemoteEyesCents(trx, requestId),
    weatherStandbyDayCents: (await currentPriceTable(trx)).priceTable.weatherStandbyDayCents,
  });
  if (lines.length === 0) return { issued: false, why: 'quote-needed' };

  const invoice = await storeDocument(trx, {
    kind: 'invoice',
    job,
    lines,
    issuedAt,
    termsDays: (await paymentTermsOf(trx, job.company_id)).termsDays,
  });
  await postTransaction(trx, {
    key: `invoice:${requestId}`,
    kind: 'invoice',
    occurredAt: issuedAt,
    entries: [
      {
        account: 'company-receivable',
        partyId: job.company_id,
        invoiceId: invoice.id,
        amountCents: invoice.totalCents,
      },
      { account: 'revenue', invoiceId: invoice.id, amountCents: -invoice.totalCents },
    ],
  });
  await publishInvoiceIssued(trx, { job, invoice, issuedAt });
  return { issued: true, invoiceId: invoice.id, number: invoice.number };
}

/** The invoice, locked for the rest of the transaction; a credit note is refused. */
export async function lockInvoice(trx: Knex.Transaction, invoiceId: string): Promise<InvoiceRow> {
  const invoice = await trx<InvoiceRow>('invoices').where({ id: invoiceId }).forUpdate().first();
  if (!invoice) throw invoiceNotFound();
  if (invoice.kind !== 'invoice') throw notAnInvoice();
  return invoice;
}

/**
 * Corrects an invoice by reversing it in full with a credit note of its own number: the invoice
 * itself is never changed, and what it still owes drops by exactly its total.
 */
export async function issueCreditNote(
  trx: Knex.Transaction,
  invoiceId: string,
  reason: string,
  issuedAt: Date,
): Promise<{ id: string; number: string }> {
  const invoice = await lockInvoice(trx, invoiceId);
  const credited = await trx('invoices')
    .where({ corrects_invoice_id: invoiceId, kind: 'credit-note' })
    .first();
  if (credited) throw alreadyCredited();
  const lines = await trx('invoice_lines').where({ invoice_id: invoiceId }).orderBy('position');
  const note = await storeDocument(trx, {
    kind: 'credit-note',
    job: invoice,
    lines: lines.map((line: Record<string, string | number>) => ({
      code: line.code as PriceLine['code'],
      description: `Credit: ${String(line.description)}`,
      quantity: Number(line.quantity),
      unitCents: -Number(line.unit_cents),
      amountCents: -Number(line.amount_cents),
    })),
    issuedAt,
    termsDays: 0,
    correctsInvoiceId: invoiceId,
    reason,
  });
  await postTransaction(trx, {
    key: `credit-note:${invoiceId}`,
    kind: 'credit-note',
    occurredAt: issuedAt,
    entries: [
      {
        account: 'company-receivable',
        partyId: invoice.company_id,
        invoiceId,
        amountCents: note.totalCents,
      },
      { account: 'revenue', invoiceId: note.id, amountCents: -note.totalCents },
    ],
  });
  return { id: note.id, number: note.number };
}
