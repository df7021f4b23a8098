import { userToken } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchHelpers, problemOf } from './support/dispatch.js';
import { startServiceRequestService, type ServiceRequestService } from './support/service.js';

let service: ServiceRequestService;
let helpers: ReturnType<typeof dispatchHelpers>;

beforeAll(async () => {
  service = await startServiceRequestService('service_request_quotes');
  helpers = dispatchHelpers(service);
});

afterAll(async () => {
  await service?.stop();
});

const quote = (id: string, token: string | undefined, body: unknown) =>
  helpers.call('POST', `/admin/service-requests/${id}/quote`, token, body);
const accept = (id: string, token?: string) =>
  helpers.call('POST', `/service-requests/${id}/quote/accept`, token);
const decline = (id: string, token: string | undefined, body: unknown) =>
  helpers.call('POST', `/service-requests/${id}/quote/decline`, token, body);

async function customRequest() {
  const company = helpers.companyIn('Bethel');
  const id = await helpers.submit(company, { serviceType: 'custom-request' });
  return { company, id };
}

async function quoted() {
  const request = await customRequest();
  const response = await quote(request.id, helpers.adminToken(), {
    amountCents: 125_000,
    note: 'Two visits, parts included.',
  });
  expect(response.status).toBe(200);
  return request;
}

async function timelineOf(id: string) {
  return (await service.testDb.db('timeline').where({ request_id: id }).orderBy('at')) as {
    from_status: string | null;
    to_status: string;
    note: string;
    by_role: string;
  }[];
}

describe('a custom request', () => {
  it('waits for a quote instead of going to dispatch', async () => {
    const { id } = await customRequest();

    const row = await helpers.requestRow(id);
    expect(row).toMatchObject({ status: 'Quote needed', next_wave_at: null });
    await helpers.tick(new Date(Date.now() + 60_000));
    expect(await helpers.offerRows(id)).toEqual([]);
    expect((await helpers.requestRow(id)).status).toBe('Quote needed');
  });

  it('cannot be offered by hand before its quote is accepted', async () => {
    const { id } = await customRequest();
    const technician = helpers.technicianFor('Bethel');

    const response = await helpers.call(
      'POST',
      `/admin/service-requests/${id}/offers`,
      helpers.adminToken(),
      { technicianIds: [technician.id] },
    );

    expect(response.status).toBe(409);
  });

  it("shows in the admin's dispatch queue with its quote", async () => {
    const { id } = await quoted();

    const response = await helpers.call(
      'GET',
      '/admin/dispatch/queue?status=Quoted&limit=100',
      helpers.adminToken(),
    );
    const page = (await response.json()) as { items: { id: string; quote: unknown }[] };
    expect(page.items.find((item) => item.id === id)?.quote).toMatchObject({
      amountCents: 125_000,
      note: 'Two visits, parts included.',
      acceptedAt: null,
    });
  });
});

describe('POST /admin/service-requests/{id}/quote', () => {
  it('quotes it: Quoted, a timeline entry in words and the quoted event', async () => {
    const { id, company } = await customRequest();

    const response = await quote(id, helpers.adminToken(), {
      amountCents: 125_000,
      note: ' Parts ',
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      requestId: id,
      status: 'Quoted',
      quote: { amountCents: 125_000, note: 'Parts', acceptedAt: null },
    });
    expect((await timelineOf(id)).at(-1)).toMatchObject({
      from_status: 'Quote needed',
      to_status: 'Quoted',
      note: 'Quoted $1,250',
      by_role: 'admin',
    });
    expect(await helpers.eventsOf('service-request.quoted.v1', id)).toEqual([
      expect.objectContaining({
        requestId: id,
        companyId: company.companyId,
        submittedBy: company.sub,
        amountCents: 125_000,
        note: 'Parts',
      }),
    ]);
    const details = await helpers.call('GET', `/service-requests/${id}`, company.token);
    expect(await details.json()).toMatchObject({
      status: 'Quoted',
      quote: { amountCents: 125_000 },
    });
  });

  it('is for admins only', async () => {
    const { id, company } = await customRequest();

    expect((await quote(id, company.token, { amountCents: 100 })).status).toBe(403);
    expect((await quote(id, undefined, { amountCents: 100 })).status).toBe(401);
    expect((await helpers.requestRow(id)).status).toBe('Quote needed');
  });

  it.each([
    [{ amountCents: -500 }, 'amountCents', 'The quote must be more than zero.'],
    [{ amountCents: 0 }, 'amountCents', 'The quote must be more than zero.'],
    [{ amountCents: 100.5 }, 'amountCents', 'Enter the quote in whole cents.'],
    [{ amountCents: 10_000_001 }, 'amountCents', 'A quote cannot be more than 100,000 USD.'],
    [{ amountCents: '1250' }, 'amountCents', 'Enter the quote in cents.'],
    [{ amountCents: 100, note: 'x'.repeat(1001) }, 'note', 'The note is at most 1000 characters.'],
  ])('refuses %# with the field and a clear message', async (body, field, message) => {
    const { id } = await customRequest();

    const response = await quote(id, helpers.adminToken(), body);

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([{ field, message }]);
    expect(await service.testDb.db('quotes').where({ request_id: id })).toEqual([]);
  });

  it('refuses a request that is not waiting for a quote', async () => {
    const company = helpers.companyIn('Bethel');
    const ordinary = await helpers.submit(company);
    const { id } = await quoted();

    expect((await quote(ordinary, helpers.adminToken(), { amountCents: 100 })).status).toBe(409);
    const again = await quote(id, helpers.adminToken(), { amountCents: 100 });
    expect(again.status).toBe(409);
    expect((await problemOf(again)).code).toBe('quote_not_open');
  });

  it('answers 404 for an unknown request', async () => {
    const response = await quote('00000000-0000-4000-8000-000000000000', helpers.adminToken(), {
      amountCents: 100,
    });
    expect(response.status).toBe(404);
  });
});

