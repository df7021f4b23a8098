import { messages, type AdminCompanyListEntry, type Problem } from '@rha/contracts';
import { editedAdminToken, strangersAdminToken } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anchorage,
  bethel,
  call,
  registration,
  startCompanyService,
  tokenFor,
  type CompanyService,
  type Role,
} from './support.js';

type AdminCompanyEntry = Omit<AdminCompanyListEntry, 'requestCount'>;

interface AdminCompanyPage {
  companies: AdminCompanyEntry[];
  nextCursor: string | null;
}

let service: CompanyService;
let adminToken: string;

beforeAll(async () => {
  service = await startCompanyService('company_admin');
  adminToken = tokenFor(service.issuer, crypto.randomUUID(), ['admin']);
});

afterAll(async () => {
  await service?.stop();
});

function asAdmin(path: string): Promise<Response> {
  return call(service.url, path, { token: adminToken });
}

async function problemOf(response: Response): Promise<Problem> {
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

/** Stored directly, as many as a test needs: the list reads what the table holds. */
async function seedCompany(
  name: string,
  options: { locations?: number; website?: string | null; createdAt?: Date } = {},
): Promise<{ id: string; owner: string }> {
  const owner = crypto.randomUUID();
  const [row] = (await service.testDb
    .db('companies')
    .insert({
      owner_keycloak_id: owner,
      company_name: name,
      website: options.website ?? null,
      ...(options.createdAt && { created_at: options.createdAt }),
    })
    .returning('id')) as { id: string }[];
  const id = row!.id;
  for (let index = 0; index < (options.locations ?? 0); index += 1) {
    await service.testDb.db('locations').insert({
      company_id: id,
      address: `${index + 1} Front Street`,
      city: 'Bethel',
      state: 'Alaska',
      zip_code: '99559',
    });
  }
  return { id, owner };
}

async function seedContact(
  keycloakId: string,
  contact: { name: string; email: string; phone: string },
) {
  await service.testDb.db('owner_contacts').insert({
    keycloak_id: keycloakId,
    full_name: contact.name,
    email: contact.email,
    phone: contact.phone,
    changed_at: new Date(),
  });
}

async function page(query: string): Promise<AdminCompanyPage> {
  const response = await asAdmin(`/admin/companies${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminCompanyPage;
}

/** Every page of a query, following the cursors to the end. */
async function walk(query: string): Promise<AdminCompanyPage[]> {
  const pages = [await page(query)];
  for (let last = pages[0]; last?.nextCursor; last = pages.at(-1)) {
    pages.push(await page(`${query}&cursor=${last.nextCursor}`));
  }
  return pages;
}

const namesOf = (pages: AdminCompanyPage[]) =>
  pages.flatMap((one) => one.companies.map((company) => company.name));

describe('who may call /admin/companies', () => {
  const paths = () => [
    '/admin/companies',
    '/admin/companies?q=clinic&sort=newest&locations=with',
    `/admin/companies/${crypto.randomUUID()}`,
  ];

  it('answers 401 without a token, and to an edited or a stranger-signed admin token', async () => {
    const forged = [editedAdminToken(service.issuer), await strangersAdminToken(service.issuer)];
    for (const path of paths()) {
      const anonymous = await call(service.url, path);
      expect(anonymous.status).toBe(401);
      expect((await problemOf(anonymous)).code).toBe('unauthorized');
      for (const token of forged) {
        const response = await call(service.url, path, { token });
        expect(response.status).toBe(401);
        expect((await problemOf(response)).code).toBe('unauthorized');
      }
    }
  });

  it('answers 403 to companies, technicians and registrants without a role', async () => {
    const roles: Role[][] = [['company'], ['technician'], []];
    for (const path of paths()) {
      for (const role of roles) {
        const response = await call(service.url, path, {
          token: tokenFor(service.issuer, crypto.randomUUID(), role),
        });
        expect(response.status).toBe(403);
        expect((await problemOf(response)).code).toBe('forbidden');
      }
    }
  });

  it('answers an admin', async () => {
    const { id } = await seedCompany('Access Check Co');

    expect((await asAdmin('/admin/companies')).status).toBe(200);
    expect((await asAdmin(`/admin/companies/${id}`)).status).toBe(200);
  });
});

describe('GET /admin/companies', () => {
  it("shows a registered company with its owner's contact, website and locations", async () => {
    const owner = crypto.randomUUID();
    const token = tokenFor(service.issuer, owner);
    const registered = await call(service.url, '/companies/me', {
      method: 'PUT',
      token,
      body: { ...registration, companyName: 'Nunivak Registered Clinic' },
    });
    expect(registered.status).toBe(200);
    await call(service.url, '/companies/me/locations', { method: 'POST', token, body: anchorage });
    await seedContact(owner, {
      name: 'Sam Kuskokwim',
      email: 'sam@nunivak.example',
      phone: '9075550102',
    });

    const { companies, nextCursor } = await page('?q=nunivak%20registered');

    expect(nextCursor).toBeNull();
    expect(companies).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Nunivak Registered Clinic',
        contact: { fullName: 'Sam Kuskokwim', email: 'sam@nunivak.example', phone: '9075550102' },
        website: registration.website,
        locationCount: 2,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('shows an empty contact and website until they are known, and no locations as 0', async () => {
    await seedCompany('Unknown Owner Outfitters');

    const { companies } = await page('?q=unknown%20owner');

    expect(companies).toMatchObject([
      {
        name: 'Unknown Owner Outfitters',
        contact: { fullName: '', email: '', phone: '' },
        website: '',
        locationCount: 0,
      },
    ]);
  });

  it('pages by name, ignoring case, by cursor to the end', async () => {
    const names = Array.from({ length: 12 }, (_, index) =>
      index % 2 === 0
        ? `paging fleet ${String(index).padStart(3, '0')}`
        : `Paging Fleet ${String(index).padStart(3, '0')}`,
    );
    for (const name of [...names].reverse()) await seedCompany(name, { locations: 1 });

    const pages = await walk('?q=PAGING%20FLEET&limit=5');

    expect(pages.map((one) => one.companies.length)).toEqual([5, 5, 2]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(namesOf(pages)).toEqual(names);
    expect(pages.flat().every((one) => one.companies.every((c) => c.locationCount === 1))).toBe(
      true,
    );
  });

  it('orders equal names by id, and the newest first with the newest order', async () => {
    const twins = [await seedCompany('Twin Name Air'), await seedCompany('twin name air')];
    await seedCompany('Twin Name Old', { createdAt: new Date('2020-01-01T00:00:00Z') });
    await seedCompany('Twin Name New', { createdAt: new Date('2030-01-01T00:00:00Z') });

    const { companies } = await page('?q=twin%20name%20air');

    expect(companies.map((company) => company.id)).toEqual(twins.map((twin) => twin.id).sort());
    const newest = namesOf(await walk('?q=twin%20name&sort=newest&limit=1'));
    expect(newest[0]).toBe('Twin Name New');
    expect(newest.at(-1)).toBe('Twin Name Old');
    expect(newest).toHaveLength(4);
  });

  it('keeps the companies with locations, or those without any', async () => {
    await seedCompany('Filter Located One', { locations: 2 });
    await seedCompany('Filter Located Two', { locations: 1 });
    await seedCompany('Filter Unlocated');

    expect(namesOf(await walk('?q=filter%20&locations=with'))).toEqual([
      'Filter Located One',
      'Filter Located Two',
    ]);
    expect(namesOf(await walk('?q=filter%20&locations=without'))).toEqual(['Filter Unlocated']);
    expect(namesOf(await walk('?q=filter%20'))).toHaveLength(3);
  });

  it('matches % and _ as themselves, anywhere in the name', async () => {
    await seedCompany('Fifty%Freight Co');
    await seedCompany('Fifty Percent Freight');
    await seedCompany('Under_score Lodge');
    await seedCompany('UnderXscore Lodge');

    const percent = await page('?q=fifty%25freight');
    const underscore = await page('?q=under_score');

    expect(percent.companies.map((company) => company.name)).toEqual(['Fifty%Freight Co']);
    expect(underscore.companies.map((company) => company.name)).toEqual(['Under_score Lodge']);
  });

  it('answers 400 to a bad limit, order, filter or cursor, a long search and unknown parameters', async () => {
    const lists = messages.lists;
    const cases = [
      { query: '?limit=0', field: 'limit', message: lists.invalidLimit(100) },
      { query: `?q=${'x'.repeat(101)}`, field: 'q', message: lists.searchTooLong(100) },
      { query: '?sort=website', field: 'sort', message: lists.invalidSort },
      { query: '?locations=some', field: 'locations', message: lists.invalidLocationsFilter },
      { query: '?cursor=bm90LWpzb24', field: 'cursor', message: lists.invalidCursor },
      { query: '?page=2', field: 'page', message: expect.any(String) },
    ];
    for (const { query, field, message } of cases) {
      const response = await asAdmin(`/admin/companies${query}`);
      expect(response.status, query).toBe(400);
      expect((await problemOf(response)).errors).toEqual([{ field, message }]);
    }
  });
});

describe('GET /admin/companies/{id}', () => {
  it('answers any company with its locations, oldest first', async () => {
    const owner = crypto.randomUUID();
    const token = tokenFor(service.issuer, owner);
    const registered = (await (
      await call(service.url, '/companies/me', {
        method: 'PUT',
        token,
        body: { ...registration, companyName: 'Details Clinic' },
      })
    ).json()) as { company: { id: string }; locationId: string };
    const added = (await (
      await call(service.url, '/companies/me/locations', { method: 'POST', token, body: anchorage })
    ).json()) as { id: string };

    const response = await asAdmin(`/admin/companies/${registered.company.id}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      company: expect.objectContaining({
        id: registered.company.id,
        name: 'Details Clinic',
        locationCount: 2,
      }),
      locations: [
        { id: registered.locationId, ...bethel },
        { id: added.id, ...anchorage },
      ],
    });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await asAdmin(`/admin/companies/${crypto.randomUUID()}`);

    expect(response.status).toBe(404);
    expect(await problemOf(response)).toMatchObject({
      code: 'not_found',
      detail: 'Company not found',
    });
  });

  it('answers 400 for a malformed id', async () => {
    const response = await asAdmin('/admin/companies/not-a-uuid');

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'id', message: 'Company id must be a UUID' },
    ]);
  });
});
