import { randomUUID } from 'node:crypto';
import { messages, parseEvent, type DispatchQueue, type DispatchQueueEntry } from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchHelpers, problemOf } from './support/dispatch.js';
import { startServiceRequestService, type ServiceRequestService } from './support/service.js';

let service: ServiceRequestService;
let helpers: ReturnType<typeof dispatchHelpers>;

beforeAll(async () => {
  service = await startServiceRequestService('service_request_offers');
  helpers = dispatchHelpers(service);
});

afterAll(async () => {
  await service?.stop();
});

const offer = (requestId: string, technicianIds: unknown) =>
  helpers.call('POST', `/admin/service-requests/${requestId}/offers`, helpers.adminToken(), {
    technicianIds,
  });

const setSmartDispatch = (requestId: string, smartDispatch: boolean) =>
  helpers.call('PUT', `/admin/service-requests/${requestId}/smart-dispatch`, helpers.adminToken(), {
    smartDispatch,
  });

async function queue(): Promise<DispatchQueue> {
  const response = await helpers.call('GET', '/admin/dispatch/queue', helpers.adminToken());
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as DispatchQueue;
}

describe('POST /admin/service-requests/{id}/offers', () => {
  it('offers a submitted request, moves it to Dispatching and lists the offers in one event', async () => {
    const company = helpers.companyIn('Kwethluk');
    const requestId = await helpers.submit(company);
    const [near, far] = [
      helpers.technicianFor('Kwethluk'),
      helpers.technicianFor('Kwethluk', 'same_region'),
    ];
    const before = Date.now();

    const response = await offer(requestId, [far!.id, near!.id.toUpperCase()]);

    expect(response.status).toBe(200);
    const entry = (await response.json()) as DispatchQueueEntry;
    expect(entry).toMatchObject({
      id: requestId,
      status: 'Dispatching',
      companyName: 'Kwethluk Utilities',
      community: 'Kwethluk',
      region: 'Bethel Census Area',
      smartDispatch: true,
      wave: null,
      flaggedAt: null,
    });
    expect(entry.offers).toHaveLength(2);
    for (const made of entry.offers) {
      expect(made).toMatchObject({
        source: 'admin',
        status: 'offered',
        reason: '',
        respondedAt: null,
      });
      const open = Date.parse(made.expiresAt) - Date.parse(made.offeredAt);
      expect(open).toBe(service.dispatch.offerExpiryMinutes * 60_000);
      expect(Date.parse(made.offeredAt)).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(entry.offers.map((made) => made.technician.id).sort()).toEqual(
      [near!.id, far!.id].sort(),
    );

    const events = await helpers.eventsOf('service-request.dispatched.v1', requestId);
    expect(events).toHaveLength(1);
    expect(parseEvent('service-request.dispatched.v1', events[0])).toMatchObject({
      requestId,
      serviceType: 'remote-hands',
      community: 'Kwethluk',
      source: 'admin',
      offers: expect.arrayContaining([
        expect.objectContaining({ technicianId: near!.id, email: near!.email }),
        expect.objectContaining({ technicianId: far!.id, fullName: far!.fullName }),
      ]),
    });
    const timeline = await service.testDb
      .db('timeline')
      .where({ request_id: requestId })
      .orderBy('at');
    expect(timeline.at(-1)).toMatchObject({
      from_status: 'Submitted',
      to_status: 'Dispatching',
      note: 'Offered to 2 technicians',
      by_role: 'admin',
      by_name: 'Ada Admin',
    });
    // The technician service was asked for exactly these, with the service credential only.
    const asked = service.technician.calls.at(-1)!;
    expect(asked.query.getAll('technicianId').sort()).toEqual([near!.id, far!.id].sort());
    expect(asked.query.get('rank')).toBeNull();
    expect(asked.headers.authorization).toBeUndefined();
  });

  it('keeps an open offer, reopens a declined one and tells only about the reopened', async () => {
    const [keeps, declines] = [helpers.technicianFor('Bethel'), helpers.technicianFor('Bethel')];
    const { requestId, offerIds } = await helpers.offered('Bethel', [keeps!, declines!]);
    const declined = await helpers.call(
      'POST',
      `/technicians/me/offers/${offerIds.get(declines!.id)}/decline`,
      declines!.token,
      { reason: 'Not available that day' },
    );
    expect(declined.status).toBe(204);

    const response = await offer(requestId, [keeps!.id, declines!.id]);

    expect(response.status).toBe(200);
    const entry = (await response.json()) as DispatchQueueEntry;
    expect(entry.offers.map(({ status }) => status)).toEqual(['offered', 'offered']);
    const events = await helpers.eventsOf('service-request.dispatched.v1', requestId);
    expect(events).toHaveLength(2);
    expect(
      (events[1] as { offers: { technicianId: string }[] }).offers.map((made) => made.technicianId),
    ).toEqual([declines!.id]);
    const timeline = await service.testDb
      .db('timeline')
      .where({ request_id: requestId })
      .orderBy('at');
    expect(timeline.at(-1)).toMatchObject({
      from_status: 'Dispatching',
      to_status: 'Dispatching',
      note: 'Offered to 1 technician',
    });

    const unchanged = await offer(requestId, [keeps!.id]);
    expect(unchanged.status).toBe(200);
    expect(await helpers.eventsOf('service-request.dispatched.v1', requestId)).toHaveLength(2);
    expect(await service.testDb.db('timeline').where({ request_id: requestId })).toHaveLength(
      timeline.length,
    );
  });

  it('refuses anyone who is not a candidate with a technicianIds field error, offering nobody', async () => {
    const company = helpers.companyIn('Akiak');
    const requestId = await helpers.submit(company);
    const candidate = helpers.technicianFor('Akiak');
    const elsewhere = helpers.technicianFor('Nome');

    for (const ids of [[candidate.id, elsewhere.id], [randomUUID()]]) {
      const response = await offer(requestId, ids);
      expect(response.status).toBe(400);
      expect((await problemOf(response)).errors).toEqual([
        { field: 'technicianIds', message: messages.dispatch.notCandidate },
      ]);
    }
    expect(await helpers.offerRows(requestId)).toEqual([]);
    expect(await helpers.requestRow(requestId)).toMatchObject({ status: 'Submitted' });
  });

  it('refuses every technician of a request whose location matched no community', async () => {
    const company = helpers.companyIn('Atlantis');
    const requestId = await helpers.submit(company);
    expect(await helpers.requestRow(requestId)).toMatchObject({ community: null, region: null });
    const calls = service.technician.calls.length;

    const response = await offer(requestId, [helpers.technicianFor('Nome').id]);

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'technicianIds', message: messages.dispatch.notCandidate },
    ]);
    expect(service.technician.calls).toHaveLength(calls);
  });

  it('checks the body with the shared messages', async () => {
    const requestId = await helpers.submit(helpers.companyIn('Akiak'));
    const id = randomUUID();

    const cases: [unknown, string][] = [
      [[], messages.dispatch.technicianRequired],
      [['nope'], messages.dispatch.technicianRequired],
      [[id, id], messages.dispatch.duplicateTechnician],
      [Array.from({ length: 21 }, () => randomUUID()), messages.dispatch.tooManyTechnicians(20)],
    ];
    for (const [technicianIds, message] of cases) {
      const response = await offer(requestId, technicianIds);
      expect(response.status).toBe(400);
      expect((await problemOf(response)).errors?.[0]?.message).toBe(message);
    }
  });

  it('refuses a request no longer waiting for a technician, and an unknown one', async () => {
    const technician = helpers.technicianFor('Aniak');
    const { requestId, company } = await helpers.offered('Aniak', [technician]);
    await helpers.call('POST', `/service-requests/${requestId}/cancel`, company.token, {
      reason: 'No longer needed.',
    });

    const cancelled = await offer(requestId, [technician.id]);
    const unknown = await offer(randomUUID(), [technician.id]);

    expect(cancelled.status).toBe(409);
    expect(await problemOf(cancelled)).toMatchObject({
      code: 'request_not_dispatchable',
      detail: messages.dispatch.notDispatchable('Cancelled'),
    });
    expect(unknown.status).toBe(404);
    expect(await helpers.eventsOf('service-request.dispatched.v1', requestId)).toHaveLength(1);
  });

  it('answers 502 when the technician service fails, offering nobody', async () => {
    const requestId = await helpers.submit(helpers.companyIn('Akiak'));
    service.technician.failNext(500);

    const response = await offer(requestId, [helpers.technicianFor('Akiak').id]);

    expect(response.status).toBe(502);
    expect(await helpers.offerRows(requestId)).toEqual([]);
  });
});

