import type { Problem, TechnicianLocation, User } from '@rha/contracts';
import type { RunningService } from '@rha/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff } from './support/bff.js';
import { closedPort } from './support/closed-port.js';
import { anchorage, api, startStack, tokenFor, type Role, type Stack } from './support/stack.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack('bff_tech_location');
});

afterAll(async () => {
  await stack?.stop();
});

function call(path: string, options: Parameters<typeof api>[2] = {}) {
  return api(stack.bff.url, path, options);
}

function userToken(roles: Role[] = ['technician'], sub: string = crypto.randomUUID()) {
  return tokenFor(stack.issuer, sub, roles);
}

const kotzebue = { city: 'Kotzebue', state: 'Alaska', zipCode: '99752' };

async function locationOf(token: string): Promise<TechnicianLocation | null> {
  const response = await call('/api/location', { token });
  expect(response.status).toBe(200);
  return ((await response.json()) as { location: TechnicianLocation | null }).location;
}

async function userOf(token: string): Promise<User> {
  const response = await call(`/api/user?t=${Date.now()}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as User;
}

async function problemOf(response: Response): Promise<Problem> {
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

async function expectFieldErrors(
  response: Response,
  errors: { field: string; message: string }[],
): Promise<void> {
  expect(response.status).toBe(400);
  expect((await problemOf(response)).errors).toEqual(errors);
}

describe('/api/location for a technician', () => {
  it('adds, reads, changes and deletes the one service location as { location }', async () => {
    const token = userToken();
    expect(await locationOf(token)).toBeNull();

    const added = await call('/api/location', { method: 'POST', token, body: kotzebue });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ location: kotzebue });
    expect(await locationOf(token)).toEqual(kotzebue);

    const changed = await call('/api/location', {
      method: 'PATCH',
      token,
      body: { city: 'Noorvik', zipCode: '99763' },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({
      location: { city: 'Noorvik', state: 'Alaska', zipCode: '99763' },
    });

    const deleted = await call('/api/location', { method: 'DELETE', token });
    expect(deleted.status).toBe(204);
    expect(await locationOf(token)).toBeNull();
  });

  it('refuses a second location with 409 and keeps the first', async () => {
    const token = userToken();
    await call('/api/location', { method: 'POST', token, body: kotzebue });

    const second = await call('/api/location', {
      method: 'POST',
      token,
      body: { ...kotzebue, city: 'Nome', zipCode: '99762' },
    });

    expect(second.status).toBe(409);
    expect((await problemOf(second)).code).toBe('location_exists');
    expect(await locationOf(token)).toEqual(kotzebue);
  });

  it('answers 404 to changing or deleting a location before there is one', async () => {
    const token = userToken();

    const changed = await call('/api/location', { method: 'PATCH', token, body: kotzebue });
    const deleted = await call('/api/location', { method: 'DELETE', token });

    expect([changed.status, deleted.status]).toEqual([404, 404]);
    expect(await locationOf(token)).toBeNull();
  });

  it("never reads, changes or deletes another technician's location", async () => {
    const owner = userToken();
    const other = userToken();
    await call('/api/location', { method: 'POST', token: owner, body: kotzebue });

    const seen = await locationOf(other);
    const changed = await call('/api/location', {
      method: 'PATCH',
      token: other,
      body: { city: 'Taken' },
    });
    const deleted = await call('/api/location', { method: 'DELETE', token: other });

    expect(seen).toBeNull();
    expect([changed.status, deleted.status]).toEqual([404, 404]);
    expect(await locationOf(owner)).toEqual(kotzebue);
  });

  it("answers each bad field with the spec's message and stores nothing", async () => {
    const token = userToken();

    await expectFieldErrors(
      await call('/api/location', {
        method: 'POST',
        token,
        body: { city: 'K', state: 'A', zipCode: '9975' },
      }),
      [
        { field: 'city', message: 'Home Community is required' },
        { field: 'state', message: 'State is required' },
        { field: 'zipCode', message: 'ZIP code is required' },
      ],
    );
    await expectFieldErrors(
      await call('/api/location', {
        method: 'POST',
        token,
        body: { ...kotzebue, state: 'Texas' },
      }),
      [{ field: 'state', message: 'Technicians must be based in Alaska' }],
    );
    const companyShaped = await call('/api/location', { method: 'POST', token, body: anchorage });
    const namedDelete = await call(`/api/location?id=${crypto.randomUUID()}`, {
      method: 'DELETE',
      token,
    });

    expect((await problemOf(companyShaped)).errors?.map((error) => error.field)).toEqual([
      'address',
    ]);
    expect((await problemOf(namedDelete)).errors?.map((error) => error.field)).toEqual(['id']);
    expect(await locationOf(token)).toBeNull();
    await call('/api/location', { method: 'POST', token, body: kotzebue });
    await expectFieldErrors(
      await call('/api/location', { method: 'PATCH', token, body: { zipCode: '997' } }),
      [{ field: 'zipCode', message: 'ZIP code is required' }],
    );
    expect(await locationOf(token)).toEqual(kotzebue);
  });
});

describe('GET /api/user for a technician', () => {
  it('carries the city, state and ZIP code of the service location', async () => {
    const token = userToken();
    expect(await userOf(token)).toMatchObject({
      userType: 'technician',
      city: null,
      state: null,
      zipCode: null,
    });

    await call('/api/location', { method: 'POST', token, body: kotzebue });

    expect(await userOf(token)).toMatchObject({ userType: 'technician', ...kotzebue });
  });
});

describe('PATCH /api/profile for a technician or an admin', () => {
  const contact = {
    fullName: 'Tanya Kotzebue',
    email: 'tanya@kotzebue.example.com',
    phone: '9075550123',
    userType: 'company',
  };

  it('saves name and phone, holds a new e-mail until confirmed and answers as GET /api/user does', async () => {
    const sub = crypto.randomUUID();
    const token = userToken(['technician'], sub);
    await call('/api/location', { method: 'POST', token, body: kotzebue });

    const response = await call('/api/profile', { method: 'PATCH', token, body: contact });

    expect(response.status).toBe(200);
    const saved = (await response.json()) as User;
    expect(saved).toMatchObject({
      keycloakId: sub,
      fullName: contact.fullName,
      email: `${sub}@example.com`,
      pendingEmail: contact.email,
      phone: contact.phone,
      userType: 'technician',
      ...kotzebue,
    });
    expect(await userOf(token)).toMatchObject({ ...contactOf(saved), pendingEmail: contact.email });

    const confirmed = await confirmEmail(token, await linkTokenFor(sub));

    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({
      email: contact.email,
      pendingEmail: null,
      ...kotzebue,
    });
    expect(await userOf(token)).toMatchObject({ email: contact.email, pendingEmail: null });
  });

  it('relays a used or unknown confirmation token as 404 and needs a signed-up caller', async () => {
    const sub = crypto.randomUUID();
    const token = userToken(['technician'], sub);
    await call('/api/profile', {
      method: 'PATCH',
      token,
      body: { ...contact, email: 'tanya.once@kotzebue.example.com' },
    });
    const link = await linkTokenFor(sub);
    expect((await confirmEmail(token, link)).status).toBe(200);

    const again = await confirmEmail(token, link);
    const unknown = await confirmEmail(userToken(), 'x'.repeat(43));

    expect(again.status).toBe(404);
    expect(await problemOf(again)).toMatchObject({ code: 'email_change_invalid' });
    expect(unknown.status).toBe(404);
    expect((await confirmEmail(undefined, link)).status).toBe(401);
    expect((await confirmEmail(tokenFor(stack.issuer, crypto.randomUUID(), []), link)).status).toBe(
      403,
    );
  });

  it("saves an admin's contact details", async () => {
    const token = userToken(['admin']);

    const response = await call('/api/profile', {
      method: 'PATCH',
      token,
      body: { ...contact, email: 'support@kotzebue.example.com' },
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      fullName: contact.fullName,
      userType: 'admin',
      city: null,
    });
  });

  it("refuses another account's address with 409 and keeps the technician's own", async () => {
    const admin = tokenFor(stack.issuer, crypto.randomUUID(), ['admin'], {
      email: 'dispatch@kotzebue.example.com',
    });
    await userOf(admin);
    const token = userToken();
    const before = await userOf(token);

    const response = await call('/api/profile', {
      method: 'PATCH',
      token,
      body: { ...contact, email: 'Dispatch@Kotzebue.example.com' },
    });

    expect(response.status).toBe(409);
    expect(await problemOf(response)).toMatchObject({
      code: 'email_taken',
      detail: 'This e-mail address belongs to another account.',
      errors: [{ field: 'email', message: 'This e-mail address belongs to another account.' }],
    });
    expect(await userOf(token)).toMatchObject(contactOf(before));
  });

  it("answers a short phone, a bad e-mail and unknown fields with the spec's messages", async () => {
    const token = userToken();
    const before = await userOf(token);

    await expectFieldErrors(
      await call('/api/profile', {
        method: 'PATCH',
        token,
        body: { ...contact, phone: '907555', email: 'tanya@' },
      }),
      [
        { field: 'email', message: 'Invalid email address' },
        { field: 'phone', message: 'Phone number must be at least 10 characters' },
      ],
    );
    const unknown = await call('/api/profile', {
      method: 'PATCH',
      token,
      body: { ...contact, companyName: 'Kotzebue Repairs' },
    });

    expect((await problemOf(unknown)).errors?.map((error) => error.field)).toEqual(['companyName']);
    expect(await userOf(token)).toMatchObject(contactOf(before));
  });
});

/** The token of the confirmation link identity asked notification to mail, read from its outbox. */
async function linkTokenFor(keycloakId: string): Promise<string> {
  const rows = (await stack.identityDb
    .db('outbox')
    .where({ type: 'identity.email-change.requested.v1' })
    .orderBy('created_at', 'desc')
    .select('envelope')) as { envelope: { data: { keycloakId: string; token: string } } }[];
  const row = rows.find(({ envelope }) => envelope.data.keycloakId === keycloakId);
  if (!row) throw new Error(`no e-mail change requested for ${keycloakId}`);
  return row.envelope.data.token;
}

function confirmEmail(token: string | undefined, linkToken: string) {
  return call('/api/profile/email-confirmation', {
    method: 'POST',
    ...(token ? { token } : {}),
    body: { token: linkToken },
  });
}

function contactOf({ fullName, email, phone, userType, city }: User) {
  return { fullName, email, phone, userType, city };
}

describe('technicians on company paths', () => {
  it('keep getting 403', async () => {
    const token = userToken();
    const responses = await Promise.all([
      call('/api/companies/me', { token }),
      call('/api/companies/updateCompany', {
        method: 'POST',
        token,
        body: { companyName: 'Kotzebue Repairs' },
      }),
      call('/api/service-request/company', { token }),
      call('/api/service-request/company', { method: 'POST', token, body: {} }),
      call('/api/address/check', { method: 'POST', token, body: anchorage }),
    ]);

    expect(responses.map((response) => response.status)).toEqual([403, 403, 403, 403, 403]);
  });
});

describe('anonymous callers', () => {
  it('get 401 on every technician path', async () => {
    const responses = await Promise.all([
      call('/api/location'),
      call('/api/location', { method: 'POST', body: kotzebue }),
      call('/api/location', { method: 'PATCH', body: kotzebue }),
      call('/api/location', { method: 'DELETE' }),
      call('/api/profile', { method: 'PATCH', body: { fullName: 'Tanya' } }),
      call('/api/technicians/metadata'),
      call('/api/technicians/metadata', { method: 'POST', body: {} }),
    ]);

    expect(responses.map((response) => response.status)).toEqual([
      401, 401, 401, 401, 401, 401, 401,
    ]);
  });
});

describe('with the technician service down', () => {
  let bff: RunningService;

  beforeAll(async () => {
    bff = await startBff({
      KEYCLOAK_URL: new URL(stack.issuer.issuer).origin,
      IDENTITY_URL: stack.identity.url,
      COMPANY_URL: stack.company.url,
      TECHNICIAN_URL: `http://127.0.0.1:${await closedPort()}`,
    });
  });

  afterAll(async () => {
    await bff?.stop();
  });

  it('still serves GET /api/user, without location fields', async () => {
    const response = await api(bff.url, '/api/user', { token: userToken() });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ userType: 'technician', city: null });
  });

  it('answers the location and metadata calls with 502 upstream_failed', async () => {
    const token = userToken();
    const responses = await Promise.all([
      api(bff.url, '/api/location', { token }),
      api(bff.url, '/api/technicians/metadata', { token }),
    ]);

    for (const response of responses) {
      expect(response.status).toBe(502);
      expect((await problemOf(response)).code).toBe('upstream_failed');
    }
  });
});
