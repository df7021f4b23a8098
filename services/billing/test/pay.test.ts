import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, type CompletedWork, type JobPay } from '@rha/contracts';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalanceCents } from '../src/domain/ledger.js';
import {
  accepted,
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
  technicianToken,
  workDone,
  type BillingService,
  type TestConsumer,
  type TestJob,
} from './support.js';

interface OwnPayBody {
  dueCents: number;
  paidCents: number;
  statements: {
    requestId: string;
    ticketNumber: string;
    totalCents: number;
    lines: { code: string; quantity: number; unitCents: number; amountCents: number }[];
  }[];
  payouts: { id: string; amountCents: number; method: string; reference: string; paidOn: string }[];
}

let service: BillingService;
let consumer: TestConsumer;
let db: Knex;
let admin: string;

beforeAll(async () => {
  service = await startBillingService('billing_pay');
  db = service.testDb.db;
  consumer = await startTestConsumer(db);
  admin = adminToken(service.issuer);
});

afterAll(async () => {
  await consumer?.stop();
  await service?.stop();
});

const hourly: JobPay = {
  basis: 'hourly',
  amountCents: 10_000,
  capHours: 4,
  standbyDayCents: 20_000,
  specialVehicleCents: 12_000,
};

/** A Remote Hands job accepted with `pay`, worked 18:00 to 20:10, and approved with `work`. */
async function approvedJob(job: TestJob, pay?: JobPay, work?: CompletedWork): Promise<void> {
  await consumer.deliver('service-request.submitted.v1', submitted(job));
  await consumer.deliver('service-request.accepted.v1', accepted(job, pay));
  await consumer.deliver('service-request.checked-in.v1', checkedIn(job, '2026-12-01T18:00:00Z'));
  await consumer.deliver('service-request.work-done.v1', workDone(job, '2026-12-01T20:10:00Z'));
  await consumer.deliver('service-request.completed.v1', { ...completed(job), work });
}

