import type { CompanyLocation, Problem } from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anchorage,
  api,
  bethel,
  panelSave,
  panelSaveFor,
  subjectOf,
  startStack,
  tokenFor,
  type Stack,
  type Role,
} from './support/stack.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack('bff_locations');
});

afterAll(async () => {
  await stack?.stop();
});

function call(path: string, options: Parameters<typeof api>[2] = {}) {
  return api(stack.bff.url, path, options);
}

function userToken(roles: Role[] = ['company']) {
  return tokenFor(stack.issuer, crypto.randomUUID(), roles);
}

/** A company user whose profile panel was saved once: a company with Bethel as first location. */
async function companyWithProfile(): Promise<{ token: string; firstId: string }> {
  const token = userToken();
  const saved = await call('/api/profile', {
    method: 'PATCH',
    token,
    body: panelSaveFor(subjectOf(token)),
  });
  expect(saved.status).toBe(200);
  const [first] = (await (await call('/api/location', { token })).json()) as CompanyLocation[];
  return { token, firstId: first?.id ?? '' };
}

async function listOf(token: string): Promise<CompanyLocation[]> {
  return (await (await call('/api/location', { token })).json()) as CompanyLocation[];
}

async function problemOf(response: Response): Promise<Problem> {
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

describe('company endpoints: who may call', () => {
  it('answer 401 without a token', async () => {
    const responses = await Promise.all([
      call('/api/location'),
      call('/api/location', { method: 'POST', body: anchorage }),
      call('/api/companies/me'),
      call('/api/companies/updateCompany', { method: 'POST', body: { companyName: 'Nome' } }),
      call('/api/profile', { method: 'PATCH', body: panelSave }),
      call('/api/address/check', { method: 'POST', body: anchorage }),
    ]);

    for (const response of responses) {
      expect(response.status).toBe(401);
      expect((await problemOf(response)).code).toBe('unauthorized');
    }
  });

  it('answer 403 to technicians and admins', async () => {
    for (const role of ['technician', 'admin'] as const) {
      const token = userToken([role]);
      const responses = await Promise.all([
        call('/api/companies/updateCompany', {
          method: 'POST',
          token,
          body: { companyName: 'Nome Freight' },
        }),
        call('/api/companies/me', { token }),
        call('/api/address/check', { method: 'POST', token, body: anchorage }),
      ]);

      expect(responses.map((response) => response.status)).toEqual([403, 403, 403]);
    }
  });

  it('answer 403 to admins on /api/location, which holds no admin variant', async () => {
    const token = userToken(['admin']);
    const responses = await Promise.all([
      call('/api/location', { token }),
      call('/api/location', { method: 'POST', token, body: anchorage }),
      call('/api/location', { method: 'PATCH', token, body: { id: crypto.randomUUID() } }),
      call(`/api/location?id=${crypto.randomUUID()}`, { method: 'DELETE', token }),
    ]);

    expect(responses.map((response) => response.status)).toEqual([403, 403, 403, 403]);
  });

  it('answer 403 to an account that has not finished signing up, saying so', async () => {
    const sub = crypto.randomUUID();
    const token = tokenFor(stack.issuer, sub, []);
    const responses = await Promise.all([
      call('/api/location', { token }),
      call('/api/location', { method: 'POST', token, body: anchorage }),
      call('/api/profile', { method: 'PATCH', token, body: panelSave }),
      call('/api/companies/me', { token }),
      call('/api/companies/updateCompany', {
        method: 'POST',
        token,
        body: { companyName: 'Nome' },
      }),
      call('/api/address/check', { method: 'POST', token, body: anchorage }),
    ]);

    for (const response of responses) {
      expect(response.status).toBe(403);
      expect((await problemOf(response)).detail).toMatch(
        /^This account has not finished signing up\. /,
      );
    }
    expect(await stack.companyDb.db('companies').where({ owner_keycloak_id: sub })).toEqual([]);
  });
});

describe('/api/location', () => {
  it('adds a location (returning its id), lists, updates and deletes it', async () => {
    const { token, firstId } = await companyWithProfile();

    const added = await call('/api/location', { method: 'POST', token, body: anchorage });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: string };
    expect((await listOf(token)).map((location) => location.id)).toEqual([firstId, id]);

    const updated = await call('/api/location', {
      method: 'PATCH',
      token,
      body: { id, address: '1 Airport Way' },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ id, address: '1 Airport Way', city: 'Anchorage' });

    const deleted = await call(`/api/location?id=${id}`, { method: 'DELETE', token });
    expect(deleted.status).toBe(204);
    expect((await listOf(token)).map((location) => location.id)).toEqual([firstId]);
  });

  it('answers 404 to adding a location before the company exists', async () => {
    const response = await call('/api/location', {
      method: 'POST',
      token: userToken(),
      body: anchorage,
    });

    expect(response.status).toBe(404);
  });

  it("never reads, changes or deletes another company's location", async () => {
    const a = await companyWithProfile();
    const b = await companyWithProfile();

    const patch = await call('/api/location', {
      method: 'PATCH',
      token: b.token,
      body: { id: a.firstId, address: 'Taken over' },
    });
    const remove = await call(`/api/location?id=${a.firstId}`, {
      method: 'DELETE',
      token: b.token,
    });

    expect(patch.status).toBe(404);
    expect(remove.status).toBe(404);
    expect((await listOf(b.token)).map((location) => location.id)).toEqual([b.firstId]);
    expect(await listOf(a.token)).toEqual([
      expect.objectContaining({ id: a.firstId, address: bethel.address }),
    ]);
  });

  it('rejects a ZIP code of another state with a field error and stores nothing', async () => {
    const { token } = await companyWithProfile();

    const response = await call('/api/location', {
      method: 'POST',
      token,
      body: { ...anchorage, zipCode: '10001' },
    });

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'zipCode', message: 'ZIP code does not belong to the selected state' },
    ]);
    expect(await listOf(token)).toHaveLength(1);
  });

  it('rejects an Alaska city that does not match the ZIP code', async () => {
    const { token, firstId } = await companyWithProfile();

    const response = await call('/api/location', {
      method: 'PATCH',
      token,
      body: { id: firstId, city: 'Nome' },
    });

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'city', message: 'Village/City does not match the ZIP code' },
    ]);
    expect((await listOf(token))[0]).toMatchObject({ city: 'Bethel' });
  });

  it('refuses a duplicate location with 409', async () => {
    const { token } = await companyWithProfile();

    const response = await call('/api/location', { method: 'POST', token, body: bethel });

    expect(response.status).toBe(409);
    expect((await problemOf(response)).code).toBe('location_exists');
  });

  it('rejects unknown fields and a missing id, with the spec messages for the rest', async () => {
    const { token } = await companyWithProfile();

    const unknown = await call('/api/location', {
      method: 'POST',
      token,
      body: { ...anchorage, companyId: 'someone-else' },
    });
    const noId = await call('/api/location', { method: 'PATCH', token, body: { city: 'Nome' } });
    const noDeleteId = await call('/api/location', { method: 'DELETE', token });
    const empty = await call('/api/location', {
      method: 'POST',
      token,
      body: { city: '', state: '', zipCode: '' },
    });

    expect(unknown.status).toBe(400);
    expect((await problemOf(unknown)).errors?.map((error) => error.field)).toEqual(['companyId']);
    expect(noId.status).toBe(400);
    expect((await problemOf(noId)).errors?.map((error) => error.field)).toEqual(['id']);
    expect(noDeleteId.status).toBe(400);
    expect((await problemOf(empty)).errors).toEqual([
      { field: 'city', message: 'City is required' },
      { field: 'state', message: 'State is required' },
      { field: 'zipCode', message: 'ZIP code is required' },
    ]);
    expect(await listOf(token)).toHaveLength(1);
  });

  it('answers an oversized body with 413', async () => {
    const response = await call('/api/location', {
      method: 'POST',
      token: userToken(),
      rawBody: JSON.stringify({ ...anchorage, address: 'x'.repeat(200_000) }),
    });

    expect(response.status).toBe(413);
    expect((await problemOf(response)).code).toBe('payload_too_large');
  });
});

