import { alaskaToday, type InvoiceStatus, type PriceLineCode } from '@rha/contracts';
import type { Knex } from 'knex';
import { invoiceNotFound } from './errors.js';
import type { InvoiceRow } from './invoices.js';

export interface InvoiceLineView {
  code: PriceLineCode;
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

export interface InvoiceView {
  id: string;
  number: string;
  kind: InvoiceRow['kind'];
  requestId: string;
  ticketNumber: string;
  companyId: string;
  companyName: string;
  correctsInvoiceId: string | null;
  reason: string;
  issuedAt: string;
  dueOn: string;
  termsDays: number;
  currency: string;
  totalCents: number;
  balanceCents: number;
  status: InvoiceStatus;
  lines: InvoiceLineView[];
}

/** The most recent documents a company's list shows. */
const LIST_LIMIT = 500;

export type ViewRow = InvoiceRow & {
  balance_cents: string;
  corrects_number: string | null;
  due_on_text: string;
  status: InvoiceStatus;
};

const STATUS_SQL = `case when documents.kind = 'credit-note' or documents.credited then 'credited'
  when documents.balance_cents <= 0 then 'paid'
  when documents.due_on < ?::date then 'overdue'
  else 'open' end`;

/**
 * Documents with what they still owe, read from the ledger, never stored beside them, and their
 * status on Alaska's `today`: a credit note, or an invoice corrected by one, is credited; an
 * invoice owing nothing is paid; one still owing is overdue once its due date has passed.
 */
export function documents(db: Knex, today: string): Knex.QueryBuilder {
  const withBalance = db('invoices')
    .select(
      'invoices.*',
      db.raw(
        `coalesce((select sum(amount_cents) from ledger_entries
          where account = 'company-receivable' and invoice_id = invoices.id), 0) as balance_cents`,
      ),
      db.raw(
        `exists (select 1 from invoices notes where notes.corrects_invoice_id = invoices.id) as credited`,
      ),
      db.raw(
        `(select corrected.number from invoices corrected
          where corrected.id = invoices.corrects_invoice_id) as corrects_number`,
      ),
    )
    .as('documents');
  return db
    .from(withBalance)
    .select(
      'documents.*',
      db.raw(`to_char(documents.due_on, 'YYYY-MM-DD') as due_on_text`),
      db.raw(`${STATUS_SQL} as status`, [today]),
    );
}

/** Keeps the documents with `status` on `today`. */
export function withStatus(query: Knex.QueryBuilder, status: InvoiceStatus, today: string): void {
  void query.whereRaw(`(${STATUS_SQL}) = ?`, [today, status]);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Keeps the documents whose number, ticket or company name holds `q`, ignoring case. */
export function matching(query: Knex.QueryBuilder, q: string): void {
  if (q === '') return;
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  void query.where((builder) => {
    for (const column of ['number', 'ticket_number', 'company_name']) {
      void builder.orWhereRaw(`lower(documents.??) like ? escape '\\'`, [column, pattern]);
    }
  });
}

/** The rows as views, each with its lines. */
export async function withLines(db: Knex, rows: ViewRow[]): Promise<InvoiceView[]> {
  const lines = rows.length
    ? await db('invoice_lines')
        .whereIn(
          'invoice_id',
          rows.map((row) => row.id),
        )
        .orderBy(['invoice_id', 'position'])
    : [];
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    kind: row.kind,
    requestId: row.request_id,
    ticketNumber: row.ticket_number,
    companyId: row.company_id,
    companyName: row.company_name,
    correctsInvoiceId: row.corrects_invoice_id,
    reason: row.reason,
    issuedAt: row.issued_at.toISOString(),
    dueOn: row.due_on_text,
    termsDays: row.terms_days,
    currency: row.currency,
    totalCents: Number(row.total_cents),
    balanceCents: row.kind === 'invoice' ? Number(row.balance_cents) : 0,
    status: row.status,
    lines: lines
      .filter((line: { invoice_id: string }) => line.invoice_id === row.id)
      .map((line: Record<string, string | number>) => ({
        code: line.code as PriceLineCode,
        description: String(line.description),
        quantity: Number(line.quantity),
        unitCents: Number(line.unit_cents),
        amountCents: Number(line.amount_cents),
      })),
  }));
}

export interface InvoiceFilter {
  /** Only this company owner's documents. */
  companyKeycloakId?: string;
  status?: InvoiceStatus | undefined;
}

export async function listInvoices(
  db: Knex,
  filter: InvoiceFilter,
  now = new Date(),
): Promise<InvoiceView[]> {
  const today = alaskaToday(now);
  const query = documents(db, today).orderBy([
    { column: 'issued_at', order: 'desc' },
    { column: 'number', order: 'desc' },
  ]);
  if (filter.companyKeycloakId !== undefined) {
    void query.where({ company_keycloak_id: filter.companyKeycloakId });
  }
  if (filter.status) withStatus(query, filter.status, today);
  return withLines(db, (await query.limit(LIST_LIMIT)) as ViewRow[]);
}

/** One document; another company's is not found, just like one that does not exist. */
export async function getInvoice(
  db: Knex,
  id: string,
  filter: Pick<InvoiceFilter, 'companyKeycloakId'> = {},
  now = new Date(),
): Promise<InvoiceView> {
  const query = documents(db, alaskaToday(now)).where('documents.id', id);
  if (filter.companyKeycloakId !== undefined) {
    void query.where({ company_keycloak_id: filter.companyKeycloakId });
  }
  const row = (await query.first()) as ViewRow | undefined;
  if (!row) throw invoiceNotFound();
  const [view] = await withLines(db, [row]);
  if (!view) throw invoiceNotFound();
  return view;
}
