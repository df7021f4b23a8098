import type { Problem } from '@rha/contracts';
import type { Company } from '@rha/contracts/clients';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressMessages } from '@rha/contracts/address-check';
import {
  anchorage,
  call,
  registration,
  startCompanyService,
  tokenFor,
  type CompanyService,
  type Role,
} from './support.js';

let service: CompanyService;

beforeAll(async () => {
  service = await startCompanyService('company_companies');
});

afterAll(async () => {
  await service?.stop();
});

function newUser(roles: Role[] = ['company']) {
  const sub = crypto.randomUUID();
  return { sub, token: tokenFor(service.issuer, sub, roles) };
}

function register(token: string, body: unknown = registration) {
  return call(service.url, '/companies/me', { method: 'PUT', token, body });
}

async function storedFor(sub: string) {
  const companies = await service.testDb.db('companies').where({ owner_keycloak_id: sub });
  const locations = await service.testDb.db('locations').whereIn(
    'company_id',
    companies.map((company: { id: string }) => company.id),
  );
  return { companies, locations };
}

async function problemOf(response: Response): Promise<Problem> {
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

describe('access to /companies/me', () => {
  it('answers 401 without a token', async () => {
    const responses = await Promise.all([
      call(service.url, '/companies/me'),
      call(service.url, '/companies/me', { method: 'PUT', body: registration }),
      call(service.url, '/companies/me/locations'),
    ]);

    for (const response of responses) {
      expect(response.status).toBe(401);
      expect((await problemOf(response)).code).toBe('unauthorized');
    }
  });

  it('answers 403 to technicians and admins and stores nothing', async () => {
    for (const role of ['technician', 'admin'] as const) {
      const { sub, token } = newUser([role]);

      const put = await register(token);
      const get = await call(service.url, '/companies/me/locations', { token });

      expect(put.status).toBe(403);
      expect((await problemOf(put)).code).toBe('forbidden');
      expect(get.status).toBe(403);
      expect((await storedFor(sub)).companies).toHaveLength(0);
    }
  });

  it('lets a fresh registrant without a product role create their company', async () => {
    const { token } = newUser([]);

    const response = await register(token);

    expect(response.status).toBe(200);
  });

  it('refuses a registrant everything but that registration, and stores nothing', async () => {
    const { sub, token } = newUser([]);
    const profileSave = { companyName: 'Kuskokwim Clinic', location: anchorage };

    const responses = await Promise.all([
      call(service.url, '/companies/me', { token }),
      call(service.url, '/companies/me', {
        method: 'PATCH',
        token,
        body: { companyName: 'Kuskokwim Clinic' },
      }),
      call(service.url, '/companies/me/profile', { method: 'PUT', token, body: profileSave }),
      call(service.url, '/companies/me/locations', { token }),
      call(service.url, '/companies/me/locations', { method: 'POST', token, body: anchorage }),
      call(service.url, `/companies/me/locations/${crypto.randomUUID()}`, { token }),
      call(service.url, '/addresses/check', { method: 'POST', token, body: anchorage }),
    ]);

    for (const response of responses) {
      expect(response.status).toBe(403);
      expect(await problemOf(response)).toMatchObject({
        code: 'forbidden',
        detail: 'This account has not finished signing up. This needs the company role.',
      });
    }
    expect(await storedFor(sub)).toEqual({ companies: [], locations: [] });
  });
});

describe('PUT /companies/me', () => {
  it('creates the company with its first location', async () => {
    const { sub, token } = newUser();

    const response = await register(token);

    expect(response.status).toBe(200);
    const body = (await response.json()) as { company: Company; locationId: string };
    expect(body.company).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      companyName: 'Kuskokwim Clinic',
      website: 'https://kuskokwim.example.com',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const stored = await storedFor(sub);
    expect(stored.locations).toEqual([
      expect.objectContaining({
        id: body.locationId,
        address: registration.location.address,
        city: 'Bethel',
        state: 'Alaska',
        zip_code: '99559',
      }),
    ]);
  });

  it('run twice creates one company and one location and returns them both times', async () => {
    const { sub, token } = newUser();

    const first = (await (await register(token)).json()) as {
      company: Company;
      locationId: string;
    };
    const again = await register(token, { ...registration, companyName: 'Another Name' });

    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    const stored = await storedFor(sub);
    expect(stored.companies).toHaveLength(1);
    expect(stored.locations).toHaveLength(1);
  });

  it('creates one company when calls arrive concurrently', async () => {
    const { sub, token } = newUser();

    const responses = await Promise.all(Array.from({ length: 6 }, () => register(token)));

    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));
    const stored = await storedFor(sub);
    expect(stored.companies).toHaveLength(1);
    expect(stored.locations).toHaveLength(1);
  });

  it('rejects a ZIP code of another state with a field error and stores nothing', async () => {
    const { sub, token } = newUser();

    const response = await register(token, {
      ...registration,
      location: { ...anchorage, zipCode: '10001' },
    });

    expect(response.status).toBe(400);
    const problem = await problemOf(response);
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors).toEqual([
      { field: 'location.zipCode', message: addressMessages.zipCodeOtherState },
    ]);
    expect((await storedFor(sub)).companies).toHaveLength(0);
  });

  it('rejects an Alaska city that does not match the ZIP code and stores nothing', async () => {
    const { sub, token } = newUser();

    const response = await register(token, {
      ...registration,
      location: { ...anchorage, city: 'Nome' },
    });

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'location.city', message: addressMessages.cityNotServed },
    ]);
    expect((await storedFor(sub)).companies).toHaveLength(0);
  });

  it("answers a one-letter company name with 'Company name is required'", async () => {
    const { sub, token } = newUser();

    const response = await register(token, { ...registration, companyName: 'K' });

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'companyName', message: 'Company name is required' },
    ]);
    expect((await storedFor(sub)).companies).toHaveLength(0);
  });

  it('rejects an invalid website URL', async () => {
    const { token } = newUser();

    const response = await register(token, { ...registration, website: 'not a url' });

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'website', message: 'Please enter a valid website URL' },
    ]);
  });

  it('rejects unknown fields, also inside the location', async () => {
    const { sub, token } = newUser();

    const response = await register(token, {
      ...registration,
      ownerKeycloakId: 'someone-else',
      location: { ...registration.location, companyId: 'x' },
    });

    expect(response.status).toBe(400);
    const fields = (await problemOf(response)).errors?.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['ownerKeycloakId', 'location.companyId']));
    expect((await storedFor(sub)).companies).toHaveLength(0);
  });

  it('answers an oversized body with 413', async () => {
    const { sub, token } = newUser();

    const response = await call(service.url, '/companies/me', {
      method: 'PUT',
      token,
      rawBody: JSON.stringify({ ...registration, companyName: 'x'.repeat(20_000) }),
    });

    expect(response.status).toBe(413);
    expect((await problemOf(response)).code).toBe('payload_too_large');
    expect((await storedFor(sub)).companies).toHaveLength(0);
  });
});

