import { randomUUID } from 'node:crypto';
import { alaskaToday, IDEMPOTENCY_KEY_HEADER } from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  call,
  companyToken,
  completed,
  newJob,
  startBillingService,
  startTestConsumer,
  submitted,
  type BillingService,
  type TestConsumer,
  type TestJob,
} from './support.js';

interface InvoiceBody {
  id: string;
  number: string;
  kind: string;
  ticketNumber: string;
  totalCents: number;
  balanceCents: number;
  status: string;
}

interface PageBody {
  invoices: InvoiceBody[];
  nextCursor: string | null;
  totals: { openCents: number; overdueCents: number; paidThisMonthCents: number };
}

let service: BillingService;
let consumer: TestConsumer;
let admin: string;

beforeAll(async () => {
  service = await startBillingService('billing_finance');
  consumer = await startTestConsumer(service.testDb.db);
  admin = adminToken(service.issuer);
});

afterAll(async () => {
  await consumer?.stop();
  await service?.stop();
});

/** A job billed at the baseline ($900), approved at `at`, for a company named `companyName`. */
async function invoiced(
  at = '2026-11-20T18:00:00.000Z',
  companyName = 'Kuskokwim Clinic',
): Promise<{ job: TestJob; invoice: InvoiceBody }> {
  const job = newJob();
  const facts = submitted(job);
  await consumer.deliver('service-request.submitted.v1', {
    ...facts,
    company: { ...facts.company, name: companyName },
  });
  await consumer.deliver('service-request.completed.v1', completed(job, at));
  const page = await list(`q=${encodeURIComponent(job.ticketNumber)}`);
  const invoice = page.invoices.find((entry) => entry.kind === 'invoice');
  if (!invoice) throw new Error('no invoice');
  return { job, invoice };
}

async function list(query = ''): Promise<PageBody> {
  const response = await call(service.url, `/admin/invoices?${query}`, { token: admin });
  expect(response.status).toBe(200);
  return (await response.json()) as PageBody;
}

function pay(invoiceId: string, amountCents: number, receivedOn = alaskaToday()) {
  return call(service.url, `/admin/invoices/${invoiceId}/payments`, {
    method: 'POST',
    token: admin,
    body: { amountCents, currency: 'USD', method: 'check', reference: 'Check 7', receivedOn },
    headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  });
}

function credit(invoiceId: string) {
  return call(service.url, `/admin/invoices/${invoiceId}/credit-notes`, {
    method: 'POST',
    token: admin,
    body: { reason: 'Billed twice' },
  });
}

async function csv(query = '', token = admin): Promise<Response> {
  return call(service.url, `/admin/invoices/export.csv?${query}`, { token });
}

