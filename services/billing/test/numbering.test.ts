import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueInvoice } from '../src/domain/invoices.js';
import { accountBalanceCents } from '../src/domain/ledger.js';
import {
  newJob,
  startBillingService,
  startTestConsumer,
  submitted,
  type BillingService,
  type TestConsumer,
} from './support.js';

let service: BillingService;
let consumer: TestConsumer;
let db: Knex;

beforeAll(async () => {
  service = await startBillingService('billing_numbering');
  db = service.testDb.db;
  consumer = await startTestConsumer(db);
});

afterAll(async () => {
  await consumer?.stop();
  await service?.stop();
});

async function submittedJob(): Promise<string> {
  const job = newJob();
  await consumer.deliver('service-request.submitted.v1', submitted(job));
  return job.requestId;
}

function issue(requestId: string, at: string) {
  return db.transaction((trx) => issueInvoice(trx, requestId, new Date(at)));
}

async function numberOf(requestId: string): Promise<string> {
  const row = await db('invoices').where({ request_id: requestId, kind: 'invoice' }).first();
  return String(row?.number);
}

class Interrupted extends Error {}

describe('invoice numbers', () => {
  it('stay gapless when an issue rolls back between two others', async () => {
    const [first, failed, third] = [
      await submittedJob(),
      await submittedJob(),
      await submittedJob(),
    ];
    await issue(first, '2031-03-01T20:00:00Z');
    await expect(
      db.transaction(async (trx) => {
        await issueInvoice(trx, failed, new Date('2031-03-01T20:01:00Z'));
        throw new Interrupted('the issue fails after it was numbered');
      }),
    ).rejects.toBeInstanceOf(Interrupted);
    await issue(third, '2031-03-01T20:02:00Z');

    expect(await numberOf(first)).toBe('2031-00001');
    expect(await numberOf(third)).toBe('2031-00002');
    expect(await db('invoices').where({ request_id: failed }).first()).toBeUndefined();
    // The rolled-back issue left no ledger rows behind either.
    expect(await accountBalanceCents(db, 'revenue')).toBe(
      -(await accountBalanceCents(db, 'company-receivable')),
    );
  });

  it("restart at New Year on Alaska's clock, not UTC's", async () => {
    const [lateDecember, newYearUtc, newYearAlaska] = [
      await submittedJob(),
      await submittedJob(),
      await submittedJob(),
    ];
    await issue(lateDecember, '2032-12-31T20:00:00Z');
    // 08:59 UTC on January 1st is still 23:59 on December 31st in Anchorage.
    await issue(newYearUtc, '2033-01-01T08:59:00Z');
    await issue(newYearAlaska, '2033-01-01T09:00:00Z');

    expect(await numberOf(lateDecember)).toBe('2032-00001');
    expect(await numberOf(newYearUtc)).toBe('2032-00002');
    expect(await numberOf(newYearAlaska)).toBe('2033-00001');
  });

  it('issue one invoice when two approvals of a job cross', async () => {
    const requestId = await submittedJob();
    const outcomes = await Promise.all([
      issue(requestId, '2034-05-01T20:00:00Z'),
      issue(requestId, '2034-05-01T20:00:00Z'),
      issue(requestId, '2034-05-01T20:00:01Z'),
    ]);

    expect(outcomes.filter((outcome) => outcome.issued)).toHaveLength(1);
    expect(await db('invoices').where({ request_id: requestId })).toHaveLength(1);
    expect(await db('invoice_counters').where({ year: 2034 }).first()).toEqual({
      year: 2034,
      last_number: 1,
    });
  });
});