describe('GET and PATCH /companies/me', () => {
  it('answers 404 before the caller has a company', async () => {
    const { token } = newUser();

    const get = await call(service.url, '/companies/me', { token });
    const patch = await call(service.url, '/companies/me', {
      method: 'PATCH',
      token,
      body: { companyName: 'Kuskokwim Clinic' },
    });

    expect(get.status).toBe(404);
    expect(patch.status).toBe(404);
  });

  it("reads and changes the caller's own company; an empty website removes it", async () => {
    const { token } = newUser();
    await register(token);

    const patch = await call(service.url, '/companies/me', {
      method: 'PATCH',
      token,
      body: { companyName: 'Bethel Native Clinic', website: '' },
    });
    const get = await call(service.url, '/companies/me', { token });

    expect(patch.status).toBe(200);
    expect(await get.json()).toMatchObject({ companyName: 'Bethel Native Clinic', website: null });
  });

  it('never shows one company to another', async () => {
    const a = newUser();
    const b = newUser();
    await register(a.token);
    await register(b.token, { ...registration, companyName: 'Nome Freight' });

    const company = (await (
      await call(service.url, '/companies/me', { token: b.token })
    ).json()) as Company;

    expect(company.companyName).toBe('Nome Freight');
  });

  it('refuses a short name and a bad website without changing anything', async () => {
    const { token } = newUser();
    await register(token);

    const response = await call(service.url, '/companies/me', {
      method: 'PATCH',
      token,
      body: { companyName: ' ', website: 'ftp://files.example.com' },
    });
    const company = (await (await call(service.url, '/companies/me', { token })).json()) as Company;

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'companyName', message: 'Company name is required' },
      { field: 'website', message: 'Please enter a valid website URL' },
    ]);
    expect(company.companyName).toBe('Kuskokwim Clinic');
  });
});

describe('PUT /companies/me/profile', () => {
  const save = {
    companyName: 'Kuskokwim Clinic',
    website: 'https://kuskokwim.example.com',
    location: anchorage,
  };

  it('creates the company for a company user who never signed up through the form', async () => {
    const { sub, token } = newUser();

    const response = await call(service.url, '/companies/me/profile', {
      method: 'PUT',
      token,
      body: save,
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      company: { companyName: 'Kuskokwim Clinic' },
      location: { city: 'Anchorage', state: 'Alaska', zipCode: '99501' },
    });
    expect((await storedFor(sub)).locations).toHaveLength(1);
  });

  it("changes the name and the company's first location together", async () => {
    const { sub, token } = newUser();
    const { locationId } = (await (await register(token)).json()) as { locationId: string };

    const response = await call(service.url, '/companies/me/profile', {
      method: 'PUT',
      token,
      body: { ...save, companyName: 'Anchorage Clinic' },
    });

    expect(response.status).toBe(200);
    const stored = await storedFor(sub);
    expect(stored.companies[0]).toMatchObject({ company_name: 'Anchorage Clinic' });
    expect(stored.locations).toEqual([
      expect.objectContaining({ id: locationId, city: 'Anchorage', zip_code: '99501' }),
    ]);
  });

  it('changes nothing when the address check fails', async () => {
    const { sub, token } = newUser();
    await register(token);

    const response = await call(service.url, '/companies/me/profile', {
      method: 'PUT',
      token,
      body: { ...save, companyName: 'Renamed', location: { ...anchorage, zipCode: '90210' } },
    });

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'location.zipCode', message: addressMessages.zipCodeOtherState },
    ]);
    const stored = await storedFor(sub);
    expect(stored.companies[0]).toMatchObject({ company_name: 'Kuskokwim Clinic' });
    expect(stored.locations[0]).toMatchObject({ city: 'Bethel' });
  });

  it('answers 404 for a location id of another company and leaves it alone', async () => {
    const a = newUser();
    const b = newUser();
    const { locationId } = (await (await register(a.token)).json()) as { locationId: string };
    await register(b.token);

    const response = await call(service.url, '/companies/me/profile', {
      method: 'PUT',
      token: b.token,
      body: { ...save, location: { ...anchorage, id: locationId } },
    });

    expect(response.status).toBe(404);
    expect((await storedFor(a.sub)).locations[0]).toMatchObject({ city: 'Bethel' });
  });
});