describe('the admin invoice list', () => {
  it('filters by status on the server and searches number, ticket and company', async () => {
    const { invoice: open } = await invoiced();
    const { invoice: overdue } = await invoiced('2026-09-01T18:00:00.000Z');
    const { invoice: paid } = await invoiced();
    expect((await pay(paid.id, 90_000)).status).toBe(200);
    const { invoice: credited } = await invoiced();
    expect((await credit(credited.id)).status).toBe(201);
    const { invoice: named } = await invoiced(undefined, 'Bethel 100% Power_Co');

    const ids = async (query: string) => (await list(query)).invoices.map((entry) => entry.id);
    expect(await ids('status=open')).toContain(open.id);
    expect(await ids('status=open')).not.toContain(overdue.id);
    expect(await ids('status=overdue')).toEqual(expect.arrayContaining([overdue.id]));
    expect(await ids('status=overdue')).not.toContain(open.id);
    expect(await ids('status=paid')).toContain(paid.id);
    expect(await ids('status=paid')).not.toContain(open.id);
    expect(await ids('status=credited')).toContain(credited.id);
    expect(await ids('status=credited')).not.toContain(paid.id);

    expect(await ids(`q=${named.number}`)).toEqual([named.id]);
    expect(await ids(`q=${encodeURIComponent('100% power_')}`)).toEqual([named.id]);
    // `%` is a plain character: it does not match every company.
    expect(await ids(`q=${encodeURIComponent('0% P')}`)).toEqual([named.id]);
    expect(await ids(`q=${encodeURIComponent('_')}`)).toEqual([named.id]);

    const refused = await call(service.url, '/admin/invoices?status=lost', { token: admin });
    expect(refused.status).toBe(400);
  });

  it('pages newest first with a cursor', async () => {
    await invoiced();
    await invoiced();
    await invoiced();
    const first = await list('limit=2');
    expect(first.invoices).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(`limit=2&cursor=${first.nextCursor}`);
    const numbers = [...first.invoices, ...second.invoices].map((entry) => entry.number);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(new Set(numbers).size).toBe(4);
    const forged = await call(service.url, '/admin/invoices?cursor=abc', { token: admin });
    expect(forged.status).toBe(400);
  });

  it('totals what is open, overdue and paid this month', async () => {
    const before = (await list()).totals;
    const { invoice: open } = await invoiced();
    await invoiced('2026-09-01T18:00:00.000Z');
    expect((await pay(open.id, 25_000)).status).toBe(200);
    const { invoice: lastMonth } = await invoiced();
    expect((await pay(lastMonth.id, 10_000, '2026-01-15')).status).toBe(200);

    const after = (await list('status=paid')).totals;
    expect(after.openCents - before.openCents).toBe(65_000 + 80_000);
    expect(after.overdueCents - before.overdueCents).toBe(90_000);
    expect(after.paidThisMonthCents - before.paidThisMonthCents).toBe(25_000);
  });

  it('shows one invoice with its payments and its credit note', async () => {
    const { invoice } = await invoiced();
    expect((await pay(invoice.id, 40_000)).status).toBe(200);
    expect((await credit(invoice.id)).status).toBe(201);
    const response = await call(service.url, `/admin/invoices/${invoice.id}`, { token: admin });
    expect(response.status).toBe(200);
    const detail = (await response.json()) as {
      invoice: InvoiceBody;
      payments: { amountCents: number; method: string; reference: string }[];
      creditNote: InvoiceBody | null;
    };
    expect(detail.invoice).toMatchObject({ id: invoice.id, status: 'credited' });
    expect(detail.payments).toEqual([
      expect.objectContaining({ amountCents: 40_000, method: 'check', reference: 'Check 7' }),
    ]);
    expect(detail.creditNote).toMatchObject({ kind: 'credit-note', totalCents: -90_000 });

    const unknown = await call(service.url, `/admin/invoices/${randomUUID()}`, { token: admin });
    expect(unknown.status).toBe(404);
  });

  it('is for admins only', async () => {
    const { job } = await invoiced();
    const token = companyToken(service.issuer, job.companyKeycloakId);
    expect((await call(service.url, '/admin/invoices', { token })).status).toBe(403);
    expect((await call(service.url, `/admin/invoices/${randomUUID()}`, { token })).status).toBe(
      403,
    );
  });
});

describe('the CSV export', () => {
  it('holds the filtered documents, a cell with commas or quotes quoted', async () => {
    const { invoice } = await invoiced(undefined, 'Kuskokwim "North", Inc');
    const { invoice: paid } = await invoiced(undefined, 'Kuskokwim "North", Inc');
    expect((await pay(paid.id, 90_000)).status).toBe(200);

    const response = await csv(`q=${encodeURIComponent('"North"')}&status=open`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe(
      'Number,Kind,Ticket,Company,Issued,Due,Status,Currency,Total,Balance,Corrects',
    );
    expect(lines.slice(1)).toEqual([
      `${invoice.number},invoice,${invoice.ticketNumber},"Kuskokwim ""North"", Inc",2026-11-20,2026-12-20,open,USD,900.00,900.00,`,
      '',
    ]);
  });

  it('names the invoice a credit note corrects, in negative dollars', async () => {
    const { invoice } = await invoiced();
    const note = (await (await credit(invoice.id)).json()) as InvoiceBody;
    const lines = (await (await csv(`q=${note.number}`)).text()).split('\r\n');
    expect(lines[1]).toMatch(
      new RegExp(`^${note.number},credit-note,.*,credited,USD,-900\\.00,0\\.00,${invoice.number}$`),
    );
  });

  it('keeps a company name from running as a formula', async () => {
    const { invoice } = await invoiced(undefined, '=HYPERLINK("http://x.test")');
    const lines = (await (await csv(`q=${invoice.number}`)).text()).split('\r\n');
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://x.test"")",`);
  });

  it('refuses a company and a status it does not know', async () => {
    const { job } = await invoiced();
    const token = companyToken(service.issuer, job.companyKeycloakId);
    expect((await csv('', token)).status).toBe(403);
    expect((await call(service.url, '/admin/invoices/export.csv')).status).toBe(401);
    expect((await csv('status=lost')).status).toBe(400);
  });
});
