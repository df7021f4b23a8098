import type { Problem, User } from '@rha/contracts';
import { configSchema as identityConfigSchema, start as startIdentity } from '@rha/identity';
import { createLogger, parseEnv, type RunningService } from '@rha/kit';
import { createTestDb, startTestIssuer, type TestDb, type TestIssuer } from '@rha/kit/testing';
import { configSchema as technicianConfigSchema, start as startTechnician } from '@rha/technician';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, testInternalApiToken } from './support/bff.js';

// identity runs without Keycloak admin credentials here: role assignment answers 503, so these
// tests cover the bff's paths, relays and the steps before the role. The whole completion, with
// the dev IdP's Admin REST API and the company service, is in deploy/test/signup.test.ts.

let testDb: TestDb;
let technicianDb: TestDb;
let issuer: TestIssuer;
let identity: RunningService;
let technician: RunningService;
let bff: RunningService;

beforeAll(async () => {
  testDb = await createTestDb('bff_signup');
  technicianDb = await createTestDb('bff_signup_technician');
  issuer = await startTestIssuer();
  const keycloakUrl = new URL(issuer.issuer).origin;
  const serviceEnv = (db: TestDb) => ({
    PORT: '0',
    DATABASE_URL: db.url,
    DATABASE_SCHEMA: db.schema,
    KEYCLOAK_URL: keycloakUrl,
    LOG_LEVEL: 'silent',
  });
  const identityConfig = parseEnv(identityConfigSchema, serviceEnv(testDb));
  if (!identityConfig.ok) throw new Error(JSON.stringify(identityConfig.problems));
  identity = await startIdentity(identityConfig.value, {
    logger: createLogger('identity', 'silent'),
  });
  const technicianConfig = parseEnv(technicianConfigSchema, {
    ...serviceEnv(technicianDb),
    INTERNAL_API_TOKEN: testInternalApiToken,
  });
  if (!technicianConfig.ok) throw new Error(JSON.stringify(technicianConfig.problems));
  technician = await startTechnician(technicianConfig.value, {
    logger: createLogger('technician', 'silent'),
  });
  // Port 9 (discard) refuses connections: the company service is down for these tests.
  bff = await startBff({
    KEYCLOAK_URL: keycloakUrl,
    IDENTITY_URL: identity.url,
    COMPANY_URL: 'http://127.0.0.1:9',
    TECHNICIAN_URL: technician.url,
  });
});

afterAll(async () => {
  await bff?.stop();
  await technician?.stop();
  await identity?.stop();
  await issuer?.close();
  await technicianDb?.drop();
  await testDb?.drop();
});

function technicianDraft(uuid: string = crypto.randomUUID()) {
  return {
    uuid,
    userType: 'technician',
    info: {
      name: 'Tanya Nome',
      city: 'Nome',
      state: 'Alaska',
      zipCode: '99762',
      phone: '9075550101',
      smsConsent: true,
    },
  };
}

function companyDraft(uuid: string = crypto.randomUUID()) {
  return {
    uuid,
    userType: 'company',
    info: {
      name: 'Sam Kuskokwim',
      companyName: 'Kuskokwim Fisheries',
      address: '100 Front Street',
      city: 'Bethel',
      state: 'Alaska',
      zipCode: '99559',
      phone: '9075550102',
      smsConsent: false,
    },
  };
}

function tokenFor(sub: string, roles: string[] = []): string {
  return issuer.sign({
    sub,
    email: `${sub}@example.com`,
    name: 'Fresh Registrant',
    realm_access: { roles: [...roles, 'default-roles-remote-hands', 'offline_access'] },
  });
}

