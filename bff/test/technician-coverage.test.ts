import {
  messages,
  todayInAlaska,
  type Problem,
  type TechnicianCoverage,
  type UnavailablePeriod,
} from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startStack, tokenFor, type Role, type Stack } from './support/stack.js';

const m = messages.coverage;

let stack: Stack;

beforeAll(async () => {
  stack = await startStack('bff_tech_coverage');
});

afterAll(async () => {
  await stack?.stop();
});

function call(path: string, options: Parameters<typeof api>[2] = {}) {
  return api(stack.bff.url, path, options);
}

function userToken(roles: Role[] = ['technician']) {
  return tokenFor(stack.issuer, crypto.randomUUID(), roles);
}

async function problemOf(response: Response): Promise<Problem> {
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

const kotzebue = { city: 'Kotzebue', state: 'Alaska', zipCode: '99752' };
const noorvik = { community: 'Noorvik', travelMode: 'boat', days: 1 };
/** A date `days` after today on Alaska's calendar, as the date fields take it. */
function inDays(days: number): string {
  const day = new Date(`${todayInAlaska()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

// Relative to today: a period that is over, or too far ahead, is refused.
const fishCamp = { from: inDays(200), to: inDays(219), reason: 'fish_camp', note: 'Sisualik' };

/** A technician who lives in Kotzebue. */
async function kotzebueTechnician(): Promise<string> {
  const token = userToken();
  const added = await call('/api/location', { method: 'POST', token, body: kotzebue });
  expect(added.status).toBe(201);
  return token;
}

const routes = [
  { method: 'GET', path: '/api/technicians/coverage' },
  { method: 'PUT', path: '/api/technicians/coverage', body: { reach: [noorvik] } },
  { method: 'GET', path: '/api/technicians/unavailability' },
  { method: 'POST', path: '/api/technicians/unavailability', body: fishCamp },
  { method: 'DELETE', path: `/api/technicians/unavailability/${crypto.randomUUID()}` },
];

describe('who may call the service area paths', () => {
  it.each(routes)('$method $path answers 401 without a token', async ({ method, path, body }) => {
    const response = await call(path, { method, body });
    expect(response.status).toBe(401);
  });

  it.each(routes)(
    '$method $path answers 403 to companies and admins',
    async ({ method, path, body }) => {
      for (const role of ['company', 'admin'] as const) {
        const response = await call(path, { method, token: userToken([role]), body });
        expect(response.status).toBe(403);
        expect(await problemOf(response)).toMatchObject({ code: 'forbidden' });
      }
    },
  );
});

describe('/api/technicians/coverage', () => {
  it('reads home with its region, saves the reach list and reads it back', async () => {
    const token = await kotzebueTechnician();
    const home = { community: 'Kotzebue', region: 'northwest-arctic', hub: 'Kotzebue' };

    const before = await call('/api/technicians/coverage', { token });
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('no-store');
    expect(await before.json()).toEqual({ home, reach: [], saved: false });

    const saved = await call('/api/technicians/coverage', {
      method: 'PUT',
      token,
      body: { reach: [noorvik] },
    });
    const expected: TechnicianCoverage = {
      home,
      reach: [
        {
          community: 'Noorvik',
          region: 'northwest-arctic',
          hub: 'Kotzebue',
          travelMode: 'boat',
          days: 1,
        },
      ],
      saved: true,
    };
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual(expected);
    expect(await (await call('/api/technicians/coverage', { token })).json()).toEqual(expected);
  });

  it('refuses bad entries with the field and the product message', async () => {
    const token = await kotzebueTechnician();

    const response = await call('/api/technicians/coverage', {
      method: 'PUT',
      token,
      body: {
        reach: [
          noorvik,
          { ...noorvik, community: 'noorvik' },
          { ...noorvik, community: 'Kiana', days: 31 },
        ],
      },
    });

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'reach.2.days', message: m.travelDaysRange },
      { field: 'reach.1.community', message: m.duplicateCommunity },
    ]);
  });

  it('passes on the service’s refusal of home among the reachable communities', async () => {
    const token = await kotzebueTechnician();

    const response = await call('/api/technicians/coverage', {
      method: 'PUT',
      token,
      body: { reach: [{ ...noorvik, community: 'Kotzebue' }] },
    });

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'reach.0.community', message: expect.stringContaining('home community') },
    ]);
  });
});

describe('/api/technicians/unavailability', () => {
  it('adds, lists and deletes the caller’s own periods only', async () => {
    const ada = userToken();
    const ben = userToken();

    const added = await call('/api/technicians/unavailability', {
      method: 'POST',
      token: ada,
      body: fishCamp,
    });
    expect(added.status).toBe(201);
    const period = (await added.json()) as UnavailablePeriod;
    expect(period).toEqual({ id: expect.any(String), ...fishCamp });

    const listed = await call('/api/technicians/unavailability', { token: ada });
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(await listed.json()).toEqual({ periods: [period] });
    expect(await (await call('/api/technicians/unavailability', { token: ben })).json()).toEqual({
      periods: [],
    });

    for (const [token, id] of [
      [ben, period.id],
      [ada, crypto.randomUUID()],
      [ada, 'not-a-period'],
    ] as const) {
      const refused = await call(`/api/technicians/unavailability/${id}`, {
        method: 'DELETE',
        token,
      });
      expect(refused.status).toBe(404);
      expect(await problemOf(refused)).toMatchObject({ detail: m.periodNotFound });
    }

    const deleted = await call(`/api/technicians/unavailability/${period.id}`, {
      method: 'DELETE',
      token: ada,
    });
    expect(deleted.status).toBe(204);
    expect(await (await call('/api/technicians/unavailability', { token: ada })).json()).toEqual({
      periods: [],
    });
  });

  it.each([
    { body: { ...fishCamp, to: inDays(199) }, field: 'to', message: m.periodEndsBeforeStart },
    { body: { ...fishCamp, reason: 'vacation' }, field: 'reason', message: m.reasonRequired },
    { body: { ...fishCamp, from: '2027-13-01' }, field: 'from', message: m.invalidDate },
  ])('refuses $field with its message', async ({ body, field, message }) => {
    const token = userToken();

    const response = await call('/api/technicians/unavailability', {
      method: 'POST',
      token,
      body,
    });

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([{ field, message }]);
    expect(await (await call('/api/technicians/unavailability', { token })).json()).toEqual({
      periods: [],
    });
  });
});
