import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueInvoice } from '../src/domain/invoices.js';
import {
  checkedIn,
  completed,
  newJob,
  startBillingService,
  startTestConsumer,
  submitted,
  workDone,
  type BillingService,
  type TestConsumer,
} from './support.js';

let service: BillingService;
let consumer: TestConsumer;
let db: Knex;

beforeAll(async () => {
  service = await startBillingService('billing_issued_event');
  db = service.testDb.db;
  consumer = await startTestConsumer(db);
});

afterAll(async () => {
  await consumer?.stop();
  await service?.stop();
});

interface OutboxEvent {
  type: string;
  source: string;
  data: Record<string, unknown>;
}

async function issuedEvents(requestId: string): Promise<OutboxEvent[]> {
  const rows = (await db('outbox')
    .where({ type: 'billing.invoice-issued.v1' })
    .orderBy('created_at')) as { envelope: OutboxEvent }[];
  return rows.map((row) => row.envelope).filter((event) => event.data.requestId === requestId);
}

class Interrupted extends Error {}

describe('billing.invoice-issued.v1', () => {
  it('is recorded with the invoice, once, with its number, total and due date', async () => {
    const job = newJob();
    await consumer.deliver('service-request.submitted.v1', submitted(job));
    await consumer.deliver('service-request.checked-in.v1', checkedIn(job, '2026-12-01T18:00:00Z'));
    await consumer.deliver('service-request.work-done.v1', workDone(job, '2026-12-01T19:00:00Z'));
    await consumer.deliver('service-request.completed.v1', completed(job), { redelivered: true });
    await consumer.deliver('service-request.completed.v1', completed(job));

    const invoice = await db('invoices').where({ request_id: job.requestId }).first();
    const events = await issuedEvents(job.requestId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      source: 'billing',
      data: {
        invoiceId: invoice.id,
        number: invoice.number,
        requestId: job.requestId,
        ticketNumber: job.ticketNumber,
        companyId: job.companyId,
        companyKeycloakId: job.companyKeycloakId,
        companyName: 'Kuskokwim Clinic',
        totalCents: Number(invoice.total_cents),
        currency: 'USD',
        issuedAt: '2026-12-02T18:00:00.000Z',
        dueOn: '2027-01-01',
      },
    });
  });

  it('is not recorded when the issue rolls back', async () => {
    const job = newJob();
    await consumer.deliver('service-request.submitted.v1', submitted(job));
    await expect(
      db.transaction(async (trx) => {
        const outcome = await issueInvoice(trx, job.requestId, new Date('2026-12-03T18:00:00Z'));
        expect(outcome.issued).toBe(true);
        throw new Interrupted('the issue fails after the event was recorded');
      }),
    ).rejects.toBeInstanceOf(Interrupted);

    expect(await issuedEvents(job.requestId)).toEqual([]);
  });
});
