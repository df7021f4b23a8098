import { randomUUID } from 'node:crypto';
import { messages, parseEvent, type TechnicianOffers } from '@rha/contracts';
import { migrate } from '@rha/kit';
import { createTestDb } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.js';
import { dispatchHelpers, etaIn, problemOf } from './support/dispatch.js';
import { storedRequest } from './support/requests.js';
import { startServiceRequestService, type ServiceRequestService } from './support/service.js';

let service: ServiceRequestService;
let helpers: ReturnType<typeof dispatchHelpers>;

beforeAll(async () => {
  service = await startServiceRequestService('service_request_smart_dispatch');
  helpers = dispatchHelpers(service);
});

afterAll(async () => {
  await service?.stop();
});

const MINUTE = 60_000;

/** A clock starting just after now, moved by the test. */
function clock() {
  const start = Date.now() + 1000;
  return (minutes: number) => new Date(start + minutes * MINUTE);
}

async function timelineOf(requestId: string) {
  return service.testDb.db('timeline').where({ request_id: requestId }).orderBy('at');
}

describe('smart dispatch', () => {
  it('widens from the community to those who reach it to the region, then flags', async () => {
    const at = clock();
    const requestId = await helpers.submit(helpers.companyIn('Nome'));
    const local = helpers.technicianFor('Nome', 'lives_there');
    const reaching = helpers.technicianFor('Nome', 'reaches_directly');
    const regional = helpers.technicianFor('Nome', 'same_region');
    const delay = service.dispatch.waveDelayMinutes;

    await helpers.tick(at(0));
    expect(await helpers.requestRow(requestId)).toMatchObject({
      status: 'Dispatching',
      dispatch_wave: 'community',
      next_wave_at: at(delay),
    });
    await helpers.tick(at(delay - 1));
    expect(await helpers.offerRows(requestId)).toHaveLength(1);

    await helpers.tick(at(delay));
    expect(await helpers.requestRow(requestId)).toMatchObject({ dispatch_wave: 'reach' });
    await helpers.tick(at(2 * delay));
    expect(await helpers.requestRow(requestId)).toMatchObject({
      dispatch_wave: 'region',
      next_wave_at: at(3 * delay),
      flagged_at: null,
    });
    await helpers.tick(at(3 * delay));
    await helpers.tick(at(4 * delay));

    expect(await helpers.requestRow(requestId)).toMatchObject({
      status: 'Dispatching',
      flagged_at: at(3 * delay),
      next_wave_at: null,
    });
    const offers = await helpers.offerRows(requestId);
    expect(offers.map(({ technician_id, source }) => [technician_id, source])).toEqual([
      [local.id, 'community'],
      [reaching.id, 'reach'],
      [regional.id, 'region'],
    ]);
    const dispatched = await helpers.eventsOf('service-request.dispatched.v1', requestId);
    expect(
      dispatched.map((data) => parseEvent('service-request.dispatched.v1', data)),
    ).toMatchObject([
      { source: 'community', community: 'Nome', offers: [{ technicianId: local.id }] },
      { source: 'reach', offers: [{ technicianId: reaching.id }] },
      { source: 'region', offers: [{ technicianId: regional.id }] },
    ]);
    const flagged = await helpers.eventsOf('service-request.flagged.v1', requestId);
    expect(flagged.map((data) => parseEvent('service-request.flagged.v1', data))).toEqual([
      {
        requestId,
        ticketNumber: expect.any(String),
        serviceType: 'remote-hands',
        community: 'Nome',
        preferredDate: expect.any(String),
        offersSent: 3,
        flaggedAt: at(3 * delay).toISOString(),
      },
    ]);
    const moves = await timelineOf(requestId);
    expect(moves.map((entry) => [entry.from_status, entry.to_status, entry.note])).toEqual([
      [null, 'Submitted', ''],
      ['Submitted', 'Dispatching', 'Offered to 1 technician'],
      ['Dispatching', 'Dispatching', 'Offered to 1 technician'],
      ['Dispatching', 'Dispatching', 'Offered to 1 technician'],
    ]);
    expect(moves.slice(1).map((entry) => [entry.by_role, entry.by_name])).toEqual(
      Array(3).fill(['system', 'Smart dispatch']),
    );
    // Each wave asked for its own rank only, with the request's place, day and time.
    const asked = service.technician.calls.filter((call) => call.query.get('community') === 'Nome');
    expect(asked.map((call) => call.query.get('rank'))).toEqual([
      'lives_there',
      'reaches_directly',
      'same_region',
    ]);
    expect(asked[0]!.query.get('serviceType')).toBe('remote-hands');
    expect(asked[0]!.query.get('timeRange')).toBe('10:00 AM - 12:00 PM');
  });

  it('goes straight on past waves with nobody new, and flags when none has anyone', async () => {
    const at = clock();
    const regionOnly = await helpers.submit(helpers.companyIn('Kotzebue'));
    const regional = helpers.technicianFor('Kotzebue', 'same_region');
    const nobody = await helpers.submit(helpers.companyIn('Kiana'));
    const unmatched = await helpers.submit(helpers.companyIn('Atlantis'));
    const callsBefore = service.technician.calls.length;

    await helpers.tick(at(0));

    expect(await helpers.requestRow(regionOnly)).toMatchObject({
      dispatch_wave: 'region',
      flagged_at: null,
    });
    expect((await helpers.offerRows(regionOnly)).map((offer) => offer.technician_id)).toEqual([
      regional.id,
    ]);
    for (const flaggedId of [nobody, unmatched]) {
      expect(await helpers.requestRow(flaggedId)).toMatchObject({
        status: 'Submitted',
        flagged_at: at(0),
        next_wave_at: null,
      });
      expect(await helpers.eventsOf('service-request.dispatched.v1', flaggedId)).toEqual([]);
      expect(await helpers.eventsOf('service-request.flagged.v1', flaggedId)).toHaveLength(1);
    }
    expect(await helpers.eventsOf('service-request.flagged.v1', unmatched)).toEqual([
      expect.objectContaining({ community: '', offersSent: 0 }),
    ]);
    // A request without a community is never asked about.
    const asked = service.technician.calls
      .slice(callsBefore)
      .map((call) => call.query.get('community'));
    expect(asked).not.toContain(null);
    expect(asked.filter((community) => community === 'Kiana')).toHaveLength(3);
  });

  it('skips technicians an admin already offered it to', async () => {
    const at = clock();
    const local = helpers.technicianFor('Koyuk', 'lives_there');
    const reaching = helpers.technicianFor('Koyuk', 'reaches_directly');
    const { requestId } = await helpers.offered('Koyuk', [local]);

    await helpers.tick(at(0));

    expect(await helpers.requestRow(requestId)).toMatchObject({ dispatch_wave: 'reach' });
    expect((await helpers.offerRows(requestId)).map((offer) => offer.technician_id)).toEqual([
      local.id,
      reaching.id,
    ]);
  });

  it('expires offers nobody answered in time', async () => {
    const at = clock();
    const technician = helpers.technicianFor('Elim', 'lives_there');
    const requestId = await helpers.submit(helpers.companyIn('Elim'));
    await helpers.tick(at(0));
    const [offer] = await helpers.offerRows(requestId);
    const expiry = service.dispatch.offerExpiryMinutes;
    expect(offer).toMatchObject({ status: 'offered', expires_at: at(expiry) });

    await helpers.tick(at(expiry - 1));
    expect((await helpers.offerRows(requestId))[0]).toMatchObject({ status: 'offered' });
    await helpers.tick(at(expiry));

    expect((await helpers.offerRows(requestId))[0]).toMatchObject({
      status: 'expired',
      reason: 'No answer before the offer expired',
      responded_at: null,
    });
    const list = (await (
      await helpers.call('GET', '/technicians/me/offers', technician.token)
    ).json()) as TechnicianOffers;
    expect(list.items).toEqual([]);
    const accept = await helpers.call(
      'POST',
      `/technicians/me/offers/${offer!.id as string}/accept`,
      technician.token,
      { eta: etaIn(24) },
    );
    expect(accept.status).toBe(409);
    expect((await problemOf(accept)).detail).toBe(messages.dispatch.offerClosed);
  });

  it('sends one wave when two ticks run at once', async () => {
    const at = clock();
    const technicians = [1, 2, 3].map(() => helpers.technicianFor('Golovin', 'lives_there'));
    const requestId = await helpers.submit(helpers.companyIn('Golovin'));

    await Promise.all([helpers.tick(at(0)), helpers.tick(at(0)), helpers.tick(at(0))]);

    expect(await helpers.offerRows(requestId)).toHaveLength(technicians.length);
    expect(await helpers.eventsOf('service-request.dispatched.v1', requestId)).toHaveLength(1);
    expect(await timelineOf(requestId)).toHaveLength(2);
  });

  it('leaves alone a request with smart dispatch off, or taken meanwhile', async () => {
    const at = clock();
    const technician = helpers.technicianFor('Teller', 'lives_there');
    const off = await helpers.submit(helpers.companyIn('Teller'));
    const switched = await helpers.call(
      'PUT',
      `/admin/service-requests/${off}/smart-dispatch`,
      helpers.adminToken(),
      { smartDispatch: false },
    );
    expect(switched.status).toBe(200);
    const { requestId: taken, offerIds } = await helpers.offered('Teller', [technician]);
    const accepted = await helpers.call(
      'POST',
      `/technicians/me/offers/${offerIds.get(technician.id)}/accept`,
      technician.token,
      { eta: etaIn(24) },
    );
    expect(accepted.status).toBe(200);

    await helpers.tick(at(0));
    await helpers.tick(at(10 * service.dispatch.waveDelayMinutes));

    expect(await helpers.offerRows(off)).toEqual([]);
    expect(await helpers.requestRow(off)).toMatchObject({ status: 'Submitted', flagged_at: null });
    expect((await helpers.offerRows(taken)).map((offer) => offer.status)).toEqual(['accepted']);
    expect(await helpers.requestRow(taken)).toMatchObject({
      status: 'Accepted',
      next_wave_at: null,
      flagged_at: null,
    });
  });

  it('tries again after its lease when the technician service fails', async () => {
    const at = clock();
    const technician = helpers.technicianFor('Wales', 'lives_there');
    const requestId = await helpers.submit(helpers.companyIn('Wales'));
    service.technician.failNext(503);

    await helpers.tick(at(0));
    expect(await helpers.offerRows(requestId)).toEqual([]);
    await helpers.tick(at(1));
    expect(await helpers.offerRows(requestId)).toEqual([]);
    await helpers.tick(at(5));

    expect((await helpers.offerRows(requestId)).map((offer) => offer.technician_id)).toEqual([
      technician.id,
    ]);
  });
});

