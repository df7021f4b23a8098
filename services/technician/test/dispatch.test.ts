import { randomUUID } from 'node:crypto';
import {
  alaskaCommunityByName,
  messages,
  regionOf,
  type DispatchCandidates,
  type TravelMode,
} from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  call,
  internalApiToken,
  problemOf,
  seedTechnician,
  startTechnicianService,
  tokenFor,
  type SeededTechnician,
  type TechnicianService,
} from './support.js';

let service: TechnicianService;
let token: string;

beforeAll(async () => {
  service = await startTechnicianService('technician_dispatch');
  token = adminToken(service.issuer);
});

afterAll(async () => {
  await service?.stop();
});

/** A Saturday, so weekend availability fits. */
const saturday = '2027-06-12';

interface Placed extends Omit<SeededTechnician, 'location'> {
  home: string;
  reach?: { community: string; travelMode: TravelMode; days: number }[];
  away?: { from: string; to: string }[];
}

/** An Approved technician at home in a community, as the location routes would have placed them. */
async function placed({ home, reach = [], away = [], ...seed }: Placed): Promise<string> {
  const db = service.testDb.db;
  const id = await seedTechnician(db, {
    vetting_status: 'approved',
    ...seed,
    location: { city: home, state: 'Alaska', zipCode: '99501' },
  });
  await db('locations')
    .where({ technician_id: id })
    .update({ community: alaskaCommunityByName(home)?.name, region: regionOf(home)?.id });
  for (const entry of reach) {
    await db('reachable_communities').insert({
      technician_id: id,
      community: entry.community,
      travel_mode: entry.travelMode,
      days: entry.days,
    });
  }
  for (const period of away) {
    await db('unavailable_periods').insert({
      technician_id: id,
      from_date: period.from,
      to_date: period.to,
      reason: 'fish_camp',
    });
  }
  return id;
}

async function candidates(query: string): Promise<DispatchCandidates> {
  const response = await call(service.url, `/admin/dispatch/candidates?${query}`, { token });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as DispatchCandidates;
}

const names = (ranked: DispatchCandidates) => ranked.candidates.map((c) => c.technician.fullName);