describe('POST /service-requests/{id}/quote/accept', () => {
  it('sends the request to dispatch as any other, and tells billing the price', async () => {
    const { id, company } = await quoted();

    const response = await accept(id, company.token);

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'Submitted',
      quote: { amountCents: 125_000, acceptedAt: expect.any(String) },
    });
    expect((await helpers.requestRow(id)).next_wave_at).not.toBeNull();
    expect(await helpers.eventsOf('service-request.quote-accepted.v1', id)).toEqual([
      expect.objectContaining({
        requestId: id,
        companyId: company.companyId,
        amountCents: 125_000,
      }),
    ]);
    expect((await timelineOf(id)).at(-1)).toMatchObject({
      from_status: 'Quoted',
      to_status: 'Submitted',
      by_role: 'company',
    });

    helpers.technicianFor('Bethel');
    await helpers.tick(new Date(Date.now() + 60_000));
    expect((await helpers.requestRow(id)).status).toBe('Dispatching');
  });

  it("is only the request's own company's to make", async () => {
    const { id } = await quoted();
    const stranger = helpers.companyIn('Bethel');

    expect((await accept(id, stranger.token)).status).toBe(404);
    expect((await accept(id, helpers.adminToken())).status).toBe(403);
    expect((await helpers.requestRow(id)).status).toBe('Quoted');
  });

  it('refuses a request with no quote to decide', async () => {
    const { id, company } = await customRequest();

    const response = await accept(id, company.token);

    expect(response.status).toBe(409);
    expect((await problemOf(response)).code).toBe('quote_not_open');
  });
});

describe('POST /service-requests/{id}/quote/decline', () => {
  it('cancels the request with the reason, as a cancellation does', async () => {
    const { id, company } = await quoted();

    const response = await decline(id, company.token, { reason: 'Over our budget.' });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'Cancelled' });
    expect(await helpers.eventsOf('service-request.cancelled.v1', id)).toEqual([
      expect.objectContaining({
        from: 'Quoted',
        cancelledBy: 'company',
        reason: 'Over our budget.',
      }),
    ]);
    expect(await helpers.eventsOf('service-request.quote-accepted.v1', id)).toEqual([]);
    expect((await timelineOf(id)).at(-1)).toMatchObject({
      to_status: 'Cancelled',
      note: 'Over our budget.',
    });
  });

  it('needs a reason', async () => {
    const { id, company } = await quoted();

    const response = await decline(id, company.token, { reason: ' ' });

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'reason', message: 'Please say why you decline the quote.' },
    ]);
    expect((await helpers.requestRow(id)).status).toBe('Quoted');
  });

  it("is only the request's own company's to make", async () => {
    const { id } = await quoted();
    const stranger = helpers.companyIn('Bethel');
    const technician = userToken(service.issuer, { roles: ['technician'], name: 'Tim' });

    expect((await decline(id, stranger.token, { reason: 'No.' })).status).toBe(404);
    expect((await decline(id, helpers.adminToken(), { reason: 'No.' })).status).toBe(403);
    expect((await decline(id, technician, { reason: 'No.' })).status).toBe(403);
    expect((await helpers.requestRow(id)).status).toBe('Quoted');
  });

  it('refuses once the quote is accepted', async () => {
    const { id, company } = await quoted();
    await accept(id, company.token);

    expect((await decline(id, company.token, { reason: 'Changed our mind.' })).status).toBe(409);
  });
});
