import { randomUUID } from 'node:crypto';
import { COVERAGE_LIMITS } from '@rha/contracts/reference';
import {
  messages,
  todayInAlaska,
  type TechnicianCoverage,
  type UnavailablePeriod,
} from '@rha/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  kotzebue,
  newTechnician,
  problemOf,
  seedTechnician,
  startTechnicianService,
  tokenFor,
  type TechnicianService,
} from './support.js';

const m = messages.coverage;

let service: TechnicianService;

beforeAll(async () => {
  service = await startTechnicianService('technician_coverage');
});

afterAll(async () => {
  await service?.stop();
});

const kotzebueHome = { community: 'Kotzebue', region: 'northwest-arctic', hub: 'Kotzebue' };
const noorvik = { community: 'Noorvik', travelMode: 'boat', days: 1 };
const kiana = { community: 'Kiana', travelMode: 'snowmachine', days: 2 };
/** A date `days` after today on Alaska's calendar, as the date fields take it. */
function inDays(days: number): string {
  const day = new Date(`${todayInAlaska()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

// Relative to today: a period that is over, or too far ahead, is refused.
const fishCamp = { from: inDays(200), to: inDays(219), reason: 'fish_camp', note: 'Sisualik' };
const hunting = { from: inDays(100), to: inDays(100), reason: 'hunting', note: '' };

function coverage(token: string, method = 'GET', body?: unknown) {
  return call(service.url, '/technicians/me/coverage', { method, token, body });
}

function periods(token: string, method = 'GET', body?: unknown) {
  return call(service.url, '/technicians/me/unavailable-periods', { method, token, body });
}

async function savedCoverage(token: string): Promise<TechnicianCoverage> {
  return (await (await coverage(token)).json()) as TechnicianCoverage;
}

async function savedPeriods(token: string): Promise<UnavailablePeriod[]> {
  return ((await (await periods(token)).json()) as { periods: UnavailablePeriod[] }).periods;
}

function deletePeriod(token: string, id: string) {
  return call(service.url, `/technicians/me/unavailable-periods/${id}`, {
    method: 'DELETE',
    token,
  });
}

/** A technician living in Kotzebue whose travel answer names villages they fly to. */
async function kotzebueTechnician(travelResponse = '') {
  const sub = await seedTechnician(service.testDb.db, {
    location: kotzebue,
    metadata: { hasTravel: travelResponse !== '', travelResponse },
  });
  return { sub, token: tokenFor(service.issuer, sub) };
}

async function storedRows() {
  const count = async (table: string) =>
    Number((await service.testDb.db(table).count({ n: '*' }).first())?.n);
  return {
    technicians: await count('technicians'),
    reach: await count('reachable_communities'),
    periods: await count('unavailable_periods'),
  };
}

describe('who may call', () => {
  const routes = [
    { method: 'GET', path: '/technicians/me/coverage' },
    { method: 'PUT', path: '/technicians/me/coverage', body: { reach: [noorvik] } },
    { method: 'GET', path: '/technicians/me/unavailable-periods' },
    { method: 'POST', path: '/technicians/me/unavailable-periods', body: fishCamp },
    { method: 'DELETE', path: `/technicians/me/unavailable-periods/${randomUUID()}` },
  ];

  it.each(routes)('$method $path answers 401 without a token', async ({ method, path, body }) => {
    const response = await call(service.url, path, { method, body });
    expect(response.status).toBe(401);
    expect(await problemOf(response)).toMatchObject({ code: 'unauthorized' });
  });

  it.each(routes)(
    '$method $path answers 403 to companies and admins and stores nothing',
    async ({ method, path, body }) => {
      const before = await storedRows();
      for (const role of ['company', 'admin'] as const) {
        const token = tokenFor(service.issuer, `${role}-user`, [role]);
        const response = await call(service.url, path, { method, token, body });
        expect(response.status).toBe(403);
        expect(await problemOf(response)).toMatchObject({ code: 'forbidden' });
      }
      expect(await storedRows()).toEqual(before);
    },
  );
});

describe('the service area', () => {
  it('reads home with its region and no reach for a technician with no record', async () => {
    const { token } = newTechnician(service.issuer);

    const response = await coverage(token);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ home: null, reach: [], saved: false });
  });

  it('suggests the communities the travel answer names until the list is saved', async () => {
    const { token } = await kotzebueTechnician(
      'I fly to noorvik and Kiana most months, sometimes St.  Michael or Kotzebue itself; never Seattle.',
    );

    const response = await coverage(token);

    expect(await response.json()).toEqual({
      home: kotzebueHome,
      reach: [
        { community: 'Noorvik', region: 'northwest-arctic', hub: 'Kotzebue' },
        { community: 'Kiana', region: 'northwest-arctic', hub: 'Kotzebue' },
        { community: 'Saint Michael', region: 'nome', hub: 'Nome' },
      ].map((entry) => ({ ...entry, travelMode: 'small_plane', days: 1 })),
      saved: false,
    });
  });

  it('suggests nothing from a travel answer the technician said no to', async () => {
    const sub = await seedTechnician(service.testDb.db, {
      location: kotzebue,
      metadata: { hasTravel: false, travelResponse: 'Noorvik' },
    });

    const response = await coverage(tokenFor(service.issuer, sub));

    expect(await response.json()).toEqual({ home: kotzebueHome, reach: [], saved: false });
  });

  it('replaces the whole list on each save, and an empty save stops the suggestions', async () => {
    const { sub, token } = await kotzebueTechnician('Noorvik, Kiana and Selawik');

    const first = await coverage(token, 'PUT', {
      reach: [noorvik, { ...kiana, community: 'kiana ' }],
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      home: kotzebueHome,
      reach: [
        { ...kiana, region: 'northwest-arctic', hub: 'Kotzebue' },
        { ...noorvik, region: 'northwest-arctic', hub: 'Kotzebue' },
      ],
      saved: true,
    });

    const second = await coverage(token, 'PUT', { reach: [{ ...noorvik, days: 3 }] });
    expect(((await second.json()) as TechnicianCoverage).reach).toEqual([
      { ...noorvik, days: 3, region: 'northwest-arctic', hub: 'Kotzebue' },
    ]);

    const emptied = await coverage(token, 'PUT', { reach: [] });
    expect(await emptied.json()).toEqual({ home: kotzebueHome, reach: [], saved: true });
    expect(await savedCoverage(token)).toEqual({
      home: kotzebueHome,
      reach: [],
      saved: true,
    });
    expect(
      await service.testDb.db('reachable_communities').where({ technician_id: sub }),
    ).toHaveLength(0);
  });

  it('keeps one list when two saves arrive at once', async () => {
    const { sub, token } = await kotzebueTechnician();

    const responses = await Promise.all([
      coverage(token, 'PUT', { reach: [noorvik, kiana] }),
      coverage(token, 'PUT', { reach: [noorvik] }),
    ]);

    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const rows = await service.testDb.db('reachable_communities').where({ technician_id: sub });
    expect([1, 2]).toContain(rows.length);
  });

  it('saves a list for a technician without a location yet', async () => {
    const { token } = newTechnician(service.issuer);

    const response = await coverage(token, 'PUT', { reach: [noorvik] });

    expect(await response.json()).toEqual({
      home: null,
      reach: [{ ...noorvik, region: 'northwest-arctic', hub: 'Kotzebue' }],
      saved: true,
    });
  });

  const tooMany = Array.from({ length: COVERAGE_LIMITS.reachableCommunities + 1 }, (_, index) => ({
    ...noorvik,
    community: ['Noorvik', 'Kiana', 'Selawik', 'Ambler', 'Shungnak', 'Kobuk', 'Noatak'][index % 7],
  }));

  it.each([
    {
      reach: [noorvik, { ...noorvik, community: 'NOORVIK' }],
      field: 'reach.1.community',
      message: m.duplicateCommunity,
    },
    {
      reach: [{ ...noorvik, community: 'Seattle' }],
      field: 'reach.0.community',
      message: m.unknownCommunity,
    },
    { reach: [{ ...noorvik, days: 31 }], field: 'reach.0.days', message: m.travelDaysRange },
    { reach: [{ ...noorvik, days: -1 }], field: 'reach.0.days', message: m.travelDaysRange },
    { reach: [{ ...noorvik, days: 1.5 }], field: 'reach.0.days', message: m.travelDaysRange },
    {
      reach: [{ ...noorvik, travelMode: 'dogsled' }],
      field: 'reach.0.travelMode',
      message: m.travelModeRequired,
    },
    { reach: tooMany, field: 'reach', message: m.tooManyCommunities },
  ])('refuses $field ($message), keeping the stored list', async ({ reach, field, message }) => {
    const { token } = await kotzebueTechnician();
    await coverage(token, 'PUT', { reach: [kiana] });

    const response = await coverage(token, 'PUT', { reach });

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toContainEqual({ field, message });
    expect((await savedCoverage(token)).reach).toEqual([
      { ...kiana, region: 'northwest-arctic', hub: 'Kotzebue' },
    ]);
  });

  it('refuses home among the reachable communities, keeping the list unsaved', async () => {
    const { token } = await kotzebueTechnician();

    const response = await coverage(token, 'PUT', {
      reach: [noorvik, { ...kiana, community: 'kotzebue' }],
    });

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      {
        field: 'reach.1.community',
        message: 'Your home community is always covered; remove it from this list',
      },
    ]);
    expect((await savedCoverage(token)).saved).toBe(false);
  });

  it('refuses a body naming another technician', async () => {
    const ada = await kotzebueTechnician();
    const ben = await kotzebueTechnician();

    const response = await coverage(ben.token, 'PUT', { reach: [noorvik], technicianId: ada.sub });

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toContainEqual({
      field: 'technicianId',
      message: expect.any(String),
    });
    expect((await savedCoverage(ada.token)).saved).toBe(false);
  });
});

describe('unavailable periods', () => {
  it('adds, lists by start date and deletes only the technician’s own periods', async () => {
    const ada = newTechnician(service.issuer);
    const ben = newTechnician(service.issuer);

    const added = await periods(ada.token, 'POST', fishCamp);
    expect(added.status).toBe(201);
    const summer = (await added.json()) as UnavailablePeriod;
    expect(summer).toEqual({ id: expect.any(String), ...fishCamp });
    const spring = await (await periods(ada.token, 'POST', { ...hunting, note: undefined })).json();
    await periods(ben.token, 'POST', hunting);

    const listed = await periods(ada.token);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(await listed.json()).toEqual({ periods: [spring, summer] });
    expect(spring).toMatchObject({ note: '' });

    const foreign = await deletePeriod(ben.token, summer.id);
    expect(foreign.status).toBe(404);
    expect(await problemOf(foreign)).toMatchObject({ detail: m.periodNotFound });
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const unknown = await deletePeriod(ada.token, id);
      expect(unknown.status).toBe(404);
      expect(await problemOf(unknown)).toMatchObject({ detail: m.periodNotFound });
    }

    expect((await deletePeriod(ada.token, summer.id)).status).toBe(204);
    expect((await deletePeriod(ada.token, summer.id)).status).toBe(404);
    expect(await savedPeriods(ada.token)).toEqual([spring]);
    expect(await savedPeriods(ben.token)).toHaveLength(1);
  });

  it.each([
    { body: { ...fishCamp, to: inDays(199) }, field: 'to', message: m.periodEndsBeforeStart },
    { body: { ...fishCamp, from: '2027-02-30' }, field: 'from', message: m.invalidDate },
    { body: { ...fishCamp, to: 'July' }, field: 'to', message: m.invalidDate },
    { body: { ...fishCamp, reason: 'vacation' }, field: 'reason', message: m.reasonRequired },
    { body: { ...fishCamp, note: 'x'.repeat(501) }, field: 'note', message: expect.any(String) },
    {
      body: { ...fishCamp, technicianId: 'someone' },
      field: 'technicianId',
      message: expect.any(String),
    },
  ])(
    'refuses $field ($body.from – $body.to), storing nothing',
    async ({ body, field, message }) => {
      const { token } = newTechnician(service.issuer);

      const response = await periods(token, 'POST', body);

      expect(response.status).toBe(400);
      expect((await problemOf(response)).errors).toContainEqual({ field, message });
      expect(await savedPeriods(token)).toEqual([]);
    },
  );

  it('refuses a period beyond the limit with a clear message', async () => {
    const sub = await seedTechnician(service.testDb.db);
    const token = tokenFor(service.issuer, sub);
    await service.testDb.db('unavailable_periods').insert(
      Array.from({ length: COVERAGE_LIMITS.unavailablePeriods - 1 }, () => ({
        technician_id: sub,
        from_date: '2027-01-01',
        to_date: '2027-01-02',
        reason: 'travel',
      })),
    );

    const responses = await Promise.all([
      periods(token, 'POST', hunting),
      periods(token, 'POST', fishCamp),
    ]);

    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.status === 409) as Response;
    expect(await problemOf(refused)).toMatchObject({
      code: 'too_many_periods',
      detail: `You can keep at most ${COVERAGE_LIMITS.unavailablePeriods} unavailable periods; delete one first`,
    });
    expect(await savedPeriods(token)).toHaveLength(COVERAGE_LIMITS.unavailablePeriods);
  });
});