describe('GET /admin/dispatch/candidates', () => {
  const path = `/admin/dispatch/candidates?community=Teller&serviceType=remote-hands&date=${saturday}`;

  it('answers only admins', async () => {
    expect((await call(service.url, path)).status).toBe(401);
    for (const roles of [['technician'], ['company'], []] as const) {
      const response = await call(service.url, path, {
        token: tokenFor(service.issuer, 'someone', [...roles]),
      });
      expect(response.status).toBe(403);
    }
    expect((await call(service.url, path, { token })).status).toBe(200);
  });

  it('ranks those living there, then those reaching it, then the rest of the region', async () => {
    await placed({ full_name: 'Region Akiachak', home: 'Akiachak' });
    await placed({
      full_name: 'Reach Bethel',
      home: 'Bethel',
      reach: [{ community: 'Kwethluk', travelMode: 'boat', days: 1 }],
      metadata: { handyman: ['Plumbing', 'Carpentry', 'Home repairs'] },
    });
    await placed({
      full_name: 'Reach Nome',
      home: 'Nome',
      reach: [{ community: 'Kwethluk', travelMode: 'atv', days: 0 }],
    });
    await placed({ full_name: 'Lives Kwethluk', home: 'Kwethluk' });
    await placed({ full_name: 'Elsewhere Nome', home: 'Nome' });

    const ranked = await candidates(`community=kwethluk&serviceType=remote-hands&date=${saturday}`);

    expect(ranked).toMatchObject({
      community: 'Kwethluk',
      region: 'Bethel Census Area',
      serviceType: 'remote-hands',
      date: saturday,
    });
    expect(names(ranked)).toEqual([
      'Lives Kwethluk',
      'Reach Bethel',
      'Reach Nome',
      'Region Akiachak',
    ]);
    expect(ranked.candidates.map((c) => c.rank)).toEqual([
      'lives_there',
      'reaches_directly',
      'reaches_directly',
      'same_region',
    ]);
    expect(ranked.candidates[0]?.reasons).toEqual(['Lives in Kwethluk', 'No matching skills']);
    expect(ranked.candidates[1]).toMatchObject({
      technician: { fullName: 'Reach Bethel', community: 'Bethel', region: 'Bethel Census Area' },
      reasons: ['Reaches Kwethluk by boat in 1 day', '3 matching skills'],
      matchingSkills: 3,
    });
    expect(ranked.candidates[2]?.reasons[0]).toBe('Reaches Kwethluk by ATV the same day');
    expect(ranked.candidates[3]?.reasons[0]).toBe('Same region (Bethel Census Area, hub Bethel)');
  });

  it('orders within a rank by skills, response time, availability fit and name', async () => {
    const skills = { it: ['Radio systems'], handyman: ['Plumbing'] };
    const anytime = { weekdays: true };
    await placed({ full_name: 'Noorvik Zed', home: 'Noorvik', metadata: { ...skills } });
    await placed({ full_name: 'Noorvik Yara', home: 'Noorvik', metadata: { ...skills } });
    await placed({
      full_name: 'Noorvik Weekend',
      home: 'Noorvik',
      metadata: { ...skills, availability: { weekends: true, overnight: true } },
    });
    await placed({
      full_name: 'Noorvik Quick',
      home: 'Noorvik',
      metadata: { ...skills, responseTime: ['Within 24 hours', 'Within 2 hours'] },
    });
    await placed({
      full_name: 'Noorvik Slow',
      home: 'Noorvik',
      metadata: { ...skills, responseTime: ['Within one week'], availability: anytime },
    });
    await placed({
      full_name: 'Noorvik Skilled',
      home: 'Noorvik',
      metadata: { ...skills, electrical: ['Generators'], fieldwork: ['GPS navigation'] },
    });

    const ranked = await candidates(
      `community=Noorvik&serviceType=remote-hands&date=${saturday}&timeRange=${encodeURIComponent('4:00 PM - 6:00 PM')}`,
    );

    expect(names(ranked)).toEqual([
      'Noorvik Skilled',
      'Noorvik Quick',
      'Noorvik Slow',
      'Noorvik Weekend',
      'Noorvik Yara',
      'Noorvik Zed',
    ]);
    const byName = new Map(ranked.candidates.map((c) => [c.technician.fullName, c]));
    // Remote Hands weighs handyman, IT and electrical skills, not fieldwork.
    expect(byName.get('Noorvik Skilled')?.matchingSkills).toBe(3);
    expect(byName.get('Noorvik Quick')).toMatchObject({
      responseHours: 2,
      reasons: ['Lives in Noorvik', '2 matching skills', 'Responds within 2 hours'],
    });
    expect(byName.get('Noorvik Slow')?.responseHours).toBe(168);
    expect(byName.get('Noorvik Weekend')).toMatchObject({
      availabilityFit: 2,
      reasons: ['Lives in Noorvik', '2 matching skills', 'Available weekends and overnight'],
    });
  });

  it('reads the weekday of the date for the availability fit', async () => {
    await placed({
      full_name: 'Kiana Weekdays',
      home: 'Kiana',
      metadata: { availability: { weekdays: true } },
    });
    await placed({
      full_name: 'Kiana Weekends',
      home: 'Kiana',
      metadata: { availability: { weekends: true } },
    });

    const monday = await candidates('community=Kiana&serviceType=remote-eyes&date=2027-06-14');
    const weekend = await candidates(`community=Kiana&serviceType=remote-eyes&date=${saturday}`);

    expect(names(monday).filter((name) => name.startsWith('Kiana'))).toEqual([
      'Kiana Weekdays',
      'Kiana Weekends',
    ]);
    expect(monday.candidates[0]?.reasons).toContain('Available weekdays');
    expect(names(weekend).filter((name) => name.startsWith('Kiana'))).toEqual([
      'Kiana Weekends',
      'Kiana Weekdays',
    ]);
  });

  it('leaves out technicians away on the date and those not Approved', async () => {
    await placed({ full_name: 'Teller Here', home: 'Teller' });
    await placed({
      full_name: 'Teller Back Soon',
      home: 'Teller',
      away: [{ from: '2027-06-01', to: '2027-06-11' }],
    });
    await placed({
      full_name: 'Teller Fish Camp',
      home: 'Teller',
      away: [{ from: saturday, to: '2027-07-01' }],
    });
    await placed({
      full_name: 'Teller Hunting',
      home: 'Shishmaref',
      reach: [{ community: 'Teller', travelMode: 'snowmachine', days: 2 }],
      away: [{ from: '2027-06-10', to: saturday }],
    });
    for (const status of ['applied', 'interview', 'background_check', 'rejected', 'suspended']) {
      await placed({ full_name: `Teller ${status}`, home: 'Teller', vetting_status: status });
    }

    const ranked = await candidates(`community=Teller&serviceType=custom-request&date=${saturday}`);

    expect(names(ranked).filter((name) => name.startsWith('Teller'))).toEqual([
      'Teller Back Soon',
      'Teller Here',
    ]);
  });

  it('finds a technician by the home community their location routes last saved', async () => {
    const db = service.testDb.db;
    const sub = await seedTechnician(db, { full_name: 'Mover Routes', vetting_status: 'approved' });
    const own = tokenFor(service.issuer, sub);
    const moved = await call(service.url, '/technicians/me/location', {
      method: 'POST',
      token: own,
      body: { city: 'st. michael', state: 'Alaska', zipCode: '99659' },
    });
    expect(moved.status).toBe(201);
    const atHome = await candidates(
      `community=Saint Michael&serviceType=remote-eyes&date=${saturday}`,
    );
    expect(atHome.candidates.find((c) => c.technician.id === sub)).toMatchObject({
      rank: 'lives_there',
      technician: { community: 'Saint Michael', region: 'Nome Census Area' },
    });

    const changed = await call(service.url, '/technicians/me/location', {
      method: 'PATCH',
      token: own,
      body: { city: 'Ketchikan' },
    });
    expect(changed.status).toBe(200);
    const after = await candidates(
      `community=Saint Michael&serviceType=remote-eyes&date=${saturday}`,
    );
    expect(after.candidates.map((c) => c.technician.id)).not.toContain(sub);
  });

  it('returns at most 50 candidates', async () => {
    for (let index = 0; index < 52; index += 1) {
      await placed({ full_name: `Noatak ${String(index).padStart(2, '0')}`, home: 'Noatak' });
    }

    const ranked = await candidates(`community=Noatak&serviceType=remote-eyes&date=${saturday}`);

    expect(ranked.candidates).toHaveLength(50);
    expect(ranked.candidates[0]?.technician.fullName).toBe('Noatak 00');
  });

  it.each([
    [
      'community=Paris&serviceType=remote-hands&date=2027-06-12',
      'community',
      messages.dispatch.unknownCommunity,
    ],
    [
      'community=Nome&serviceType=plumbing&date=2027-06-12',
      'serviceType',
      messages.dispatch.serviceTypeRequired,
    ],
    [
      'community=Nome&serviceType=remote-hands&date=2027-02-30',
      'date',
      messages.dispatch.invalidDate,
    ],
    ['community=Nome&serviceType=remote-hands', 'date', messages.dispatch.invalidDate],
    [
      'community=Nome&serviceType=remote-hands&date=2027-06-12&timeRange=midnight',
      'timeRange',
      messages.dispatch.invalidTimeRange,
    ],
  ])('refuses %s with the field’s message', async (query, field, message) => {
    const response = await call(service.url, `/admin/dispatch/candidates?${query}`, { token });

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toContainEqual({ field, message });
  });
});