function call(
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Response> {
  return fetch(`${bff.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

/** A key of the right shape that identity never made. */
const WRONG_SECRET = 'w'.repeat(43);

/** The key of each draft saved here, as the browser that saved it keeps it beside the uuid. */
const draftKeys = new Map<string, string>();

function ref(uuid: string): { uuid: string; secret: string } {
  return { uuid, secret: draftKeys.get(uuid) ?? WRONG_SECRET };
}

async function saveTmpUser(body: unknown): Promise<Response> {
  const response = await call('POST', '/api/tmpUser', { body });
  if (response.status === 201) {
    const saved = (await response.clone().json()) as { uuid: string; secret: string };
    draftKeys.set(saved.uuid, saved.secret);
  }
  return response;
}

const complete = (uuid: string, token?: string) =>
  call('POST', '/api/signup/complete', { body: ref(uuid), ...(token ? { token } : {}) });

describe('POST /api/tmpUser', () => {
  it('saves a draft without a token and fetches it back with its uuid and key', async () => {
    const draft = technicianDraft();

    const saved = await saveTmpUser(draft);
    const fetched = await saveTmpUser(ref(draft.uuid));

    expect(saved.status).toBe(201);
    expect(await saved.json()).toEqual({
      uuid: draft.uuid,
      secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
    });
    expect(fetched.status).toBe(200);
    expect(await fetched.json()).toEqual({
      data: { userType: 'technician', info: draft.info },
    });
  });

  it('replaces a draft saved again under its uuid and key', async () => {
    const draft = companyDraft();
    await saveTmpUser(draft);

    const again = await saveTmpUser({
      ...ref(draft.uuid),
      userType: draft.userType,
      info: { ...draft.info, companyName: 'Bethel Air' },
    });

    expect(again.status).toBe(200);
    const fetched = (await (await saveTmpUser(ref(draft.uuid))).json()) as {
      data: { info: { companyName: string } };
    };
    expect(fetched.data.info.companyName).toBe('Bethel Air');
  });

  it("relays identity's field messages and the form's alert", async () => {
    const response = await saveTmpUser({
      uuid: crypto.randomUUID(),
      userType: 'company',
      info: { ...companyDraft().info, companyName: '', zipCode: '' },
    });

    expect(response.status).toBe(400);
    const problem = (await response.json()) as Problem;
    expect(problem).toMatchObject({
      code: 'validation_failed',
      detail: 'Please fill in all the required company fields.',
    });
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { field: 'info.companyName', message: 'Company name is required' },
        { field: 'info.zipCode', message: 'ZIP code is required' },
      ]),
    );
  });

  it('refuses, before the visitor has an account, what the completion would refuse', async () => {
    const company = companyDraft();
    const technician = technicianDraft();

    const wrongState = await saveTmpUser({
      ...company,
      info: { ...company.info, zipCode: '10001' },
    });
    const shortCommunity = await saveTmpUser({
      ...technician,
      info: { ...technician.info, city: 'N' },
    });

    expect([wrongState.status, shortCommunity.status]).toEqual([400, 400]);
    expect(((await wrongState.json()) as Problem).errors).toEqual([
      { field: 'info.zipCode', message: 'ZIP code does not belong to the selected state' },
    ]);
    expect(((await shortCommunity.json()) as Problem).errors).toContainEqual({
      field: 'info.city',
      message: 'Home Community is required',
    });
    expect((await saveTmpUser(ref(company.uuid))).status).toBe(404);
  });

  it('answers 404 when fetching an unknown draft, and 400 for a malformed uuid', async () => {
    expect((await saveTmpUser(ref(crypto.randomUUID()))).status).toBe(404);
    const malformed = await saveTmpUser({ uuid: 'nope', secret: WRONG_SECRET });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as Problem).errors).toEqual([
      { field: 'uuid', message: 'Invalid sign-up reference' },
    ]);
  });
});

describe('a sign-up draft belongs to the browser that saved it', () => {
  it('is neither read, rewritten, deleted nor claimed by someone who knows only its uuid', async () => {
    const draft = technicianDraft();
    await saveTmpUser(draft);
    const stranger = { uuid: draft.uuid, secret: WRONG_SECRET };

    const byUuidAlone = await saveTmpUser({ uuid: draft.uuid });
    const read = await saveTmpUser(stranger);
    const rewrite = await saveTmpUser({ ...draft, info: { ...draft.info, name: 'Mallory' } });
    const deleted = await call('DELETE', '/api/tmpUser', { body: stranger });
    const claimed = await call('POST', '/api/signup/complete', {
      body: stranger,
      token: tokenFor(crypto.randomUUID()),
    });

    expect(byUuidAlone.status).toBe(400);
    expect(read.status).toBe(404);
    expect(rewrite.status).toBe(409);
    expect(deleted.status).toBe(204);
    expect(claimed.status).toBe(404);
    expect(await (await saveTmpUser(ref(draft.uuid))).json()).toEqual({
      data: { userType: 'technician', info: draft.info },
    });
  });
});

describe('DELETE /api/tmpUser', () => {
  it('forgets the draft without a token, and answers 204 again once it is gone', async () => {
    const draft = technicianDraft();
    await saveTmpUser(draft);

    const first = await call('DELETE', '/api/tmpUser', { body: ref(draft.uuid) });
    const second = await call('DELETE', '/api/tmpUser', { body: ref(draft.uuid) });

    expect([first.status, second.status]).toEqual([204, 204]);
    expect((await saveTmpUser(ref(draft.uuid))).status).toBe(404);
  });

  it('rejects a body without a valid uuid, malformed JSON and an oversized body', async () => {
    const empty = await call('DELETE', '/api/tmpUser', { body: {} });
    const malformed = await fetch(`${bff.url}/api/tmpUser`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: '{"uuid":',
    });
    const oversized = await call('DELETE', '/api/tmpUser', {
      body: { uuid: crypto.randomUUID(), padding: 'x'.repeat(2_000) },
    });

    expect(empty.status).toBe(400);
    expect(((await malformed.json()) as Problem).code).toBe('invalid_json');
    expect(oversized.status).toBe(413);
  });
});

describe('POST /api/signup/complete', () => {
  it('needs a token and a valid reference', async () => {
    expect((await complete(crypto.randomUUID())).status).toBe(401);
    expect((await complete('nope', tokenFor(crypto.randomUUID()))).status).toBe(400);
  });

  it('answers 404 for an unknown draft', async () => {
    const response = await complete(crypto.randomUUID(), tokenFor(crypto.randomUUID()));

    expect(response.status).toBe(404);
  });

  it('refuses a draft of another type to an account with a product role', async () => {
    const draft = companyDraft();
    await saveTmpUser(draft);

    const response = await complete(draft.uuid, tokenFor(crypto.randomUUID(), ['technician']));

    expect(response.status).toBe(403);
  });

  it("refuses someone else's draft", async () => {
    const draft = technicianDraft();
    await saveTmpUser(draft);
    await complete(draft.uuid, tokenFor(crypto.randomUUID()));

    const response = await complete(draft.uuid, tokenFor(crypto.randomUUID()));

    expect(response.status).toBe(409);
    expect(((await response.json()) as Problem).code).toBe('draft_claimed');
  });

  it('applies the profile, then says to retry when roles cannot be assigned', async () => {
    const sub = crypto.randomUUID();
    const token = tokenFor(sub);
    const draft = technicianDraft();
    await saveTmpUser(draft);

    const response = await complete(draft.uuid, token);

    expect(response.status).toBe(503);
    expect(((await response.json()) as Problem).code).toBe('role_assignment_unavailable');
    const user = (await (await call('GET', '/api/user', { token })).json()) as User;
    expect(user).toMatchObject({
      fullName: 'Tanya Nome',
      phone: '9075550101',
      smsConsent: true,
      userType: 'technician',
    });
  });

  it("stores a technician's location from the draft before the role, once however often", async () => {
    const sub = crypto.randomUUID();
    const draft = technicianDraft();
    await saveTmpUser(draft);

    const first = await complete(draft.uuid, tokenFor(sub));
    const retry = await complete(draft.uuid, tokenFor(sub));

    expect([first.status, retry.status]).toEqual([503, 503]);
    const location = await call('GET', '/api/location', { token: tokenFor(sub, ['technician']) });
    expect(await location.json()).toEqual({
      location: { city: 'Nome', state: 'Alaska', zipCode: '99762' },
    });
    expect(await technicianDb.db('locations').where({ technician_id: sub })).toHaveLength(1);
  });

  it('answers 502 when the company service is unreachable, keeping the draft for a retry', async () => {
    const token = tokenFor(crypto.randomUUID());
    const draft = companyDraft();
    await saveTmpUser(draft);

    const response = await complete(draft.uuid, token);

    expect(response.status).toBe(502);
    expect(((await response.json()) as Problem).code).toBe('upstream_failed');
    const rows = await testDb.db('signup_drafts').where({ uuid: draft.uuid });
    expect(rows).toHaveLength(1);
  });
});
