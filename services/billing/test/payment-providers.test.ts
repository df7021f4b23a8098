import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDEMPOTENCY_KEY_HEADER } from '@rha/contracts';
import type { Knex } from 'knex';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalanceCents } from '../src/domain/ledger.js';
import { sendDueTransfers } from '../src/domain/pay-transfers.js';
import { invoiceAndRecordProvider } from '../src/providers/invoice-and-record.js';
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
  technicianToken,
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

interface OwnPayBody {
  dueCents: number;
  paidCents: number;
  payoutAccount: string;
  payouts: { amountCents: number; method: string; reference: string; pending: boolean }[];
}

async function ownPay(harness: Harness, technicianId: string): Promise<OwnPayBody> {
  const response = await call(harness.service.url, '/pay/me', {
    token: technicianToken(harness.service.issuer, technicianId),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as OwnPayBody;
}

function openPayoutAccount(harness: Harness, technicianId: string): Promise<Response> {
  return call(harness.service.url, '/pay/me/payout-account', {
    method: 'POST',
    token: technicianToken(harness.service.issuer, technicianId),
  });
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

  it("opens a technician's payout account once, and answers its set-up page", async () => {
    const technicianId = randomUUID();
    expect((await ownPay(harness, technicianId)).payoutAccount).toBe('not-set-up');

    const first = await openPayoutAccount(harness, technicianId);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { url: string }).url).toMatch(/^https:\/\//);
    const [technician] = await harness.db('technicians').where({ id: technicianId });
    expect(technician.payout_account_id).toMatch(/^acct_/);

    expect((await openPayoutAccount(harness, technicianId)).status).toBe(200);
    const [again] = await harness.db('technicians').where({ id: technicianId });
    expect(again.payout_account_id).toBe(technician.payout_account_id);
    expect((await ownPay(harness, technicianId)).payoutAccount).toBe('set-up');

    const asCompany = await call(harness.service.url, '/pay/me/payout-account', {
      method: 'POST',
      token: companyToken(harness.service.issuer, randomUUID()),
    });
    expect(asCompany.status).toBe(403);
  });

  it("sends an approved job's pay to the technician's account once, balanced in the ledger", async () => {
    const job = newJob();
    expect((await openPayoutAccount(harness, job.technicianId)).status).toBe(200);
    await invoicedJob(harness, job);
    const earned = await ownPay(harness, job.technicianId);
    expect(earned.dueCents).toBeGreaterThan(0);

    const now = new Date('2026-12-02T02:00:00Z');
    const round = await sendDueTransfers(harness.db, provider, now);
    expect(round).toMatchObject({ owed: 1, sent: 1, failed: 0 });
    const paid = await ownPay(harness, job.technicianId);
    expect(paid.dueCents).toBe(0);
    expect(paid.paidCents).toBe(earned.dueCents);
    expect(paid.payouts).toEqual([
      expect.objectContaining({
        amountCents: earned.dueCents,
        method: 'stripe-transfer',
        reference: expect.stringMatching(/^tr_/) as string,
        pending: false,
      }),
    ]);

    expect(await sendDueTransfers(harness.db, provider, now)).toMatchObject({ owed: 0, sent: 0 });
    expect(await accountBalanceCents(harness.db, 'technician-payable', job.technicianId)).toBe(0);
  });
});

