import { randomUUID } from 'node:crypto';
import { estimatePrice, IDEMPOTENCY_KEY_HEADER } from '@rha/contracts';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalanceCents } from '../src/domain/ledger.js';
import {
  adminToken,
  call,
  checkedIn,
  companyToken,
  completed,
  newJob,
  reopened,
  startBillingService,
  startTestConsumer,
  submitted,
  workDone,
  type BillingService,
  type TestConsumer,
  type TestJob,
} from './support.js';

interface InvoiceBody {
  id: string;
  number: string;
  kind: string;
  totalCents: number;
  balanceCents: number;
  status: string;
  dueOn: string;
  termsDays: number;
  correctsInvoiceId: string | null;
  lines: { code: string; quantity: number; amountCents: number }[];
}

let service: BillingService;
let consumer: TestConsumer;
let db: Knex;
let admin: string;

beforeAll(async () => {
  service = await startBillingService('billing_invoices');
  db = service.testDb.db;
  consumer = await startTestConsumer(db);
  admin = adminToken(service.issuer);
});

afterAll(async () => {
  await consumer?.stop();
  await service?.stop();
});

/** A Remote Hands job submitted, worked from `from` to `to`, and approved. */
async function approvedJob(job: TestJob, from: string, to: string, pro = false): Promise<void> {
  await consumer.deliver('service-request.submitted.v1', submitted(job, { pro }));
  await consumer.deliver('service-request.checked-in.v1', checkedIn(job, from));
  await consumer.deliver('service-request.work-done.v1', workDone(job, to));
  await consumer.deliver('service-request.completed.v1', completed(job));
}

