import { todayInAlaska, type ScheduledUnavailablePeriod } from '@rha/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  call,
  seedTechnician,
  startTechnicianService,
  tokenFor,
  type TechnicianService,
} from './support.js';

let service: TechnicianService;

beforeAll(async () => {
  service = await startTechnicianService('technician_schedule');
});

afterAll(async () => {
  await service?.stop();
});

/** A date `days` after today on Alaska's calendar (before it when negative). */
function inDays(days: number): string {
  const day = new Date(`${todayInAlaska()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

function schedule(token: string | undefined) {
  return call(service.url, '/admin/unavailable-periods', { token });
}

async function addPeriod(sub: string, period: Record<string, string>): Promise<string> {
  const response = await call(service.url, '/technicians/me/unavailable-periods', {
    method: 'POST',
    token: tokenFor(service.issuer, sub),
    body: period,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe("the admin's schedule of time away", () => {
  it("lists every technician's periods not yet over, earliest first, with whose they are", async () => {
    const ada = await seedTechnician(service.testDb.db, { full_name: 'Ada Kiana' });
    const ben = await seedTechnician(service.testDb.db, { full_name: 'Ben Noorvik' });
    const fishCamp = await addPeriod(ada, {
      from: inDays(20),
      to: inDays(39),
      reason: 'fish_camp',
      note: 'Sisualik',
    });
    const hunting = await addPeriod(ben, { from: inDays(3), to: inDays(4), reason: 'hunting' });
    // Over yesterday: the schedule has no use for it. Written straight in, as the API refuses it.
    await service.testDb.db('unavailable_periods').insert({
      technician_id: ben,
      from_date: inDays(-5),
      to_date: inDays(-1),
      reason: 'hunting',
      note: '',
    });
    // Under way today: still shown.
    const today = await service.testDb
      .db('unavailable_periods')
      .insert({
        technician_id: ada,
        from_date: inDays(-2),
        to_date: inDays(0),
        reason: 'other',
        note: 'Funeral in Selawik',
      })
      .returning('id');

    const response = await schedule(adminToken(service.issuer));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { periods } = (await response.json()) as { periods: ScheduledUnavailablePeriod[] };
    expect(periods).toEqual([
      {
        id: (today[0] as { id: string }).id,
        from: inDays(-2),
        to: inDays(0),
        reason: 'other',
        note: 'Funeral in Selawik',
        technicianId: ada,
        technicianName: 'Ada Kiana',
      },
      {
        id: hunting,
        from: inDays(3),
        to: inDays(4),
        reason: 'hunting',
        note: '',
        technicianId: ben,
        technicianName: 'Ben Noorvik',
      },
      {
        id: fishCamp,
        from: inDays(20),
        to: inDays(39),
        reason: 'fish_camp',
        note: 'Sisualik',
        technicianId: ada,
        technicianName: 'Ada Kiana',
      },
    ]);
  });

  it('answers admins only', async () => {
    const technician = await seedTechnician(service.testDb.db);
    expect((await schedule(tokenFor(service.issuer, technician))).status).toBe(403);
    expect((await schedule(tokenFor(service.issuer, 'c-1', ['company']))).status).toBe(403);
    expect((await schedule(undefined)).status).toBe(401);
  });
});
