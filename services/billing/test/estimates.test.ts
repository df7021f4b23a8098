import { DEFAULT_PRICE_TABLE, estimatePrice, PRICES } from '@rha/contracts';
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
} from './support.js';
import { userToken } from '@rha/kit/testing';

interface EstimateBody {
  estimate: {
    requestId: string;
    serviceType: string;
    proPackage: boolean;
    quoteRequired: boolean;
    lines: { code: string; quantity: number; amountCents: number }[];
    totalCents: number;
  };
}

let service: BillingService;
let consumer: TestConsumer;
let db: Knex;
let admin: string;

beforeAll(async () => {
  service = await startBillingService('billing_estimates');
  db = service.testDb.db;
  consumer = await startTestConsumer(db);
  admin = adminToken(service.issuer);
});

afterAll(async () => {
  await consumer?.stop();
  await service?.stop();
});

beforeEach(async () => {
  await db('price_settings').del();
});

const putTable = (body: unknown, token = admin) =>
  call(service.url, '/admin/price-table', { method: 'PUT', token, body });

describe('the price table', () => {
  it('is the price list defaults until an admin saves one, for any signed-in role', async () => {
    const technician = userToken(service.issuer, { sub: 'tech-1', roles: ['technician'] });
    for (const token of [technician, companyToken(service.issuer, 'company-a'), admin]) {
      const response = await call(service.url, '/price-table', { token });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ priceTable: DEFAULT_PRICE_TABLE, updatedAt: null });
    }
    expect((await call(service.url, '/price-table')).status).toBe(401);
  });

  it('is replaced by an admin, and read back by everyone', async () => {
    const table = { ...DEFAULT_PRICE_TABLE, remoteEyesCents: 35_000 };
    const saved = await putTable(table);
    expect(saved.status).toBe(200);
    const read = await call(service.url, '/price-table', {
      token: companyToken(service.issuer, 'company-a'),
    });
    const body = (await read.json()) as { priceTable: unknown; updatedAt: string | null };
    expect(body.priceTable).toEqual(table);
    expect(body.updatedAt).not.toBeNull();
  });

  it('is not a company’s to change', async () => {
    const response = await putTable(
      { ...DEFAULT_PRICE_TABLE, remoteEyesCents: 20_000 },
      companyToken(service.issuer, 'company-a'),
    );
    expect(response.status).toBe(403);
    expect(await db('price_settings').first()).toBeUndefined();
  });

  it('refuses an out-of-range price or broken bands with the field and a message', async () => {
    const tooHigh = await putTable({ ...DEFAULT_PRICE_TABLE, remoteEyesCents: 50_000 });
    expect(tooHigh.status).toBe(400);
    expect(((await tooHigh.json()) as { errors: unknown[] }).errors).toContainEqual(
      expect.objectContaining({
        field: 'remoteEyesCents',
        message: 'The Remote Eyes price is at most 400 USD.',
      }),
    );
    const bands = DEFAULT_PRICE_TABLE.discountBands.map((band, index) =>
      index === 2 ? { ...band, minVisits: 12 } : band,
    );
    const gap = await putTable({ ...DEFAULT_PRICE_TABLE, discountBands: bands });
    expect(gap.status).toBe(400);
    expect(JSON.stringify(await gap.json())).toContain(
      'Band 3 must start at 10 visits, right after band 2.',
    );
    expect(await db('price_settings').first()).toBeUndefined();
  });
});