describe('requests stored before dispatch existed', () => {
  it('are due at once and, matching no community, flagged by the first tick', async () => {
    const testDb = await createTestDb('service_request_dispatch_backfill');
    try {
      const before = migrations.findIndex(({ name }) => name.includes('add_dispatch'));
      await migrate(testDb.db, { schema: testDb.schema, migrations: migrations.slice(0, before) });
      const createdAt = new Date('2026-01-05T18:00:00Z');
      const [{ id }] = (await testDb
        .db('service_requests')
        .insert(storedRequest(randomUUID(), createdAt))
        .returning('id')) as [{ id: string }];

      await migrate(testDb.db, { schema: testDb.schema, migrations });

      expect(await testDb.db('service_requests').where({ id }).first()).toMatchObject({
        community: null,
        location_address: '',
        smart_dispatch: true,
        next_wave_at: createdAt,
        assigned_technician_id: null,
      });
      const now = new Date();
      await helpers.tick(now, testDb.db);
      expect(await testDb.db('service_requests').where({ id }).first()).toMatchObject({
        status: 'Submitted',
        flagged_at: now,
        next_wave_at: null,
      });
      const flagged = await testDb.db('outbox').where({ type: 'service-request.flagged.v1' });
      expect(flagged.map((row) => (row.envelope as { data: unknown }).data)).toEqual([
        expect.objectContaining({ requestId: id, community: '', offersSent: 0 }),
      ]);
    } finally {
      await testDb.drop();
    }
  });
});
