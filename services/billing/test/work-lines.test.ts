import { PRICES, remoteHandsLines, type CompletedWork } from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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
  kind: string;
  totalCents: number;
  lines: { code: string; description: string; quantity: number; amountCents: number }[];
}

let service: BillingService;
let consumer: TestConsumer;

beforeAll(async () => {
  service = await startBillingService('billing_work_lines');
  consumer = await startTestConsumer(service.testDb.db);
});

afterAll(async () => {
  await consumer?.stop();
  await service?.stop();
});

/** Five hours between check-in and check-out by billing's own clock; `work` as approved. */
async function approvedJob(job: TestJob, work?: CompletedWork): Promise<InvoiceBody> {
  await consumer.deliver('service-request.submitted.v1', submitted(job, { pro: false }));
  await consumer.deliver(
    'service-request.checked-in.v1',
    checkedIn(job, '2026-12-01T18:00:00.000Z'),
  );
  await consumer.deliver('service-request.work-done.v1', workDone(job, '2026-12-01T23:00:00.000Z'));
  await consumer.deliver('service-request.completed.v1', { ...completed(job), work });
  const response = await call(service.url, '/invoices/me', {
    token: companyToken(service.issuer, job.companyKeycloakId),
  });
  expect(response.status).toBe(200);
  const { invoices } = (await response.json()) as { invoices: InvoiceBody[] };
  const invoice = invoices.find((entry) => entry.kind === 'invoice');
  if (!invoice) throw new Error('no invoice');
  return invoice;
}

const summary = (invoice: InvoiceBody) =>
  invoice.lines.map((line) => [line.code, line.quantity, line.amountCents]);

describe('an invoice from the approved work', () => {
  it('bills the time on site the work carries, its costs at cost and the standby days', async () => {
    const invoice = await approvedJob(newJob(), {
      onSiteMinutes: 200,
      standbyDays: 2,
      specialVehicleUsed: true,
      extraHoursApproved: 1,
      costs: [
        { kind: 'travel', description: 'Ravn flight Bethel to Akiak', amountCents: 31_250 },
        { kind: 'parts', description: 'Replacement fuse', amountCents: 4_999 },
      ],
    });

    const standby = PRICES.travel.weatherStandbyDayCents;
    const service = remoteHandsLines(200);
    expect(summary(invoice)).toEqual([
      ...service.map((line) => [line.code, line.quantity, line.amountCents]),
      ['travel-cost', 1, 31_250],
      ['parts-cost', 1, 4_999],
      ['weather-standby', 2, 2 * standby],
    ]);
    expect(invoice.lines.find((line) => line.code === 'travel-cost')?.description).toBe(
      'Travel: Ravn flight Bethel to Akiak',
    );
    const serviceCents = service.reduce((sum, line) => sum + line.amountCents, 0);
    expect(invoice.totalCents).toBe(serviceCents + 31_250 + 4_999 + 2 * standby);
  });

  it("falls back to billing's own timing for an approval without the work", async () => {
    const invoice = await approvedJob(newJob());

    expect(summary(invoice)).toEqual(
      remoteHandsLines(300).map((line) => [line.code, line.quantity, line.amountCents]),
    );
  });
});
