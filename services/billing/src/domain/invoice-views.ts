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

/** The most recent documents a list shows; older ones wait for the finance view's paging. */
const LIST_LIMIT = 500;

type ViewRow = InvoiceRow & { balance_cents: string; credited: boolean };

function statusOf(row: ViewRow, today: string): InvoiceStatus {
  if (row.kind === 'credit-note' || row.credited) return 'credited';
  if (Number(row.balance_cents) <= 0) return 'paid';
  return row.due_on < today ? 'overdue' : 'open';
}

/** Documents with what they still owe, read from the ledger, never stored beside them. */
function viewRows(db: Knex) {
  return db('invoices').select(
    'invoices.*',
    db.raw(
      `coalesce((select sum(amount_cents) from ledger_entries
        where account = 'company-receivable' and invoice_id = invoices.id), 0) as balance_cents`,
    ),
    db.raw(
      `exists (select 1 from invoices notes where notes.corrects_invoice_id = invoices.id) as credited`,
    ),
    db.raw(`to_char(invoices.due_on, 'YYYY-MM-DD') as due_on`),
  );
}

async function withLines(db: Knex, rows: ViewRow[], now: Date): Promise<InvoiceView[]> {
  const lines = rows.length
    ? await db('invoice_lines')
        .whereIn(
          'invoice_id',
          rows.map((row) => row.id),
        )
        .orderBy(['invoice_id', 'position'])
    : [];
  const today = alaskaToday(now);
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
    dueOn: row.due_on,
    termsDays: row.terms_days,
    currency: row.currency,
    totalCents: Number(row.total_cents),
    balanceCents: row.kind === 'invoice' ? Number(row.balance_cents) : 0,
    status: statusOf(row, today),
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
  const query = viewRows(db).orderBy([
    { column: 'issued_at', order: 'desc' },
    { column: 'number', order: 'desc' },
  ]);
  if (filter.companyKeycloakId !== undefined) {
    void query.where({ company_keycloak_id: filter.companyKeycloakId });
  }
  const views = await withLines(db, (await query.limit(LIST_LIMIT)) as ViewRow[], now);
  return filter.status ? views.filter((view) => view.status === filter.status) : views;
}

/** One document; another company's is not found, just like one that does not exist. */
export async function getInvoice(
  db: Knex,
  id: string,
  filter: Pick<InvoiceFilter, 'companyKeycloakId'> = {},
  now = new Date(),
): Promise<InvoiceView> {
  const query = viewRows(db).where('invoices.id', id);
  if (filter.companyKeycloakId !== undefined) {
    void query.where({ company_keycloak_id: filter.companyKeycloakId });
  }
  const row = (await query.first()) as ViewRow | undefined;
  if (!row) throw invoiceNotFound();
  const [view] = await withLines(db, [row], now);
  if (!view) throw invoiceNotFound();
  return view;
}