describe('GET /admin/dispatch/queue', () => {
  it('lists the requests waiting for a technician, oldest first, with their offers newest first', async () => {
    const older = await helpers.submit(helpers.companyIn('Emmonak'));
    const [a, b] = [helpers.technicianFor('Emmonak'), helpers.technicianFor('Emmonak')];
    expect((await offer(older, [a!.id])).status).toBe(200);
    expect((await offer(older, [b!.id])).status).toBe(200);
    const taken = await helpers.offered('Emmonak', [a!]);
    const accepted = await helpers.call(
      'POST',
      `/technicians/me/offers/${taken.offerIds.get(a!.id)}/accept`,
      a!.token,
      { eta: new Date(Date.now() + 86_400_000).toISOString() },
    );
    expect(accepted.status).toBe(200);
    const newer = await helpers.submit(helpers.companyIn('Emmonak'));

    const { items: requests } = await queue();

    const ids = requests.map(({ id }) => id);
    expect(ids).not.toContain(taken.requestId);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    const createdAt = requests.map((entry) => Date.parse(entry.createdAt));
    expect(createdAt).toEqual([...createdAt].sort((x, y) => x - y));
    const olderEntry = requests.find(({ id }) => id === older)!;
    expect(olderEntry.offers.map((made) => made.technician.id)).toEqual([b!.id, a!.id]);
    expect(requests.find(({ id }) => id === newer)).toMatchObject({
      status: 'Submitted',
      offers: [],
      nextWaveAt: expect.any(String),
    });
  });
});

