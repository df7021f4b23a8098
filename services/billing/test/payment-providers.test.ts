import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@rha/contracts';
import type { Knex } from 'knex';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalanceCents } from '../src/domain/ledger.js';
import { stripeProvider } from '../src/providers/stripe.js';
import type { PaymentProvider } from '../src/providers/index.js';
import { startStripeMock, stripeMockAvailable, type StripeMock } from './stripe-mock.js';
import {
  adminToken,
  call,
  checkedIn,
  companyToken,
  completed,
  newJob,
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
  totalCents: number;
  balanceCents: number;
  status: string;
}

interface ChargeBody {
  charge: {
    provider: string;
    amountCents: number;
    paymentIntentId?: string;
    clientSecret?: string;
  };
}

const WEBHOOK_SECRET = 'whsec_test_remote_hands';
const signer = new Stripe('sk_test_signer');

interface Harness {
  service: BillingService;
  consumer: TestConsumer;
  db: Knex;
}

async function startHarness(prefix: string, provider?: PaymentProvider): Promise<Harness> {
  const service = await startBillingService(prefix, provider);
  const db = service.testDb.db;
  return { service, consumer: await startTestConsumer(db), db };
}

async function stopHarness(harness: Harness | undefined): Promise<void> {
  await harness?.consumer.stop();
  await harness?.service.stop();
}

/** A job worked for an hour and approved: its invoice is open for its whole total. */
async function invoicedJob(harness: Harness, job: TestJob = newJob()): Promise<InvoiceBody> {
  await harness.consumer.deliver('service-request.submitted.v1', submitted(job));
  await harness.consumer.deliver(
    'service-request.checked-in.v1',
    checkedIn(job, '2026-12-01T18:00:00.000Z'),
  );
  await harness.consumer.deliver(
    'service-request.work-done.v1',
    workDone(job, '2026-12-01T19:00:00.000Z'),
  );
  await harness.consumer.deliver('service-request.completed.v1', completed(job));
  const [invoice] = await ownInvoices(harness, job);
  if (!invoice) throw new Error('no invoice');
  return invoice;
}

async function ownInvoices(harness: Harness, job: TestJob): Promise<InvoiceBody[]> {
  const response = await call(harness.service.url, '/invoices/me', {
    token: companyToken(harness.service.issuer, job.companyKeycloakId),
  });
  return ((await response.json()) as { invoices: InvoiceBody[] }).invoices;
}

function charge(harness: Harness, job: TestJob, invoiceId: string): Promise<Response> {
  return call(harness.service.url, `/invoices/me/${invoiceId}/charge`, {
    method: 'POST',
    token: companyToken(harness.service.issuer, job.companyKeycloakId),
  });
}

/** What Stripe would send once a company's card payment went through. */
function succeededEvent(invoiceId: string, amountCents: number, eventId = `evt_${randomUUID()}`) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.parse('2026-12-10T20:00:00Z') / 1000),
    data: {
      object: {
        id: `pi_${randomUUID().replaceAll('-', '')}`,
        object: 'payment_intent',
        amount: amountCents,
        amount_received: amountCents,
        currency: 'usd',
        status: 'succeeded',
        metadata: { invoiceId },
      },
    },
  });
}

/** Posts a notice as Stripe does: the raw bytes, signed with `secret`. */
function notify(harness: Harness, payload: string, secret = WEBHOOK_SECRET): Promise<Response> {
  return fetch(`${harness.service.url}/webhooks/payments`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });
}

async function ledger(db: Knex) {
  return {
    transactions: Number((await db('ledger_transactions').count({ n: '*' }).first())?.n),
    payments: await db('payments').orderBy('recorded_at'),
    cash: await accountBalanceCents(db, 'cash'),
  };
}