async function ownInvoices(job: TestJob): Promise<InvoiceBody[]> {
  const response = await call(service.url, '/invoices/me', {
    token: companyToken(service.issuer, job.companyKeycloakId),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { invoices: InvoiceBody[] }).invoices;
}

async function theInvoice(job: TestJob): Promise<InvoiceBody> {
  const invoices = await ownInvoices(job);
  const invoice = invoices.find((entry) => entry.kind === 'invoice');
  if (!invoice) throw new Error('no invoice');
  return invoice;
}

function pay(invoiceId: string, body: unknown, key: string = randomUUID()) {
  return call(service.url, `/admin/invoices/${invoiceId}/payments`, {
    method: 'POST',
    token: admin,
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });
}

const payment = (amountCents: number) => ({
  amountCents,
  currency: 'USD',
  method: 'check',
  reference: 'Check 10442',
  receivedOn: '2026-12-20',
});

async function ledgerBalances() {
  return {
    receivable: await accountBalanceCents(db, 'company-receivable'),
    revenue: await accountBalanceCents(db, 'revenue'),
    cash: await accountBalanceCents(db, 'cash'),
  };
}

describe('invoice on approval', () => {
  it('prices the job as the estimate did, then a payment brings the balance to zero', async () => {
    const job = newJob();
    // Five hours and ten minutes on site: the baseline block and five started quarter hours.
    await approvedJob(job, '2026-12-01T18:00:00.000Z', '2026-12-01T23:10:00.000Z', true);

    const invoice = await theInvoice(job);
    const estimate = estimatePrice({
      serviceType: 'remote-hands',
      proPackage: true,
      expectedHours: 5 + 10 / 60,
      scheduledVisits: 1,
    });
    expect(invoice.lines.map((line) => [line.code, line.quantity, line.amountCents])).toEqual(
      estimate.lines.map((line) => [line.code, line.quantity, line.amountCents]),
    );
    expect(invoice).toMatchObject({
      totalCents: 198_125,
      balanceCents: 198_125,
      status: 'open',
      termsDays: 30,
      dueOn: '2027-01-01',
    });
    expect(await accountBalanceCents(db, 'company-receivable', job.companyId)).toBe(198_125);

    expect((await pay(invoice.id, payment(100_000))).status).toBe(200);
    const last = await pay(invoice.id, payment(98_125));
    expect(last.status).toBe(200);
    const { invoice: paid } = (await last.json()) as { invoice: InvoiceBody };
    expect(paid).toMatchObject({ balanceCents: 0, status: 'paid' });
    expect(await accountBalanceCents(db, 'company-receivable', job.companyId)).toBe(0);
    expect(await accountBalanceCents(db, 'cash')).toBeGreaterThanOrEqual(198_125);
  });

  it('bills the baseline alone when no time on site was recorded', async () => {
    const job = newJob();
    await consumer.deliver('service-request.submitted.v1', submitted(job));
    await consumer.deliver('service-request.completed.v1', completed(job));
    expect((await theInvoice(job)).totalCents).toBe(90_000);
  });

  it('changes nothing on a replayed approval, a second approval or a warranty reopen', async () => {
    const job = newJob();
    await approvedJob(job, '2026-12-01T18:00:00.000Z', '2026-12-01T20:00:00.000Z');
    const before = await ledgerBalances();

    await consumer.deliver('service-request.completed.v1', completed(job), { redelivered: true });
    await consumer.deliver('service-request.reopened.v1', reopened(job));
    await consumer.deliver('service-request.checked-in.v1', checkedIn(job, '2026-12-06T18:00:00Z'));
    await consumer.deliver('service-request.work-done.v1', workDone(job, '2026-12-06T23:00:00Z'));
    await consumer.deliver('service-request.completed.v1', completed(job, '2026-12-07T18:00:00Z'));

    expect(await ownInvoices(job)).toHaveLength(1);
    expect(await ledgerBalances()).toEqual(before);
  });

  it('issues no invoice for a cancelled request or a custom one awaiting its quote', async () => {
    const cancelled = newJob();
    await consumer.deliver('service-request.submitted.v1', submitted(cancelled));
    await consumer.deliver('service-request.cancelled.v1', {
      requestId: cancelled.requestId,
      ticketNumber: cancelled.ticketNumber,
      companyId: cancelled.companyId,
      from: 'Submitted',
      cancelledBy: 'company',
      reason: 'No longer needed.',
      assignedTechnicianId: null,
      cancelledAt: '2026-12-01T18:00:00.000Z',
    });
    await consumer.deliver('service-request.completed.v1', completed(cancelled));
    const custom = newJob();
    await consumer.deliver(
      'service-request.submitted.v1',
      submitted(custom, { serviceType: 'custom-request' }),
    );
    await consumer.deliver('service-request.completed.v1', completed(custom));

    expect(await ownInvoices(cancelled)).toEqual([]);
    expect(await ownInvoices(custom)).toEqual([]);
  });
});

describe('credit notes', () => {
  it('reverse an invoice exactly, under a number of their own, leaving it unchanged', async () => {
    const job = newJob();
    await approvedJob(job, '2026-12-01T18:00:00.000Z', '2026-12-01T22:20:00.000Z');
    const invoice = await theInvoice(job);
    const before = await ledgerBalances();

    const response = await call(service.url, `/admin/invoices/${invoice.id}/credit-notes`, {
      method: 'POST',
      token: admin,
      body: { reason: 'Billed the wrong clinic.' },
    });
    expect(response.status).toBe(201);
    const note = (await response.json()) as InvoiceBody;
    expect(note).toMatchObject({
      kind: 'credit-note',
      correctsInvoiceId: invoice.id,
      totalCents: -invoice.totalCents,
    });
    expect(note.number).not.toBe(invoice.number);
    expect(note.lines.map((line) => line.amountCents)).toEqual(
      invoice.lines.map((line) => -line.amountCents),
    );

    const after = await ledgerBalances();
    expect(after.receivable - before.receivable).toBe(-invoice.totalCents);
    expect(after.revenue - before.revenue).toBe(invoice.totalCents);
    expect(await accountBalanceCents(db, 'company-receivable', job.companyId)).toBe(0);
    const corrected = (await ownInvoices(job)).find((entry) => entry.id === invoice.id);
    expect(corrected).toMatchObject({ totalCents: invoice.totalCents, status: 'credited' });

    const again = await call(service.url, `/admin/invoices/${invoice.id}/credit-notes`, {
      method: 'POST',
      token: admin,
      body: { reason: 'Billed the wrong clinic.' },
    });
    expect(again.status).toBe(409);
  });
});

describe('payments', () => {
  it('are recorded once per key, however often the same payment is sent', async () => {
    const job = newJob();
    await approvedJob(job, '2026-12-01T18:00:00.000Z', '2026-12-01T19:00:00.000Z');
    const invoice = await theInvoice(job);
    const key = randomUUID();

    const first = await pay(invoice.id, payment(40_000), key);
    const replay = await pay(invoice.id, payment(40_000), key);
    expect([first.status, replay.status]).toEqual([200, 200]);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await db('payments').where({ invoice_id: invoice.id })).toHaveLength(1);
    expect((await theInvoice(job)).balanceCents).toBe(50_000);
  });

  it.each([
    ['a negative amount', { amountCents: -500 }, 'amountCents'],
    ['an absurd amount', { amountCents: 100_000_001 }, 'amountCents'],
    ['a fraction of a cent', { amountCents: 10.5 }, 'amountCents'],
    ['an unknown currency', { currency: 'EUR' }, 'currency'],
    ['an unknown method', { method: 'cash' }, 'method'],
    ['more than is due', { amountCents: 90_001 }, 'amountCents'],
  ])('refuse %s, naming the field', async (_, change, field) => {
    const job = newJob();
    await approvedJob(job, '2026-12-01T18:00:00.000Z', '2026-12-01T19:00:00.000Z');
    const invoice = await theInvoice(job);

    const response = await pay(invoice.id, { ...payment(10_000), ...change });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { errors: { field: string; message: string }[] };
    expect(problem.errors).toEqual([{ field, message: expect.stringMatching(/\w/) }]);
    expect(await db('payments').where({ invoice_id: invoice.id })).toHaveLength(0);
  });

  it('refuse a payment without an idempotency key', async () => {
    const job = newJob();
    await approvedJob(job, '2026-12-01T18:00:00.000Z', '2026-12-01T19:00:00.000Z');
    const invoice = await theInvoice(job);
    const response = await call(service.url, `/admin/invoices/${invoice.id}/payments`, {
      method: 'POST',
      token: admin,
      body: payment(10_000),
    });
    expect(response.status).toBe(400);
  });

  it('are for admins only', async () => {
    const job = newJob();
    await approvedJob(job, '2026-12-01T18:00:00.000Z', '2026-12-01T19:00:00.000Z');
    const invoice = await theInvoice(job);
    const response = await call(service.url, `/admin/invoices/${invoice.id}/payments`, {
      method: 'POST',
      token: companyToken(service.issuer, job.companyKeycloakId),
      body: payment(90_000),
      headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    });
    expect(response.status).toBe(403);
  });
});