describe('PUT /admin/service-requests/{id}/smart-dispatch', () => {
  it('turns waves off and on again, scheduling the next one at once', async () => {
    const requestId = await helpers.submit(helpers.companyIn('Hooper Bay'));

    const off = await setSmartDispatch(requestId, false);
    expect(off.status).toBe(200);
    expect((await off.json()) as DispatchQueueEntry).toMatchObject({
      smartDispatch: false,
      nextWaveAt: null,
    });

    const before = Date.now();
    const on = await setSmartDispatch(requestId, true);
    expect(on.status).toBe(200);
    const entry = (await on.json()) as DispatchQueueEntry;
    expect(entry.smartDispatch).toBe(true);
    expect(Date.parse(entry.nextWaveAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('leaves a flagged request flagged when turned on again', async () => {
    const requestId = await helpers.submit(helpers.companyIn('Hooper Bay'));
    const flaggedAt = new Date();
    await service.testDb
      .db('service_requests')
      .where({ id: requestId })
      .update({ flagged_at: flaggedAt, next_wave_at: null });

    const on = await setSmartDispatch(requestId, true);

    expect((await on.json()) as DispatchQueueEntry).toMatchObject({
      smartDispatch: true,
      nextWaveAt: null,
      flaggedAt: flaggedAt.toISOString(),
    });
  });

  it('refuses a request no longer waiting for a technician', async () => {
    const technician = helpers.technicianFor('Savoonga');
    const { requestId, offerIds } = await helpers.offered('Savoonga', [technician]);
    await helpers.call(
      'POST',
      `/technicians/me/offers/${offerIds.get(technician.id)}/accept`,
      technician.token,
      { eta: new Date(Date.now() + 86_400_000).toISOString() },
    );

    const response = await setSmartDispatch(requestId, false);

    expect(response.status).toBe(409);
    expect(await problemOf(response)).toMatchObject({
      code: 'request_not_dispatchable',
      detail: messages.dispatch.notDispatchable('Accepted'),
    });
    expect(await helpers.requestRow(requestId)).toMatchObject({ smart_dispatch: true });
  });
});
