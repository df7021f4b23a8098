import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { getInvoice, issueInvoice, migrations, renderInvoicePdf } from '@rha/billing/invoicing';
import { createDb, migrate, type Knex } from '@rha/kit';

/** An approval's invoice and its PDF, each in under 300 ms at the 95th percentile. */
export const invoiceTarget = { maxP95Ms: 300 };

/** A schema of the bench's own, made afresh each run, so the numbering starts at 1 every time. */
const benchSchema = 'bench_invoices';
const warmUp = 20;

export interface InvoiceFigures {
  invoices: number;
  /**
   * Issues at once: a burst of approvals, as many as one billing replica's consumer holds (the
   * kit's prefetch of 10); they wait in turn for the year's number.
   */
  concurrency: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  meanPdfBytes: number;
}

/**
 * Times what one approval costs billing and what the company's download then costs: the invoice
 * issued in its transaction (job locked, gapless number, lines, ledger, event in the outbox) and
 * its PDF made from the stored invoice. `concurrency` approvals run at once throughout.
 */
export async function benchInvoices(
  databaseUrl: string,
  { invoices = 400, concurrency = 10 }: { invoices?: number; concurrency?: number } = {},
): Promise<InvoiceFigures> {
  const db = createDb({
    connectionString: databaseUrl,
    schema: benchSchema,
    poolMax: concurrency + 2,
  });
  try {
    await db.raw('drop schema if exists ?? cascade', [benchSchema]);
    await migrate(db, { schema: benchSchema, migrations });
    const jobs = await seedJobs(db, warmUp + invoices);
    await runAll(db, jobs.slice(0, warmUp), concurrency);
    const started = performance.now();
    const times = await runAll(db, jobs.slice(warmUp), concurrency);
    const seconds = (performance.now() - started) / 1000;
    const sorted = times.map((time) => time.ms).sort((a, b) => a - b);
    return {
      invoices,
      concurrency,
      perSecond: Math.round(invoices / seconds),
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      p99Ms: percentile(sorted, 0.99),
      maxMs: round(sorted.at(-1) ?? 0),
      meanPdfBytes: Math.round(times.reduce((sum, time) => sum + time.pdfBytes, 0) / invoices),
    };
  } finally {
    await db.destroy();
  }
}

/** Remote Hands jobs, some with the Pro Package, from one to six hours on site. */
async function seedJobs(db: Knex, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, index) => ({
    request_id: randomUUID(),
    ticket_number: `20261201-${String(1000 + index)}`,
    service_type: 'remote-hands',
    company_id: randomUUID(),
    company_keycloak_id: `bench-company-${index % 50}`,
    company_name: `Bench Clinic ${index % 50}`,
    pro_package: index % 3 === 0,
    on_site_minutes: 60 + ((index * 37) % 300),
    submitted_at: new Date('2026-11-20T18:00:00Z'),
  }));
  await db.batchInsert('jobs', rows, 500);
  return rows.map((row) => row.request_id);
}

async function runAll(
  db: Knex,
  requestIds: readonly string[],
  concurrency: number,
): Promise<{ ms: number; pdfBytes: number }[]> {
  const times: { ms: number; pdfBytes: number }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requestIds.length) {
      const requestId = requestIds[next++]!;
      times.push(await issueWithPdf(db, requestId));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return times;
}

async function issueWithPdf(
  db: Knex,
  requestId: string,
): Promise<{ ms: number; pdfBytes: number }> {
  const started = performance.now();
  const outcome = await db.transaction((trx) => issueInvoice(trx, requestId, new Date()));
  if (!outcome.issued) throw new Error(`no invoice for ${requestId}: ${outcome.why}`);
  const pdf = await renderInvoicePdf(await getInvoice(db, outcome.invoiceId));
  const ms = performance.now() - started;
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('not a PDF');
  return { ms, pdfBytes: pdf.length };
}

function percentile(sorted: readonly number[], share: number): number {
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0);
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

export function invoiceTargetHolds(figures: InvoiceFigures): boolean {
  return figures.p95Ms < invoiceTarget.maxP95Ms;
}

export function invoiceTargetLine(figures: InvoiceFigures): string {
  const holds = invoiceTargetHolds(figures) ? 'yes' : 'NO';
  return `p95 invoice issue with its PDF, ${figures.invoices} invoices, ${figures.concurrency} approvals at once = ${figures.p95Ms} ms (p50 ${figures.p50Ms}, p99 ${figures.p99Ms}, max ${figures.maxMs}; ${figures.perSecond}/s, ${figures.meanPdfBytes} bytes a PDF) (target < ${invoiceTarget.maxP95Ms} ms: ${holds})`;
}
