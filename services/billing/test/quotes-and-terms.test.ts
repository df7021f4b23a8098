import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
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

let service: BillingService;
let consumer: TestConsumer;
let db: Knex;
let admin: string;

beforeAll(async () => {
  service = await startBillingService('billing_quotes');
  db = service.testDb.db;
  consumer = await startTestConsumer(db);
  admin = adminToken(service.issuer);
});

afterAll(async () => {
  await consumer?.stop();
  await service?.stop();
});

interface InvoiceBody {
  kind: string;
  totalCents: number;
  dueOn: string;
  termsDays: number;
  lines: { code: string; quantity: number; unitCents: number; amountCents: number }[];
}

async function invoiceOf(job: TestJob): Promise<InvoiceBody | undefined> {
  const response = await call(service.url, '/invoices/me', {
    token: companyToken(service.issuer, job.companyKeycloakId),
  });
  expect(response.status).toBe(200);
  const { invoices } = (await response.json()) as { invoices: InvoiceBody[] };
  return invoices.find((invoice) => invoice.kind === 'invoice');
}

async function acceptedQuote(job: TestJob, amountCents: number): Promise<void> {
  await consumer.deliver('service-request.quote-accepted.v1', {
    requestId: job.requestId,
    ticketNumber: job.ticketNumber,
    companyId: job.companyId,
    amountCents,
    acceptedAt: '2026-11-21T18:00:00.000Z',
  });
}

const terms = (companyId: string, token = admin) =>
  call(service.url, `/admin/companies/${companyId}/payment-terms`, { token });
const setTerms = (companyId: string, body: unknown, token = admin) =>
  call(service.url, `/admin/companies/${companyId}/payment-terms`, { method: 'PUT', token, body });

describe('a custom request', () => {
  it('is invoiced the quote its company accepted, once', async () => {
    const job = newJob();
    await consumer.deliver(
      'service-request.submitted.v1',
      submitted(job, { serviceType: 'custom-request' }),
    );
    await acceptedQuote(job, 125_000);
    await consumer.deliver('service-request.completed.v1', completed(job), { redelivered: true });

    const invoice = await invoiceOf(job);
    expect(invoice).toMatchObject({
      totalCents: 125_000,
      lines: [{ code: 'custom-quote', quantity: 1, unitCents: 125_000, amountCents: 125_000 }],
    });
  });
});

describe('payment terms', () => {
  it('are net 30 until an admin sets them', async () => {
    const companyId = randomUUID();
    const response = await terms(companyId);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ companyId, termsDays: 30, isDefault: true });

    const job = newJob({ companyId });
    await consumer.deliver('service-request.submitted.v1', submitted(job));
    await consumer.deliver('service-request.completed.v1', completed(job));
    expect(await invoiceOf(job)).toMatchObject({ termsDays: 30, dueOn: '2027-01-01' });
  });

  it("set by an admin give the company's next invoice its due date", async () => {
    const job = newJob();
    const response = await setTerms(job.companyId, { termsDays: 45 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      companyId: job.companyId,
      termsDays: 45,
      isDefault: false,
    });
    expect(await (await terms(job.companyId)).json()).toMatchObject({ termsDays: 45 });

    await consumer.deliver('service-request.submitted.v1', submitted(job));
    await consumer.deliver('service-request.completed.v1', completed(job));

    expect(await invoiceOf(job)).toMatchObject({ termsDays: 45, dueOn: '2027-01-16' });
  });

  it('may be due on receipt, and changed again', async () => {
    const job = newJob();
    await setTerms(job.companyId, { termsDays: 60 });
    await setTerms(job.companyId, { termsDays: 0 });

    await consumer.deliver('service-request.submitted.v1', submitted(job));
    await consumer.deliver('service-request.completed.v1', completed(job));

    expect(await invoiceOf(job)).toMatchObject({ termsDays: 0, dueOn: '2026-12-02' });
  });

  it.each([
    [{ termsDays: 91 }, 'The payment terms are at most 90 days.'],
    [{ termsDays: -1 }, 'The payment terms cannot be negative.'],
    [{ termsDays: 7.5 }, 'Enter the payment terms in whole days.'],
    [{}, 'Enter the payment terms in days.'],
  ])('refuse %j with the field and a clear message', async (body, message) => {
    const companyId = randomUUID();

    const response = await setTerms(companyId, body);

    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'termsDays', message },
    ]);
    expect(await db('payment_terms').where({ company_id: companyId })).toEqual([]);
  });

  it('are read and set by admins only', async () => {
    const job = newJob();
    const company = companyToken(service.issuer, job.companyKeycloakId);

    expect((await setTerms(job.companyId, { termsDays: 90 }, company)).status).toBe(403);
    expect((await terms(job.companyId, company)).status).toBe(403);
    expect(
      (await call(service.url, `/admin/companies/${job.companyId}/payment-terms`)).status,
    ).toBe(401);
    expect(await db('payment_terms').where({ company_id: job.companyId })).toEqual([]);
  });
});