describe("a request's estimate", () => {
  const putEstimate = (requestId: string, token: string, body: unknown) =>
    call(service.url, `/requests/${requestId}/estimate`, { method: 'PUT', token, body });

  it('is computed by billing from the submitted request and the current table', async () => {
    await putTable({ ...DEFAULT_PRICE_TABLE, remoteEyesCents: 25_000 });
    const job = newJob();
    await consumer.deliver(
      'service-request.submitted.v1',
      submitted(job, { serviceType: 'remote-hands', pro: true }),
    );
    const owner = companyToken(service.issuer, job.companyKeycloakId);
    const response = await putEstimate(job.requestId, owner, {
      expectedHours: 5,
      scheduledVisits: 3,
    });
    expect(response.status).toBe(200);
    const { estimate } = (await response.json()) as EstimateBody;
    const expected = estimatePrice({
      serviceType: 'remote-hands',
      proPackage: true,
      expectedHours: 5,
      scheduledVisits: 3,
    });
    expect(estimate).toMatchObject({ proPackage: true, quoteRequired: false });
    expect(estimate.lines).toEqual(expected.lines);
    // 3 × 900 + 3 × 4 quarter hours × 56.25, 5% off, plus the Pro Package.
    expect(estimate.totalCents).toBe(320_625 + PRICES.proPackageCents);
    const stored = await call(service.url, `/requests/${job.requestId}/estimate`, {
      token: owner,
    });
    expect(((await stored.json()) as EstimateBody).estimate.totalCents).toBe(estimate.totalCents);
  });

  it('prices Remote Eyes at the price the admin set', async () => {
    await putTable({ ...DEFAULT_PRICE_TABLE, remoteEyesCents: 25_000 });
    const job = newJob();
    await consumer.deliver(
      'service-request.submitted.v1',
      submitted(job, { serviceType: 'remote-eyes' }),
    );
    const response = await putEstimate(
      job.requestId,
      companyToken(service.issuer, job.companyKeycloakId),
      { expectedHours: 1, scheduledVisits: 1 },
    );
    expect(((await response.json()) as EstimateBody).estimate.totalCents).toBe(25_000);
  });

  it('says a quote is required for a custom request', async () => {
    const job = newJob();
    await consumer.deliver(
      'service-request.submitted.v1',
      submitted(job, { serviceType: 'custom-request' }),
    );
    const response = await putEstimate(
      job.requestId,
      companyToken(service.issuer, job.companyKeycloakId),
      { expectedHours: 2, scheduledVisits: 1 },
    );
    expect(((await response.json()) as EstimateBody).estimate).toMatchObject({
      quoteRequired: true,
      lines: [],
      totalCents: 0,
    });
  });

  it("is another company's business: 404 to put and to read", async () => {
    const job = newJob();
    await consumer.deliver('service-request.submitted.v1', submitted(job));
    const stranger = companyToken(service.issuer, 'company-other');
    const put = await putEstimate(job.requestId, stranger, {
      expectedHours: 2,
      scheduledVisits: 1,
    });
    expect(put.status).toBe(404);
    expect(await db('request_estimates').where({ request_id: job.requestId }).first()).toBe(
      undefined,
    );
    await putEstimate(job.requestId, companyToken(service.issuer, job.companyKeycloakId), {
      expectedHours: 2,
      scheduledVisits: 1,
    });
    const read = await call(service.url, `/requests/${job.requestId}/estimate`, {
      token: stranger,
    });
    expect(read.status).toBe(404);
    const byAdmin = await call(service.url, `/requests/${job.requestId}/estimate`, {
      token: admin,
    });
    expect(byAdmin.status).toBe(200);
  });

  it('answers 409 and keeps nothing before the request is known, then works once it is', async () => {
    const job = newJob();
    const owner = companyToken(service.issuer, job.companyKeycloakId);
    const early = await putEstimate(job.requestId, owner, { expectedHours: 2, scheduledVisits: 1 });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { code: string }).code).toBe('request_not_known_yet');
    await consumer.deliver('service-request.submitted.v1', submitted(job));
    const later = await putEstimate(job.requestId, owner, { expectedHours: 2, scheduledVisits: 1 });
    expect(later.status).toBe(200);
  });

  it('refuses answers out of bounds and a caller who is not a company', async () => {
    const job = newJob();
    await consumer.deliver('service-request.submitted.v1', submitted(job));
    const owner = companyToken(service.issuer, job.companyKeycloakId);
    const bad = await putEstimate(job.requestId, owner, { expectedHours: 30, scheduledVisits: 0 });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as { errors: { field: string }[] }).errors.map(
      (error) => error.field,
    );
    expect(fields.sort()).toEqual(['expectedHours', 'scheduledVisits']);
    const byAdmin = await putEstimate(job.requestId, admin, {
      expectedHours: 2,
      scheduledVisits: 1,
    });
    expect(byAdmin.status).toBe(403);
  });

  it('bills Remote Eyes at the price its estimate showed, not a later one', async () => {
    await putTable({ ...DEFAULT_PRICE_TABLE, remoteEyesCents: 25_000 });
    const job = newJob();
    await consumer.deliver(
      'service-request.submitted.v1',
      submitted(job, { serviceType: 'remote-eyes' }),
    );
    const owner = companyToken(service.issuer, job.companyKeycloakId);
    await putEstimate(job.requestId, owner, { expectedHours: 1, scheduledVisits: 1 });
    await putTable({ ...DEFAULT_PRICE_TABLE, remoteEyesCents: 38_000 });
    await consumer.deliver('service-request.completed.v1', completed(job));

    const invoices = await call(service.url, '/invoices/me', { token: owner });
    const [invoice] = ((await invoices.json()) as { invoices: { totalCents: number }[] }).invoices;
    expect(invoice?.totalCents).toBe(25_000);
  });

  it("bills Remote Eyes without an estimate at the table's price of the day", async () => {
    await putTable({ ...DEFAULT_PRICE_TABLE, remoteEyesCents: 32_500 });
    const job = newJob();
    await consumer.deliver(
      'service-request.submitted.v1',
      submitted(job, { serviceType: 'remote-eyes' }),
    );
    await consumer.deliver('service-request.completed.v1', completed(job));
    const invoices = await call(service.url, '/invoices/me', {
      token: companyToken(service.issuer, job.companyKeycloakId),
    });
    const [invoice] = ((await invoices.json()) as { invoices: { totalCents: number }[] }).invoices;
    expect(invoice?.totalCents).toBe(32_500);
  });
});
