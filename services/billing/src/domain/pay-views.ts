import type { PayoutAccountState, PayoutMethod, PayLine } from '@rha/contracts';
import type { Knex } from 'knex';

export interface PayStatementView {
  id: string;
  requestId: string;
  ticketNumber: string;
  issuedAt: string;
  lines: PayLine[];
  totalCents: number;
}

export interface PayoutView {
  id: string;
  technicianId: string;
  amountCents: number;
  method: PayoutMethod;
  reference: string;
  paidOn: string;
  recordedAt: string;
  pending: boolean;
}

export interface OwnPayView {
  dueCents: number;
  paidCents: number;
  statements: PayStatementView[];
  payouts: PayoutView[];
  payoutAccount: PayoutAccountState;
}

export interface TechnicianPayView {
  technicianId: string;
  fullName: string;
  dueCents: number;
  paidCents: number;
  lastPaidOn: string | null;
}

interface PayoutRow {
  id: string;
  technician_id: string;
  method: PayoutMethod;
  reference: string;
  amount_cents: string;
  paid_on: string;
  recorded_at: Date;
  pending: boolean;
}

interface StatementRow {
  id: string;
  request_id: string;
  ticket_number: string;
  issued_at: Date;
  total_cents: string;
}

interface LineRow {
  statement_id: string;
  code: PayLine['code'];
  description: string;
  quantity: number;
  unit_cents: string;
  amount_cents: string;
}

/** A technician's payouts newest first, or the one a ledger transaction made. */
export async function payoutViews(
  db: Knex,
  by: { technicianId: string } | { transactionId: string },
): Promise<PayoutView[]> {
  const where =
    'technicianId' in by
      ? { technician_id: by.technicianId }
      : { transaction_id: by.transactionId };
  const rows: PayoutRow[] = await db('payouts')
    .select(
      'id',
      'technician_id',
      'method',
      'reference',
      'amount_cents',
      'recorded_at',
      'pending',
      db.raw(`to_char(paid_on, 'YYYY-MM-DD') as paid_on`),
    )
    .where(where)
    .orderBy([
      { column: 'paid_on', order: 'desc' },
      { column: 'recorded_at', order: 'desc' },
    ]);
  return rows.map((row) => ({
    id: row.id,
    technicianId: row.technician_id,
    amountCents: Number(row.amount_cents),
    method: row.method,
    reference: row.reference,
    paidOn: row.paid_on,
    recordedAt: row.recorded_at.toISOString(),
    pending: row.pending,
  }));
}

async function statementViews(db: Knex, technicianId: string): Promise<PayStatementView[]> {
  const statements: StatementRow[] = await db('pay_statements')
    .where({ technician_id: technicianId })
    .orderBy([
      { column: 'issued_at', order: 'desc' },
      { column: 'ticket_number', order: 'desc' },
    ]);
  const lines: LineRow[] = statements.length
    ? await db('pay_statement_lines')
        .whereIn(
          'statement_id',
          statements.map((statement) => statement.id),
        )
        .orderBy(['statement_id', 'position'])
    : [];
  return statements.map((statement) => ({
    id: statement.id,
    requestId: statement.request_id,
    ticketNumber: statement.ticket_number,
    issuedAt: statement.issued_at.toISOString(),
    totalCents: Number(statement.total_cents),
    lines: lines
      .filter((line) => line.statement_id === statement.id)
      .map((line) => ({
        code: line.code,
        description: line.description,
        quantity: line.quantity,
        unitCents: Number(line.unit_cents),
        amountCents: Number(line.amount_cents),
      })),
  }));
}

/** What the ledger holds for a technician, never a total stored beside it. */
export const DUE_CENTS = `coalesce((select -sum(amount_cents) from ledger_entries
  where account = 'technician-payable' and party_id = technicians.id), 0)`;
const PAID_CENTS = `coalesce((select sum(amount_cents) from payouts
  where payouts.technician_id = technicians.id), 0)`;
const LAST_PAID_ON = `(select to_char(max(paid_on), 'YYYY-MM-DD') from payouts
  where payouts.technician_id = technicians.id)`;

interface TotalsRow {
  id: string;
  full_name: string;
  due_cents: string;
  paid_cents: string;
  last_paid_on: string | null;
}

function totals(db: Knex) {
  return db('technicians').select(
    'technicians.id',
    'technicians.full_name',
    db.raw(`${DUE_CENTS} as due_cents`),
    db.raw(`${PAID_CENTS} as paid_cents`),
    db.raw(`${LAST_PAID_ON} as last_paid_on`),
  );
}

/** The technician's own pay: the caller's id is the only filter. */
export async function ownPay(
  db: Knex,
  technicianId: string,
  payoutAccount: PayoutAccountState,
): Promise<OwnPayView> {
  const row = await totals(db).where('technicians.id', technicianId).first<TotalsRow | undefined>();
  return {
    dueCents: Number(row?.due_cents ?? 0),
    paidCents: Number(row?.paid_cents ?? 0),
    statements: await statementViews(db, technicianId),
    payouts: await payoutViews(db, { technicianId }),
    payoutAccount,
  };
}

/** Every technician who has earned on a job, most owed first. */
export async function technicianPayList(db: Knex): Promise<TechnicianPayView[]> {
  const rows = await totals(db)
    .whereExists(db('pay_statements').where('technician_id', db.ref('technicians.id')))
    .orderByRaw(`${DUE_CENTS} desc, technicians.full_name asc, technicians.id asc`);
  return (rows as TotalsRow[]).map((row) => ({
    technicianId: row.id,
    fullName: row.full_name,
    dueCents: Number(row.due_cents),
    paidCents: Number(row.paid_cents),
    lastPaidOn: row.last_paid_on,
  }));
}