async function ownPay(technicianId: string): Promise<OwnPayBody> {
  const response = await call(service.url, '/pay/me', {
    token: technicianToken(service.issuer, technicianId),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as OwnPayBody;
}

function payout(technicianId: string, body: unknown, key: string = randomUUID()) {
  return call(service.url, `/admin/technicians/${technicianId}/payouts`, {
    method: 'POST',
    token: admin,
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });
}

const byCheck = { method: 'check', reference: 'Check 2210', paidOn: '2026-12-15' };

async function unbalancedTransactions(): Promise<unknown[]> {
  return db('ledger_entries')
    .select('transaction_id')
    .groupBy('transaction_id')
    .havingRaw('sum(amount_cents) <> 0');
}

describe('pay statement at approval', () => {
  it('pays the agreed pay for the approved work, and a payout settles it to zero', async () => {
    const job = newJob();
    await approvedJob(job, hourly, {
      onSiteMinutes: 130,
      standbyDays: 1,
      specialVehicleUsed: true,
      extraHoursApproved: 0,
      costs: [{ kind: 'parts', description: 'Modem fuse', amountCents: 4_250 }],
    });

    const earned = await ownPay(job.technicianId);
    expect(earned.statements).toHaveLength(1);
    expect(earned.statements[0]).toMatchObject({
      requestId: job.requestId,
      ticketNumber: job.ticketNumber,
      totalCents: 9 * 2_500 + 20_000 + 12_000 + 4_250,
    });
    expect(
      earned.statements[0]?.lines.map((line) => [line.code, line.quantity, line.amountCents]),
    ).toEqual([
      ['pay-hours', 9, 22_500],
      ['pay-standby', 1, 20_000],
      ['pay-special-vehicle', 1, 12_000],
      ['pay-cost-reimbursement', 1, 4_250],
    ]);
    expect(earned).toMatchObject({ dueCents: 58_750, paidCents: 0, payouts: [] });

    const invoices = await call(service.url, '/invoices/me', {
      token: companyToken(service.issuer, job.companyKeycloakId),
    });
    const [invoice] = (
      (await invoices.json()) as { invoices: { id: string; balanceCents: number }[] }
    ).invoices;
    const paid = await call(service.url, `/admin/invoices/${invoice!.id}/payments`, {
      method: 'POST',
      token: admin,
      body: {
        amountCents: invoice!.balanceCents,
        currency: 'USD',
        method: 'bank-transfer',
        reference: 'ACH 7781',
        receivedOn: '2026-12-10',
      },
      headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    });
    expect(paid.status).toBe(200);

    const response = await payout(job.technicianId, byCheck);
    expect(response.status).toBe(201);
    const { payout: made } = (await response.json()) as { payout: { amountCents: number } };
    expect(made).toMatchObject({
      technicianId: job.technicianId,
      amountCents: 58_750,
      method: 'check',
      reference: 'Check 2210',
      paidOn: '2026-12-15',
    });

    expect(await unbalancedTransactions()).toEqual([]);
    expect(await accountBalanceCents(db, 'company-receivable', job.companyId)).toBe(0);
    expect(await accountBalanceCents(db, 'technician-payable', job.technicianId)).toBe(0);
    expect(await accountBalanceCents(db, 'pay-expense', job.technicianId)).toBe(58_750);
    const settled = await ownPay(job.technicianId);
    expect(settled).toMatchObject({ dueCents: 0, paidCents: 58_750 });
    expect(settled.payouts).toMatchObject([{ amountCents: 58_750, paidOn: '2026-12-15' }]);
  });

  it('pays the rate card for the timed visits when neither pay nor work travelled', async () => {
    const job = newJob();
    await approvedJob(job);
    // Remote Hands pays 75 USD an hour: two hours ten minutes are nine started quarter hours.
    const { statements, dueCents } = await ownPay(job.technicianId);
    expect(statements[0]?.lines).toEqual([
      {
        code: 'pay-hours',
        description: 'Time on site, per started quarter hour',
        quantity: 9,
        unitCents: 1_875,
        amountCents: 16_875,
      },
    ]);
    expect(dueCents).toBe(16_875);
  });

  it('makes one statement however often approval arrives, and a warranty reopen pays nothing', async () => {
    const job = newJob();
    await approvedJob(job, hourly);
    const before = await ownPay(job.technicianId);

    await consumer.deliver('service-request.completed.v1', completed(job), { redelivered: true });
    await consumer.deliver('service-request.reopened.v1', reopened(job));
    await consumer.deliver('service-request.checked-in.v1', checkedIn(job, '2026-12-06T18:00:00Z'));
    await consumer.deliver('service-request.work-done.v1', workDone(job, '2026-12-06T23:00:00Z'));
    await consumer.deliver('service-request.completed.v1', completed(job, '2026-12-07T18:00:00Z'));

    expect(await ownPay(job.technicianId)).toEqual(before);
    expect(await db('pay_statements').where({ request_id: job.requestId })).toHaveLength(1);
    expect(
      await db('ledger_transactions').where({ key: `pay-statement:${job.requestId}` }),
    ).toHaveLength(1);
  });
});

describe('payouts', () => {
  it('pays out once per key, then refuses a payout when nothing is due', async () => {
    const job = newJob();
    await approvedJob(job, hourly);
    const key = randomUUID();

    const first = await payout(job.technicianId, byCheck, key);
    const again = await payout(job.technicianId, byCheck, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await db('payouts').where({ technician_id: job.technicianId })).toHaveLength(1);

    const nothing = await payout(job.technicianId, byCheck);
    expect(nothing.status).toBe(409);
    expect(await nothing.json()).toMatchObject({ code: 'nothing_due' });
    expect((await payout(randomUUID(), byCheck)).status).toBe(409);
  });

  it('takes no typed amount, and names the field that is wrong', async () => {
    const job = newJob();
    await approvedJob(job, hourly);

    const typed = await payout(job.technicianId, { ...byCheck, amountCents: 1 });
    expect(typed.status).toBe(400);
    const wrong = await payout(job.technicianId, { method: 'cash', reference: '', paidOn: 'soon' });
    expect(wrong.status).toBe(400);
    const { errors } = (await wrong.json()) as { errors: { field: string; message: string }[] };
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'method', message: 'Choose bank transfer or check.' },
        { field: 'reference', message: 'Enter the transfer or check reference.' },
        { field: 'paidOn', message: 'Enter the date the payout was sent.' },
      ]),
    );
    const keyless = await call(service.url, `/admin/technicians/${job.technicianId}/payouts`, {
      method: 'POST',
      token: admin,
      body: byCheck,
    });
    expect(keyless.status).toBe(400);
    expect(await db('payouts').where({ technician_id: job.technicianId })).toEqual([]);
  });
});

describe('who sees pay', () => {
  it("shows a technician only their own pay, and the admin everyone's", async () => {
    const mine = newJob();
    const theirs = newJob();
    await approvedJob(mine, hourly);
    await approvedJob(theirs);

    const own = await ownPay(mine.technicianId);
    expect(own.statements.map((statement) => statement.requestId)).toEqual([mine.requestId]);
    const stranger = await ownPay(randomUUID());
    expect(stranger).toEqual({
      dueCents: 0,
      paidCents: 0,
      statements: [],
      payouts: [],
      payoutAccount: 'recorded-by-admin',
    });

    const list = await call(service.url, '/admin/pay', { token: admin });
    expect(list.status).toBe(200);
    const { technicians } = (await list.json()) as {
      technicians: { technicianId: string; fullName: string; dueCents: number }[];
    };
    expect(technicians).toEqual(
      expect.arrayContaining([
        {
          technicianId: mine.technicianId,
          fullName: 'Tess Tanana',
          dueCents: own.dueCents,
          paidCents: 0,
          lastPaidOn: null,
        },
        expect.objectContaining({ technicianId: theirs.technicianId }),
      ]),
    );
  });

  it('refuses the wrong roles', async () => {
    const company = companyToken(service.issuer, `company-${randomUUID()}`);
    const technician = technicianToken(service.issuer, randomUUID());
    expect((await call(service.url, '/pay/me', { token: company })).status).toBe(403);
    expect((await call(service.url, '/pay/me', { token: admin })).status).toBe(403);
    expect((await call(service.url, '/pay/me')).status).toBe(401);
    expect((await call(service.url, '/admin/pay', { token: technician })).status).toBe(403);
    const selfPaid = await call(service.url, `/admin/technicians/${randomUUID()}/payouts`, {
      method: 'POST',
      token: technician,
      body: byCheck,
      headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    });
    expect(selfPaid.status).toBe(403);
  });
});