describe('GET /api/companies/me', () => {
  it("answers the company's name and website for the profile panel", async () => {
    const { token } = await companyWithProfile();

    const response = await call('/api/companies/me', { token });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      companyName: panelSave.companyName,
      website: panelSave.website,
    });
  });

  it('answers 404 before the company exists', async () => {
    const response = await call('/api/companies/me', { token: userToken() });

    expect(response.status).toBe(404);
  });
});

describe('POST /api/companies/updateCompany', () => {
  it("changes the company's name and website", async () => {
    const { token } = await companyWithProfile();

    const response = await call('/api/companies/updateCompany', {
      method: 'POST',
      token,
      body: { companyName: 'Bethel Native Clinic', website: 'https://bethel.example.org' },
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      companyName: 'Bethel Native Clinic',
      website: 'https://bethel.example.org',
    });
  });

  it("answers a one-letter name with 'Company name is required' and an invalid website", async () => {
    const { token } = await companyWithProfile();

    const response = await call('/api/companies/updateCompany', {
      method: 'POST',
      token,
      body: { companyName: 'K', website: 'kuskokwim' },
    });

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'companyName', message: 'Company name is required' },
      { field: 'website', message: 'Please enter a valid website URL' },
    ]);
  });

  it('answers 404 before the company exists', async () => {
    const response = await call('/api/companies/updateCompany', {
      method: 'POST',
      token: userToken(),
      body: { companyName: 'Nome Freight' },
    });

    expect(response.status).toBe(404);
  });
});

describe('POST /api/address/check', () => {
  it('answers valid for a matching address and names the failing field otherwise', async () => {
    const token = userToken();

    const valid = await call('/api/address/check', { method: 'POST', token, body: anchorage });
    const invalid = await call('/api/address/check', {
      method: 'POST',
      token,
      body: { ...anchorage, zipCode: '99559' },
    });

    expect(valid.status).toBe(200);
    expect(await valid.json()).toEqual({ valid: true, errors: [] });
    expect(invalid.status).toBe(200);
    expect(await invalid.json()).toEqual({
      valid: false,
      errors: [{ field: 'city', message: 'Village/City does not match the ZIP code' }],
    });
  });
});