describe.runIf(stripeMockAvailable)('a pay transfer Stripe did not answer', () => {
  let mock: StripeMock;
  let harness: Harness;
  const keys: string[] = [];
  let failNext = true;

  beforeAll(async () => {
    mock = await startStripeMock();
    const stripe = stripeProvider({
      secretKey: 'sk_test_RemoteHandsAlaska',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: mock.url,
    });
    const flaky: PaymentProvider = {
      ...stripe,
      transferPay(transfer) {
        keys.push(transfer.payoutId);
        if (failNext) {
          failNext = false;
          return Promise.reject(new Error('Stripe did not answer'));
        }
        return stripe.transferPay(transfer);
      },
    };
    harness = await startHarness('billing_transfer_retry', flaky);
    provider = flaky;
  });
  let provider: PaymentProvider;

  afterAll(async () => {
    await stopHarness(harness);
    await mock?.stop();
  });

  it('keeps it pending, owed to no one else, and sends it later under the same key', async () => {
    const job = newJob();
    expect((await openPayoutAccount(harness, job.technicianId)).status).toBe(200);
    await invoicedJob(harness, job);
    const earned = (await ownPay(harness, job.technicianId)).dueCents;

    const now = new Date('2026-12-02T02:00:00Z');
    expect(await sendDueTransfers(harness.db, provider, now)).toMatchObject({
      owed: 1,
      sent: 0,
      failed: 1,
    });
    const waiting = await ownPay(harness, job.technicianId);
    expect(waiting.dueCents).toBe(0);
    expect(waiting.payouts).toEqual([
      expect.objectContaining({ amountCents: earned, pending: true, reference: '' }),
    ]);
    // An admin paying by hand meanwhile finds nothing due: the money goes out once.
    const byHand = await call(
      harness.service.url,
      `/admin/technicians/${job.technicianId}/payouts`,
      {
        method: 'POST',
        token: adminToken(harness.service.issuer),
        headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
        body: { method: 'check', reference: 'Check 9', paidOn: '2026-12-02' },
      },
    );
    expect(byHand.status).toBe(409);

    expect(await sendDueTransfers(harness.db, provider, now)).toMatchObject({
      owed: 0,
      sent: 1,
      failed: 0,
    });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const [sent] = (await ownPay(harness, job.technicianId)).payouts;
    expect(sent).toMatchObject({ amountCents: earned, pending: false });
  });
});

describe('a Stripe transfer whose idempotency key Stripe no longer keeps', () => {
  it('is found by the payout it settles and not sent a second time', async () => {
    const sends: string[] = [];
    // Stripe's API as far as this needs: one earlier transfer in the payout's group.
    const stripeApi = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      response.setHeader('content-type', 'application/json');
      if (request.method === 'GET' && url.pathname === '/v1/transfers') {
        const group = url.searchParams.get('transfer_group');
        const earlier = {
          id: 'tr_sent_before',
          object: 'transfer',
          amount: 42_500,
          transfer_group: group,
        };
        response.end(
          JSON.stringify({
            object: 'list',
            url: '/v1/transfers',
            has_more: false,
            data: [earlier],
          }),
        );
        return;
      }
      sends.push(`${request.method} ${url.pathname}`);
      response.statusCode = 400;
      response.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'unexpected' } }),
      );
    });
    await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
    const { port } = stripeApi.address() as AddressInfo;
    try {
      const provider = stripeProvider({
        secretKey: 'sk_test_RemoteHandsAlaska',
        webhookSecret: WEBHOOK_SECRET,
        apiBase: `http://127.0.0.1:${port}`,
      });
      const answer = await provider.transferPay({
        technicianId: randomUUID(),
        accountId: 'acct_1TechnicianTess',
        amountCents: 42_500,
        currency: 'USD',
        payoutId: randomUUID(),
      });
      expect(answer).toEqual({
        provider: 'stripe',
        transferId: 'tr_sent_before',
        amountCents: 42_500,
      });
      expect(sends).toEqual([]);
    } finally {
      await new Promise((resolve) => stripeApi.close(resolve));
    }
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

  it('pays technicians by the payouts an admin records, with no account to set up', async () => {
    const job = newJob();
    await invoicedJob(harness, job);
    expect((await ownPay(harness, job.technicianId)).payoutAccount).toBe('recorded-by-admin');
    const open = await openPayoutAccount(harness, job.technicianId);
    expect(open.status).toBe(409);
    expect(await open.json()).toMatchObject({ code: 'payouts_recorded' });

    const provider = invoiceAndRecordProvider();
    expect(await sendDueTransfers(harness.db, provider, new Date())).toEqual({
      owed: 0,
      sent: 0,
      failed: 0,
    });
    expect((await ownPay(harness, job.technicianId)).dueCents).toBeGreaterThan(0);
  });
});
