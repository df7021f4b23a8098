import type { CompanyLocation, Problem, User } from '@rha/contracts';
import type { RunningService } from '@rha/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff } from './support/bff.js';
import { closedPort } from './support/closed-port.js';
import {
  anchorage,
  api,
  panelSaveFor,
  startStack,
  subjectOf,
  tokenFor,
  type Stack,
} from './support/stack.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack('bff_profile');
});

afterAll(async () => {
  await stack?.stop();
});

function call(path: string, options: Parameters<typeof api>[2] = {}) {
  return api(stack.bff.url, path, options);
}

function saveProfile(token: string, changes: Record<string, unknown> = {}) {
  return call('/api/profile', {
    method: 'PATCH',
    token,
    body: { ...panelSaveFor(subjectOf(token)), ...changes },
  });
}

async function userOf(token: string): Promise<User> {
  const response = await call('/api/user?bypassCache=true&t=1732200000000', { token });
  expect(response.status).toBe(200);
  return (await response.json()) as User;
}

describe('PATCH /api/profile (company)', () => {
  it('saves company, location and contact details and answers with the refreshed user', async () => {
    const sub = crypto.randomUUID();
    const token = tokenFor(stack.issuer, sub);

    const response = await saveProfile(token);

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      keycloakId: sub,
      // A new address waits for its confirmation link; the current one stays until then.
      email: `${sub}@example.com`,
      pendingEmail: `office-${sub}@kuskokwim.example.com`,
      phone: '9075550199',
      city: 'Bethel',
      state: 'Alaska',
      zipCode: '99559',
    });
    const company = await stack.companyDb.db('companies').where({ owner_keycloak_id: sub });
    expect(company).toEqual([expect.objectContaining({ company_name: 'Kuskokwim Clinic' })]);
  });

  it('changes the named location when saved again, never adding one', async () => {
    const token = tokenFor(stack.issuer, crypto.randomUUID());
    await saveProfile(token);
    const [first] = (await (await call('/api/location', { token })).json()) as CompanyLocation[];

    const response = await saveProfile(token, { ...anchorage, locationId: first?.id });

    expect(response.status).toBe(200);
    const locations = (await (await call('/api/location', { token })).json()) as CompanyLocation[];
    expect(locations).toEqual([expect.objectContaining({ id: first?.id, city: 'Anchorage' })]);
  });

  it('names the panel fields in address errors and stores nothing anywhere', async () => {
    const sub = crypto.randomUUID();
    const token = tokenFor(stack.issuer, sub);

    const response = await saveProfile(token, { zipCode: '10001' });

    expect(response.status).toBe(400);
    expect(((await response.json()) as Problem).errors).toEqual([
      { field: 'zipCode', message: 'ZIP code does not belong to the selected state' },
    ]);
    expect(await stack.companyDb.db('companies').where({ owner_keycloak_id: sub })).toEqual([]);
    expect((await userOf(token)).phone).toBe('');
  });

  it("answers a one-letter company name with 'Company name is required'", async () => {
    const response = await saveProfile(tokenFor(stack.issuer, crypto.randomUUID()), {
      companyName: 'K',
    });

    expect(response.status).toBe(400);
    expect(((await response.json()) as Problem).errors).toEqual([
      { field: 'companyName', message: 'Company name is required' },
    ]);
  });

  it("answers 404 for another company's location id and leaves it alone", async () => {
    const a = tokenFor(stack.issuer, crypto.randomUUID());
    const b = tokenFor(stack.issuer, crypto.randomUUID());
    await saveProfile(a);
    const [aFirst] = (await (
      await call('/api/location', { token: a })
    ).json()) as CompanyLocation[];

    const response = await saveProfile(b, { ...anchorage, locationId: aFirst?.id });

    expect(response.status).toBe(404);
    expect((await userOf(a)).city).toBe('Bethel');
  });
});

describe('GET /api/user for a company user', () => {
  it("carries the city, state and ZIP code of the company's first location", async () => {
    const token = tokenFor(stack.issuer, crypto.randomUUID());
    await saveProfile(token);
    await call('/api/location', { method: 'POST', token, body: anchorage });

    const user = await userOf(token);

    expect(user).toMatchObject({
      userType: 'company',
      city: 'Bethel',
      state: 'Alaska',
      zipCode: '99559',
    });
  });

  it('has null location fields before the company exists', async () => {
    const user = await userOf(tokenFor(stack.issuer, crypto.randomUUID()));

    expect(user).toMatchObject({ city: null, state: null, zipCode: null });
  });

  it('holds no location for a technician', async () => {
    const user = await userOf(tokenFor(stack.issuer, crypto.randomUUID(), ['technician']));

    expect(user).toMatchObject({ userType: 'technician', city: null });
  });
});

describe('with the company service down', () => {
  let bff: RunningService;

  beforeAll(async () => {
    bff = await startBff({
      KEYCLOAK_URL: new URL(stack.issuer.issuer).origin,
      IDENTITY_URL: stack.identity.url,
      COMPANY_URL: `http://127.0.0.1:${await closedPort()}`,
    });
  });

  afterAll(async () => {
    await bff?.stop();
  });

  it('still serves GET /api/user, without location fields', async () => {
    const response = await api(bff.url, '/api/user', {
      token: tokenFor(stack.issuer, crypto.randomUUID()),
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ userType: 'company', city: null });
  });

  it('answers the location calls with 502 upstream_failed', async () => {
    const response = await api(bff.url, '/api/location', {
      token: tokenFor(stack.issuer, crypto.randomUUID()),
    });

    expect(response.status).toBe(502);
    expect(((await response.json()) as Problem).code).toBe('upstream_failed');
  });
});
