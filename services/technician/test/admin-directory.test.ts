import { randomUUID } from 'node:crypto';
import {
  ADMIN_PAGE_SIZE,
  messages,
  type AdminTechnicianList,
  type AdminTechnicianListEntry,
} from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  call,
  kotzebue,
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

    const page = await list('?search=qannik directory');

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
      page: 1,
      pageSize: ADMIN_PAGE_SIZE,
      total: 2,
    });
  });

  it('orders by name ignoring case, then id, and pages by ADMIN_PAGE_SIZE with the total', async () => {
    const tag = marker();
    const count = ADMIN_PAGE_SIZE + 5;
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

    const first = await list(`?search=${tag}`);
    const second = await list(`?search=${tag}&page=2`);
    const beyond = await list(`?search=${tag}&page=3`);

    expect(first).toMatchObject({ page: 1, pageSize: ADMIN_PAGE_SIZE, total: count + 2 });
    expect(first.technicians).toHaveLength(ADMIN_PAGE_SIZE);
    expect(second).toMatchObject({ page: 2, total: count + 2 });
    expect([...first.technicians, ...second.technicians].map((entry) => entry.id)).toEqual(
      expected.map((entry) => entry.id),
    );
    expect(beyond).toEqual({
      technicians: [],
      page: 3,
      pageSize: ADMIN_PAGE_SIZE,
      total: count + 2,
    });
  });

  it('finds a name by any part of it, ignoring case and surrounding blanks', async () => {
    const tag = marker();
    await seedTechnician(service.testDb.db, { full_name: `Aiyana ${tag} Kameroff` });
    await seedTechnician(service.testDb.db, { full_name: `Ben ${tag} Moses` });

    expect(names(await list(`?search=${tag.toUpperCase()}%20KAM`))).toEqual([
      `Aiyana ${tag} Kameroff`,
    ]);
    expect(names(await list(`?search=%20%20${tag}%20mos%20`))).toEqual([`Ben ${tag} Moses`]);
    expect(await list(`?search=${tag}zzz`)).toMatchObject({ technicians: [], total: 0 });
  });

  it('matches % and _ as themselves', async () => {
    const tag = marker();
    await seedTechnician(service.testDb.db, { full_name: `${tag} 100% Sure` });
    await seedTechnician(service.testDb.db, { full_name: `${tag} 1000 Sure` });
    await seedTechnician(service.testDb.db, { full_name: `${tag} snake_case` });
    await seedTechnician(service.testDb.db, { full_name: `${tag} snakeXcase` });
    await seedTechnician(service.testDb.db, { full_name: `${tag} back\\slash` });

    expect(names(await list(`?search=${tag}%20100%25`))).toEqual([`${tag} 100% Sure`]);
    expect(names(await list(`?search=${tag}%20snake_case`))).toEqual([`${tag} snake_case`]);
    expect(names(await list(`?search=${encodeURIComponent('k\\s')}`))).toEqual([
      `${tag} back\\slash`,
    ]);
    expect(names(await list(`?search=${encodeURIComponent('%')}`))).toEqual([`${tag} 100% Sure`]);
  });

  it('lists everyone for a blank search', async () => {
    const all = await list('');
    const blank = await list('?search=%20%20');
    const total = await service.testDb.db('technicians').count({ n: '*' }).first();

    expect(all.total).toBe(Number(total?.n));
    expect(blank.total).toBe(all.total);
    expect(blank.technicians).toEqual(all.technicians);
  });

  it('refuses a bad page, an over-long search and unknown parameters with field errors', async () => {
    const cases = [
      { query: '?page=0', field: 'page', message: messages.admin.invalidPage },
      { query: '?page=1.5', field: 'page', message: messages.admin.invalidPage },
      { query: '?page=two', field: 'page', message: messages.admin.invalidPage },
      {
        query: `?search=${'a'.repeat(101)}`,
        field: 'search',
        message: messages.admin.searchTooLong,
      },
      { query: '?sort=email', field: 'sort', message: expect.any(String) },
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
    expect((await list(`?search=${tag}`)).technicians).toEqual([
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

    expect((await list(`?search=${tag}`)).technicians).toEqual([
      expect.objectContaining({ id: sub, email: '' }),
    ]);
  });
});
