import { alaskaToday } from '@rha/contracts';
import type { ViewRow } from './invoice-views.js';

const HEADER = [
  'Number',
  'Kind',
  'Ticket',
  'Company',
  'Issued',
  'Due',
  'Status',
  'Currency',
  'Total',
  'Balance',
  'Corrects',
];

/** Whole cents as dollars with two decimals, without going through floating point. */
function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * One cell: quoted when it holds a comma, quote or line break (its quotes doubled), and, when
 * a spreadsheet would take it for a formula, led by an apostrophe so a company name cannot run
 * as one on the admin's machine.
 */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

/** The documents as CSV lines, a header first, CRLF-separated as RFC 4180 has it. */
export function invoicesCsv(rows: ViewRow[]): string {
  const lines = rows.map((row) => [
    ...[
      row.number,
      row.kind,
      row.ticket_number,
      row.company_name,
      alaskaToday(row.issued_at),
      row.due_on_text,
      row.status,
      row.currency,
    ].map(csvCell),
    // Amounts are the server's own figures: a minus sign there is a number, not a formula.
    dollars(Number(row.total_cents)),
    dollars(row.kind === 'invoice' ? Number(row.balance_cents) : 0),
    csvCell(row.corrects_number ?? ''),
  ]);
  return [HEADER, ...lines].map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
