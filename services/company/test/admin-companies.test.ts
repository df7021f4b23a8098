import { ADMIN_PAGE_SIZE, type AdminCompanyListEntry, type Problem } from '@rha/contracts';
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
  page: number;
  pageSize: number;
  total: number;
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

describe('who may call /admin/companies', () => {
  const paths = () => [
    '/admin/companies',
    '/admin/companies?search=clinic&page=1',
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

    const { companies, total } = await page('?search=nunivak%20registered');

    expect(total).toBe(1);
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

    const { companies } = await page('?search=unknown%20owner');

    expect(companies).toMatchObject([
      {
        name: 'Unknown Owner Outfitters',
        contact: { fullName: '', email: '', phone: '' },
        website: '',
        locationCount: 0,
      },
    ]);
  });

  it('pages by name, ignoring case, 50 a page, with the total of all matches', async () => {
    const names = Array.from({ length: ADMIN_PAGE_SIZE + 5 }, (_, index) =>
      index % 2 === 0
        ? `paging fleet ${String(index).padStart(3, '0')}`
        : `Paging Fleet ${String(index).padStart(3, '0')}`,
    );
    for (const name of [...names].reverse()) await seedCompany(name, { locations: 1 });

    const first = await page('?search=PAGING%20FLEET');
    const second = await page('?search=paging%20fleet&page=2');
    const beyond = await page('?search=paging%20fleet&page=3');

    expect(first).toMatchObject({ page: 1, pageSize: ADMIN_PAGE_SIZE, total: names.length });
    expect(first.companies.map((company) => company.name)).toEqual(names.slice(0, ADMIN_PAGE_SIZE));
    expect(second.companies.map((company) => company.name)).toEqual(names.slice(ADMIN_PAGE_SIZE));
    expect(first.companies.every((company) => company.locationCount === 1)).toBe(true);
    expect(beyond).toEqual({
      companies: [],
      page: 3,
      pageSize: ADMIN_PAGE_SIZE,
      total: names.length,
    });
  });

  it('orders equal names by id and lists every company without a search', async () => {
    const twins = [await seedCompany('Twin Name Air'), await seedCompany('twin name air')];

    const { companies } = await page('?search=twin%20name');
    const all = await page('');

    expect(companies.map((company) => company.id)).toEqual(twins.map((twin) => twin.id).sort());
    expect(all.total).toBe(Number((await service.testDb.db('companies').count({ n: '*' }))[0]?.n));
  });

  it('matches % and _ as themselves, anywhere in the name', async () => {
    await seedCompany('Fifty%Freight Co');
    await seedCompany('Fifty Percent Freight');
    await seedCompany('Under_score Lodge');
    await seedCompany('UnderXscore Lodge');

    const percent = await page('?search=fifty%25freight');
    const underscore = await page('?search=under_score');

    expect(percent.companies.map((company) => company.name)).toEqual(['Fifty%Freight Co']);
    expect(underscore.companies.map((company) => company.name)).toEqual(['Under_score Lodge']);
  });

  it('answers 400 to a bad page, a long search and unknown parameters', async () => {
    for (const query of ['?page=0', '?page=two', `?search=${'x'.repeat(101)}`, '?sort=name']) {
      const response = await asAdmin(`/admin/companies${query}`);
      expect(response.status).toBe(400);
      expect((await problemOf(response)).code).toBe('validation_failed');
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
