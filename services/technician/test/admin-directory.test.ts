import { randomUUID } from 'node:crypto';
import { messages, type AdminTechnicianList, type AdminTechnicianListEntry } from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  call,
  kotzebue,
  nome,
  problemOf,
  seedTechnician,
  startTechnicianService,
  tokenFor,
  type TechnicianService,
} from './support.js';

let service: TechnicianService;
let token: string;

beforeAll(async () => {
  service = await startTechnicianService('technician_admin_directory');
  token = adminToken(service.issuer);
});

afterAll(async () => {
  await service?.stop();
});

async function list(query: string): Promise<AdminTechnicianList> {
  const response = await call(service.url, `/admin/technicians${query}`, { token });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as AdminTechnicianList;
}

const names = (page: AdminTechnicianList) => page.technicians.map((entry) => entry.fullName);

/*
 * The names and ids compared are lower-case letters, digits and single blanks at the same places,
 * which every collation orders alike.
 */
function compare(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** Each test searches for its own marker, so the rows of other tests never count. */
function marker(): string {
  return `m${randomUUID().slice(0, 8)}`;
}

describe('GET /admin/technicians', () => {
  it('lists an entry with identity’s copy, the vetting status and the service location', async () => {
    const signedUpAt = new Date('2026-03-02T17:00:00.000Z');
    const id = await seedTechnician(service.testDb.db, {
      full_name: 'Qannik Directory Entry',
      email: 'qannik@example.com',
      phone: '9075550199',
      signed_up_at: signedUpAt,
      vetting_status: 'interview',
      location: kotzebue,
    });
    const unplaced = await seedTechnician(service.testDb.db, {
      full_name: 'Qannik Directory Unplaced',
      completed_at: null,
      vetting_status: 'onboarding',
    });

    const page = await list('?q=qannik directory');

    expect(page).toEqual({
      technicians: [
        {
          id,
          fullName: 'Qannik Directory Entry',
          email: 'qannik@example.com',
          phone: '9075550199',
          city: 'Kotzebue',
          state: 'Alaska',
          zipCode: '99752',
          userType: 'technician',
          userCreation: signedUpAt.toISOString(),
          lastLogin: null,
          vettingStatus: 'interview',
          rating: { average: null, count: 0 },
        } satisfies AdminTechnicianListEntry,
        expect.objectContaining({
          id: unplaced,
          city: '',
          state: '',
          zipCode: '',
          vettingStatus: 'onboarding',
        }),
      ],
      nextCursor: null,
    });
  });

  /** Every page of a query, following the cursors to the end. */
  async function walk(query: string): Promise<AdminTechnicianList[]> {
    const pages = [await list(query)];
    for (let page = pages[0]; page?.nextCursor; page = pages.at(-1)) {
      pages.push(await list(`${query}&cursor=${page.nextCursor}`));
    }
    return pages;
  }

  it('orders by name ignoring case, then id, paging by cursor to the end', async () => {
    const tag = marker();
    const count = 12;
    const seeded: { id: string; name: string }[] = [];
    for (let index = 0; index < count; index += 1) {
      // Alternating case: a case-sensitive order would put every upper-case name first.
      const letter = String.fromCharCode(97 + (index % 26));
      const name = `${index % 2 === 0 ? letter.toUpperCase() : letter} ${tag} ${String(index).padStart(3, '0')}`;
      const id = `${tag}-${String(count - index).padStart(3, '0')}`;
      seeded.push({ id, name });
      await seedTechnician(service.testDb.db, { keycloak_id: id, full_name: name });
    }
    // Two technicians with one name: the id decides.
    await seedTechnician(service.testDb.db, { keycloak_id: `${tag}-zz`, full_name: `a ${tag} 0` });
    await seedTechnician(service.testDb.db, { keycloak_id: `${tag}-aa`, full_name: `A ${tag} 0` });
    const expected = [
      ...seeded,
      { id: `${tag}-zz`, name: `a ${tag} 0` },
      { id: `${tag}-aa`, name: `A ${tag} 0` },
    ].sort((a, b) => compare(a.name.toLowerCase(), b.name.toLowerCase()) || compare(a.id, b.id));

    const pages = await walk(`?q=${tag}&limit=5`);

    expect(pages.map((page) => page.technicians.length)).toEqual([5, 5, 4]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(pages.flatMap((page) => page.technicians.map((entry) => entry.id))).toEqual(
      expected.map((entry) => entry.id),
    );
  });

  it('sorts by newest sign-up or by last login, never signed in last, ties broken by id', async () => {
    const tag = marker();
    const day = (n: number) => new Date(Date.UTC(2026, 4, n));
    const seed = (id: string, signedUp: number, login: number | null) =>
      seedTechnician(service.testDb.db, {
        keycloak_id: `${tag}-${id}`,
        full_name: `${tag} ${id}`,
        signed_up_at: day(signedUp),
        last_login: login === null ? null : day(login),
      });
    await seed('a', 1, 9);
    await seed('b', 3, null);
    await seed('c', 3, 2);
    await seed('d', 2, 9);

    const ids = (pages: AdminTechnicianList[]) =>
      pages.flatMap((page) => page.technicians.map((entry) => entry.id.slice(-1)));
    expect(ids(await walk(`?q=${tag}&sort=newest&limit=3`))).toEqual(['c', 'b', 'd', 'a']);
    expect(ids(await walk(`?q=${tag}&sort=lastLogin&limit=1`))).toEqual(['d', 'a', 'c', 'b']);
  });

  it('filters by vetting status, region, community and skill, each with the others', async () => {
    const tag = marker();
    const seed = (name: string, seed: Parameters<typeof seedTechnician>[1]) =>
      seedTechnician(service.testDb.db, { full_name: `${tag} ${name}`, ...seed });
    await seed('approved nome generators', {
      vetting_status: 'approved',
      location: nome,
      metadata: { electrical: ['Generators', 'Multimeter use'] },
    });
    await seed('approved kotzebue generators', {
      vetting_status: 'approved',
      location: kotzebue,
      metadata: { electrical: ['Generators'] },
    });
    await seed('applied nome plumbing', {
      vetting_status: 'applied',
      location: nome,
      metadata: { handyman: ['Plumbing'], it: ['Generators'] },
    });
    await seed('approved unplaced', { vetting_status: 'approved' });

    const found = async (filters: string) =>
      (await walk(`?q=${tag}&${filters}`)).flatMap((page) =>
        page.technicians.map((entry) => entry.fullName.slice(tag.length + 1)),
      );
    expect(await found('status=approved')).toEqual([
      'approved kotzebue generators',
      'approved nome generators',
      'approved unplaced',
    ]);
    expect(await found('region=nome')).toEqual([
      'applied nome plumbing',
      'approved nome generators',
    ]);
    expect(await found('community=Kotzebue')).toEqual(['approved kotzebue generators']);
    // A skill counts in its own list only: Generators typed as an IT skill is not the electrical one.
    expect(await found('skill=Generators')).toEqual([
      'approved kotzebue generators',
      'approved nome generators',
    ]);
    expect(await found('status=approved&region=nome&skill=Multimeter%20use')).toEqual([
      'approved nome generators',
    ]);
    expect(await found('status=rejected')).toEqual([]);
  });

  it('refuses a cursor that is not one, or that another order made, with a message to start again', async () => {
    const tag = marker();
    await seedTechnician(service.testDb.db, { full_name: `${tag} one` });
    await seedTechnician(service.testDb.db, { full_name: `${tag} two` });
    const { nextCursor } = await list(`?q=${tag}&limit=1`);

    for (const query of [`?q=${tag}&sort=newest&cursor=${nextCursor}`, '?cursor=bm90LWpzb24']) {
      const response = await call(service.url, `/admin/technicians${query}`, { token });
      expect(response.status, query).toBe(400);
      expect((await problemOf(response)).errors).toEqual([
        { field: 'cursor', message: messages.lists.invalidCursor },
      ]);
    }
  });

  it('finds a name by any part of it, ignoring case and surrounding blanks', async () => {
    const tag = marker();
    await seedTechnician(service.testDb.db, { full_name: `Aiyana ${tag} Kameroff` });
    await seedTechnician(service.testDb.db, { full_name: `Ben ${tag} Moses` });

    expect(names(await list(`?q=${tag.toUpperCase()}%20KAM`))).toEqual([`Aiyana ${tag} Kameroff`]);
    expect(names(await list(`?q=%20%20${tag}%20mos%20`))).toEqual([`Ben ${tag} Moses`]);
    expect(await list(`?q=${tag}zzz`)).toEqual({ technicians: [], nextCursor: null });
  });

  it('matches % and _ as themselves', async () => {
    const tag = marker();
    await seedTechnician(service.testDb.db, { full_name: `${tag} 100% Sure` });
    await seedTechnician(service.testDb.db, { full_name: `${tag} 1000 Sure` });
    await seedTechnician(service.testDb.db, { full_name: `${tag} snake_case` });
    await seedTechnician(service.testDb.db, { full_name: `${tag} snakeXcase` });
    await seedTechnician(service.testDb.db, { full_name: `${tag} back\\slash` });

    expect(names(await list(`?q=${tag}%20100%25`))).toEqual([`${tag} 100% Sure`]);
    expect(names(await list(`?q=${tag}%20snake_case`))).toEqual([`${tag} snake_case`]);
    expect(names(await list(`?q=${encodeURIComponent('k\\s')}`))).toEqual([`${tag} back\\slash`]);
    expect(names(await list(`?q=${encodeURIComponent('%')}`))).toEqual([`${tag} 100% Sure`]);
  });

  it('lists everyone for a blank search', async () => {
    const all = await list('?limit=100');
    const blank = await list('?q=%20%20&limit=100');
    const total = await service.testDb.db('technicians').count({ n: '*' }).first();

    expect(all.technicians).toHaveLength(Math.min(100, Number(total?.n)));
    expect(blank).toEqual(all);
  });

  it('refuses a bad limit, order, filter, an over-long search and unknown parameters', async () => {
    const lists = messages.lists;
    const cases = [
      { query: '?limit=0', field: 'limit', message: lists.invalidLimit(100) },
      { query: '?limit=101', field: 'limit', message: lists.invalidLimit(100) },
      { query: '?limit=two', field: 'limit', message: lists.invalidLimit(100) },
      { query: `?q=${'a'.repeat(101)}`, field: 'q', message: lists.searchTooLong(100) },
      { query: '?sort=email', field: 'sort', message: lists.invalidSort },
      { query: '?status=hired', field: 'status', message: messages.admin.invalidVettingStatus },
      { query: '?region=moon', field: 'region', message: lists.invalidRegion },
      { query: '?community=Atlantis', field: 'community', message: lists.invalidCommunity },
      { query: '?skill=Juggling', field: 'skill', message: lists.invalidSkill },
      { query: '?page=2', field: 'page', message: expect.any(String) },
    ];
    for (const { query, field, message } of cases) {
      const response = await call(service.url, `/admin/technicians${query}`, { token });
      expect(response.status, query).toBe(400);
      expect((await problemOf(response)).errors).toEqual([{ field, message }]);
    }
  });
});

describe('a new technician in the directory', () => {
  it('is listed with the name and e-mail of their sign-up token before identity’s copy lands', async () => {
    const sub = randomUUID();
    const tag = marker();
    const registrant = tokenFor(service.issuer, sub, [], {
      name: `Henry ${tag} Ivanoff`,
      email: `henry-${tag}@example.com`,
    });

    const registered = await call(service.url, '/technicians/me', {
      method: 'PUT',
      token: registrant,
      body: { location: kotzebue },
    });
    const renamed = tokenFor(service.issuer, sub, ['technician'], { name: 'Someone Else' });
    await call(service.url, '/technicians/me', { method: 'PUT', token: renamed, body: {} });

    expect(registered.status).toBe(200);
    expect((await list(`?q=${tag}`)).technicians).toEqual([
      expect.objectContaining({
        id: sub,
        fullName: `Henry ${tag} Ivanoff`,
        email: `henry-${tag}@example.com`,
        city: 'Kotzebue',
        vettingStatus: 'onboarding',
      }),
    ]);
  });

  it('keeps an e-mail that is no address out of the directory', async () => {
    const sub = randomUUID();
    const tag = marker();
    const registrant = tokenFor(service.issuer, sub, [], {
      name: `Iris ${tag}`,
      email: 'not an address',
    });

    await call(service.url, '/technicians/me', { method: 'PUT', token: registrant, body: {} });

    expect((await list(`?q=${tag}`)).technicians).toEqual([
      expect.objectContaining({ id: sub, email: '' }),
    ]);
  });
});