describe.runIf(stripeMockAvailable)('the stripe provider against stripe-mock', () => {
  let mock: StripeMock;
  let provider: PaymentProvider;
  let harness: Harness;

  beforeAll(async () => {
    mock = await startStripeMock();
    provider = stripeProvider({
      secretKey: 'sk_test_RemoteHandsAlaska',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: mock.url,
    });
    harness = await startHarness('billing_stripe', provider);
  });

  afterAll(async () => {
    await stopHarness(harness);
    await mock?.stop();
  });

  it('charges an invoice with a PaymentIntent for the balance the ledger holds', async () => {
    const job = newJob();
    const invoice = await invoicedJob(harness, job);
    const response = await charge(harness, job, invoice.id);
    expect(response.status).toBe(200);
    const { charge: first } = (await response.json()) as ChargeBody;
    expect(first).toMatchObject({ provider: 'stripe', amountCents: invoice.totalCents });
    expect(first.paymentIntentId).toMatch(/^pi_/);
    expect(first.clientSecret).toBeTruthy();

    // After a check covering part of it, only what is still owed is charged.
    const partly = await call(harness.service.url, `/admin/invoices/${invoice.id}/payments`, {
      method: 'POST',
      token: adminToken(harness.service.issuer),
      headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      body: {
        amountCents: 10_000,
        currency: 'USD',
        method: 'check',
        reference: 'Check 1',
        receivedOn: '2026-12-05',
      },
    });
    expect(partly.status).toBe(200);
    const second = (await (await charge(harness, job, invoice.id)).json()) as ChargeBody;
    expect(second.charge.amountCents).toBe(invoice.totalCents - 10_000);
  });

  it("refuses another company's invoice, and one with nothing due", async () => {
    const job = newJob();
    const invoice = await invoicedJob(harness, job);
    expect((await charge(harness, newJob(), invoice.id)).status).toBe(404);

    expect((await notify(harness, succeededEvent(invoice.id, invoice.totalCents))).status).toBe(
      200,
    );
    const settled = await charge(harness, job, invoice.id);
    expect(settled.status).toBe(409);
    expect(await settled.json()).toMatchObject({ code: 'nothing_due' });
  });

  it('records a signed payment once, however often the same event is delivered', async () => {
    const job = newJob();
    const invoice = await invoicedJob(harness, job);
    const before = await ledger(harness.db);
    // Part of the balance, so a replay recorded again would still find something due.
    const half = Math.floor(invoice.totalCents / 2);
    const event = succeededEvent(invoice.id, half);

    const first = await notify(harness, event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    const [partlyPaid] = await ownInvoices(harness, job);
    expect(partlyPaid).toMatchObject({ balanceCents: invoice.totalCents - half, status: 'open' });
    const after = await ledger(harness.db);
    expect(after.transactions).toBe(before.transactions + 1);
    expect(after.cash).toBe(before.cash + half);
    expect(after.payments.at(-1)).toMatchObject({
      invoice_id: invoice.id,
      method: 'card',
      amount_cents: String(half),
    });

    expect((await notify(harness, event)).status).toBe(200);
    expect(await ledger(harness.db)).toEqual(after);

    const rest = await notify(harness, succeededEvent(invoice.id, invoice.totalCents - half));
    expect(rest.status).toBe(200);
    const [paid] = await ownInvoices(harness, job);
    expect(paid).toMatchObject({ balanceCents: 0, status: 'paid' });
  });

  it('refuses a notice signed with another secret, and records nothing', async () => {
    const job = newJob();
    const invoice = await invoicedJob(harness, job);
    const before = await ledger(harness.db);

    const forged = await notify(
      harness,
      succeededEvent(invoice.id, invoice.totalCents),
      'whsec_other',
    );
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: 'invalid_signature' });
    const unsigned = await fetch(`${harness.service.url}/webhooks/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: succeededEvent(invoice.id, invoice.totalCents),
    });
    expect(unsigned.status).toBe(400);

    expect(await ledger(harness.db)).toEqual(before);
    const [open] = await ownInvoices(harness, job);
    expect(open).toMatchObject({ balanceCents: invoice.totalCents, status: 'open' });
  });

  it("transfers a technician's pay to their connected account and schedules its payouts", async () => {
    const transfer = await provider.transferPay({
      technicianId: randomUUID(),
      accountId: 'acct_1TechnicianTess',
      amountCents: 42_500,
      currency: 'USD',
      key: `statement:${randomUUID()}`,
    });
    expect(transfer).toMatchObject({ provider: 'stripe', amountCents: 42_500 });
    expect(transfer.provider === 'stripe' && transfer.transferId).toMatch(/^tr_/);

    await expect(
      provider.schedulePayouts('acct_1TechnicianTess', {
        interval: 'weekly',
        weeklyAnchor: 'friday',
      }),
    ).resolves.toBeUndefined();
  });
});

describe('the invoice-and-record provider', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness('billing_recorded');
  });

  afterAll(async () => {
    await stopHarness(harness);
  });

  it('answers the balance to send by transfer or check, and takes no notices', async () => {
    const job = newJob();
    const invoice = await invoicedJob(harness, job);
    const response = await charge(harness, job, invoice.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      charge: { provider: 'invoice-and-record', amountCents: invoice.totalCents, currency: 'USD' },
    });

    const before = await ledger(harness.db);
    expect((await notify(harness, succeededEvent(invoice.id, invoice.totalCents))).status).toBe(
      404,
    );
    expect(await ledger(harness.db)).toEqual(before);
  });
});