describe("a company's invoices", () => {
  it("are its own: another company's is neither listed nor downloadable", async () => {
    const mine = newJob();
    const theirs = newJob();
    await approvedJob(mine, '2026-12-01T18:00:00.000Z', '2026-12-01T19:00:00.000Z');
    await approvedJob(theirs, '2026-12-01T18:00:00.000Z', '2026-12-01T19:00:00.000Z');
    const own = await theInvoice(mine);
    const other = await theInvoice(theirs);
    const token = companyToken(service.issuer, mine.companyKeycloakId);

    expect((await ownInvoices(mine)).map((entry) => entry.id)).toEqual([own.id]);
    const download = await call(service.url, `/invoices/me/${own.id}/pdf`, { token });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    expect((await call(service.url, `/invoices/me/${other.id}/pdf`, { token })).status).toBe(404);
    expect((await call(service.url, '/invoices/me/not-an-id/pdf', { token })).status).toBe(404);
  });

  it('appear in the admin list by status', async () => {
    const job = newJob();
    await approvedJob(job, '2026-12-01T18:00:00.000Z', '2026-12-01T19:00:00.000Z');
    const invoice = await theInvoice(job);
    await pay(invoice.id, payment(90_000));

    const list = async (status: string) => {
      const response = await call(service.url, `/admin/invoices?status=${status}`, {
        token: admin,
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { invoices: InvoiceBody[] }).invoices.map(
        (entry) => entry.id,
      );
    };
    expect(await list('paid')).toContain(invoice.id);
    expect(await list('open')).not.toContain(invoice.id);
    const pdf = await call(service.url, `/admin/invoices/${invoice.id}/pdf`, { token: admin });
    expect(pdf.status).toBe(200);
    const forbidden = await call(service.url, '/admin/invoices', {
      token: companyToken(service.issuer, job.companyKeycloakId),
    });
    expect(forbidden.status).toBe(403);
  });

  it('leave the whole ledger balanced', async () => {
    const total = await db('ledger_entries')
      .sum<{ total: string }>({ total: 'amount_cents' })
      .first();
    expect(Number(total?.total)).toBe(0);
    expect(await db('ledger_entries').count<{ count: string }>({ count: '*' }).first()).not.toEqual(
      {
        count: '0',
      },
    );
  });
});