describe('GET /internal/dispatch/candidates', () => {
  const credential = { 'x-internal-api-token': internalApiToken };

  async function internal(query: string): Promise<DispatchCandidates> {
    const response = await call(service.url, `/internal/dispatch/candidates?${query}`, {
      headers: credential,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return (await response.json()) as DispatchCandidates;
  }

  it('answers only callers holding the service credential', async () => {
    const path = `/internal/dispatch/candidates?community=Sitka&serviceType=remote-eyes&date=${saturday}`;
    const refused = [
      await call(service.url, path),
      await call(service.url, path, { headers: { 'x-internal-api-token': 'x'.repeat(40) } }),
      await call(service.url, path, {
        headers: { 'x-internal-api-token': internalApiToken.slice(0, -1) },
      }),
      // An admin's token is no service credential.
      await call(service.url, path, { token }),
    ];

    for (const response of refused) {
      expect(response.status).toBe(401);
      expect((await problemOf(response)).code).toBe('unauthorized');
    }
    expect((await call(service.url, path, { headers: credential })).status).toBe(200);
  });

  it('keeps only the rank asked for', async () => {
    await placed({ full_name: 'Togiak Home', home: 'Togiak' });
    await placed({
      full_name: 'Dillingham Reaches',
      home: 'Dillingham',
      reach: [{ community: 'Togiak', travelMode: 'small_plane', days: 1 }],
    });
    await placed({ full_name: 'Manokotak Region', home: 'Manokotak' });
    const need = `community=Togiak&serviceType=remote-hands&date=${saturday}`;

    expect(names(await internal(need))).toEqual([
      'Togiak Home',
      'Dillingham Reaches',
      'Manokotak Region',
    ]);
    const byRank = {
      lives_there: await internal(`${need}&rank=lives_there`),
      reaches_directly: await internal(`${need}&rank=reaches_directly`),
      same_region: await internal(`${need}&rank=same_region`),
    };
    expect(names(byRank.lives_there)).toEqual(['Togiak Home']);
    expect(names(byRank.reaches_directly)).toEqual(['Dillingham Reaches']);
    expect(names(byRank.same_region)).toEqual(['Manokotak Region']);
    for (const [rank, ranked] of Object.entries(byRank)) {
      expect(ranked).toMatchObject({ community: 'Togiak', region: 'Dillingham Census Area' });
      expect(ranked.candidates.every((candidate) => candidate.rank === rank)).toBe(true);
    }
  });

  describe('beyond the 50 best', () => {
    const need = `community=Huslia&serviceType=remote-eyes&date=${saturday}`;
    let nearby: string[];
    let farther: string;
    let notApproved: string;

    beforeAll(async () => {
      nearby = [];
      for (let index = 0; index < 50; index += 1) {
        nearby.push(
          await placed({ full_name: `Huslia ${String(index).padStart(2, '0')}`, home: 'Huslia' }),
        );
      }
      farther = await placed({ full_name: 'Galena Farther', home: 'Galena' });
      notApproved = await placed({
        full_name: 'Galena Applicant',
        home: 'Galena',
        vetting_status: 'applied',
      });
    });

    it('leaves out of the unfiltered ranking whoever ranks after the 50th', async () => {
      const ranked = await internal(need);

      expect(ranked.candidates).toHaveLength(50);
      expect(ranked.candidates.map((c) => c.technician.id)).not.toContain(farther);
    });

    it('finds them by their rank', async () => {
      const ranked = await internal(`${need}&rank=same_region`);

      expect(ranked.candidates.map((c) => c.technician.id)).toEqual([farther]);
    });

    it('finds one named technician, or several in the ranking’s order', async () => {
      const one = await internal(`${need}&technicianId=${farther}`);
      const several = await internal(
        `${need}&technicianId=${farther}&technicianId=${nearby[49]}&technicianId=${notApproved}`,
      );

      expect(one.candidates.map((c) => c.technician.id)).toEqual([farther]);
      expect(one.candidates[0]).toMatchObject({
        rank: 'same_region',
        reasons: ['Same region (Yukon-Koyukuk Census Area, hub Galena)', 'No matching skills'],
      });
      // Only Approved technicians covering the community are candidates, named or not.
      expect(several.candidates.map((c) => c.technician.id)).toEqual([nearby[49], farther]);
    });

    it('combines the technicians named with a rank', async () => {
      const ranked = await internal(
        `${need}&rank=lives_there&technicianId=${farther}&technicianId=${nearby[3]}`,
      );

      expect(ranked.candidates.map((c) => c.technician.id)).toEqual([nearby[3]]);
    });
  });

  it('tells each candidate’s e-mail, empty while identity has not given one', async () => {
    const known = await placed({
      full_name: 'Sitka Known',
      home: 'Sitka',
      email: 'known@example.com',
    });
    const unknown = await placed({ full_name: 'Sitka Unknown', home: 'Sitka', email: '' });

    const ranked = await internal(`community=Sitka&serviceType=remote-eyes&date=${saturday}`);

    expect(ranked.candidates.map((c) => c.technician)).toEqual([
      {
        id: known,
        fullName: 'Sitka Known',
        email: 'known@example.com',
        community: 'Sitka',
        region: 'City and Borough of Sitka',
        rating: { average: null, count: 0 },
      },
      {
        id: unknown,
        fullName: 'Sitka Unknown',
        email: '',
        community: 'Sitka',
        region: 'City and Borough of Sitka',
        rating: { average: null, count: 0 },
      },
    ]);
  });

  it.each([
    ['rank=nearby', 'rank'],
    ['technicianId=bench-directory-1', 'technicianId'],
    [Array.from({ length: 21 }, () => `technicianId=${randomUUID()}`).join('&'), 'technicianId'],
  ])('refuses %s', async (filter, field) => {
    const response = await call(
      service.url,
      `/internal/dispatch/candidates?community=Sitka&serviceType=remote-eyes&date=${saturday}&${filter}`,
      { headers: credential },
    );

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors?.map((error) => error.field)).toEqual([field]);
  });
});

describe('GET /internal/technicians/{id}/standing', () => {
  const credential = { 'x-internal-api-token': internalApiToken };

  it('answers the vetting status as committed now, to service-credential holders only', async () => {
    const id = await seedTechnician(service.testDb.db, { vetting_status: 'approved' });
    const path = `/internal/technicians/${id}/standing`;

    const before = await call(service.url, path, { headers: credential });
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ technicianId: id, vettingStatus: 'approved' });

    await service.testDb.db('technicians').where({ keycloak_id: id }).update({
      vetting_status: 'suspended',
    });
    const after = await call(service.url, path, { headers: credential });
    expect(await after.json()).toEqual({ technicianId: id, vettingStatus: 'suspended' });

    for (const refused of [
      await call(service.url, path),
      await call(service.url, path, { token }),
    ]) {
      expect(refused.status).toBe(401);
    }
  });

  it('answers 404 for a technician it does not know', async () => {
    const response = await call(service.url, `/internal/technicians/${randomUUID()}/standing`, {
      headers: credential,
    });
    expect(response.status).toBe(404);
  });
});
