// The sign-up completion end to end, in one process: the dev IdP (registration page, tokens,
// Admin REST API), identity, company and the bff, each behind a proxy that can break one call.
// A retry after a failure at any step must end with exactly one profile, one company and location,
// one role mapping and one identity.user.registered.v1 (the welcome e-mail's trigger).
import { randomBytes } from 'node:crypto';
import { configSchema as bffConfigSchema, start as startBff } from '@rha/bff';
import { configSchema as companyConfigSchema, start as startCompany } from '@rha/company';
import { configSchema as identityConfigSchema, start as startIdentity } from '@rha/identity';
import { configSchema as technicianConfigSchema, start as startTechnician } from '@rha/technician';
import {
  createInProcessTransport,
  createLogger,
  parseEnv,
  type EventEnvelope,
  type RunningService,
} from '@rha/kit';
import { createTestDb, testDatabaseUrl, type TestDb } from '@rha/kit/testing';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startIdp, type RunningIdp } from '../src/idp/index.js';
import { startMailSink, type MailSink } from '../src/mail-sink/index.js';
import { startStack, type Stack } from '../src/stack/stack.js';
import {
  claimsOf,
  realmRoleMappings,
  refreshTokens,
  providerUser,
  registerAccount,
  startFaultProxy,
  type FaultProxy,
  type Tokens,
} from './signup-support.js';
import { createFreshDatabase, freeLauncherPorts } from './stack-support.js';

const REGISTERED = 'identity.user.registered.v1';
const idpSchema = `signup_idp_${randomBytes(4).toString('hex')}`;
const silent = createLogger('signup-test', 'silent');

let databaseUrl: string;
let idp: RunningIdp;
let identityDb: TestDb;
let companyDb: TestDb;
let technicianDb: TestDb;
let bffDb: TestDb;
const internalApiToken = 'signup-test-internal-api-token-0123456789';
let transport: ReturnType<typeof createInProcessTransport>;
let identity: RunningService;
let company: RunningService;
let technician: RunningService;
let bff: RunningService;
/** identity -> IdP (admin token, Admin REST API, signing keys). */
let idpProxy: FaultProxy;
/** Where the provider mails its verification links. */
let mailSink: MailSink;
/** bff -> identity. */
let identityProxy: FaultProxy;
/** bff -> company. */
let companyProxy: FaultProxy;
const published: EventEnvelope[] = [];

function config<S extends z.ZodType>(schema: S, env: Record<string, string>): z.infer<S> {
  const parsed = parseEnv(schema, { PORT: '0', LOG_LEVEL: 'silent', ...env });
  if (!parsed.ok) throw new Error(`bad test config: ${JSON.stringify(parsed.problems)}`);
  return parsed.value;
}

beforeAll(async () => {
  databaseUrl = await testDatabaseUrl();
  mailSink = await startMailSink({ smtpPort: 0, webPort: 0, logger: pino({ level: 'silent' }) });
  idp = await startIdp({
    smtpUrl: mailSink.smtpUrl,
    port: 0,
    databaseUrl,
    schema: idpSchema,
    logger: pino({ level: 'silent' }),
    // Every registrant here posts from 127.0.0.1 at machine speed; the per-address throttle has its own tests.
    signInThrottle: false,
  });
  idpProxy = await startFaultProxy(idp.url);
  identityDb = await createTestDb('signup_identity');
  companyDb = await createTestDb('signup_company');
  technicianDb = await createTestDb('signup_technician');
  bffDb = await createTestDb('signup_bff');
  transport = createInProcessTransport();
  await transport.consume({
    service: 'signup-test',
    bindings: [REGISTERED],
    handle: (event) => {
      published.push(event);
      return Promise.resolve();
    },
  });

  identity = await startIdentity(
    config(identityConfigSchema, {
      DATABASE_URL: identityDb.url,
      DATABASE_SCHEMA: identityDb.schema,
      KEYCLOAK_URL: idpProxy.url,
      PUBLIC_KEYCLOAK_URL: idp.url,
      IDENTITY_ADMIN_CLIENT_SECRET: idp.identityAdminClientSecret,
    }),
    { transport, logger: silent },
  );
  company = await startCompany(
    config(companyConfigSchema, {
      DATABASE_URL: companyDb.url,
      DATABASE_SCHEMA: companyDb.schema,
      KEYCLOAK_URL: idp.url,
    }),
    { transport, logger: silent },
  );
  // The bff stores a technician's home community there during the sign-up.
  technician = await startTechnician(
    config(technicianConfigSchema, {
      DATABASE_URL: technicianDb.url,
      DATABASE_SCHEMA: technicianDb.schema,
      KEYCLOAK_URL: idp.url,
      INTERNAL_API_TOKEN: internalApiToken,
    }),
    { transport, logger: silent },
  );
  identityProxy = await startFaultProxy(identity.url);
  companyProxy = await startFaultProxy(company.url);
  bff = await startBff(
    config(bffConfigSchema, {
      KEYCLOAK_URL: idp.url,
      IDENTITY_URL: identityProxy.url,
      COMPANY_URL: companyProxy.url,
      TECHNICIAN_URL: technician.url,
      INTERNAL_API_TOKEN: internalApiToken,
      DATABASE_URL: bffDb.url,
      DATABASE_SCHEMA: bffDb.schema,
    }),
    { logger: silent },
  );
});

afterAll(async () => {
  await bff?.stop();
  await identityProxy?.close();
  await companyProxy?.close();
  await company?.stop();
  await technician?.stop();
  await identity?.stop();
  await transport?.close();
  await idpProxy?.close();
  await mailSink?.stop();
  await idp?.stop();
  await identityDb?.drop();
  await companyDb?.drop();
  await technicianDb?.drop();
  await bffDb?.drop();
  const pool = new pg.Pool({ connectionString: databaseUrl });
  await pool.query(`drop schema if exists ${idpSchema} cascade`);
  await pool.end();
});

interface Registrant {
  sub: string;
  email: string;
  tokens: Tokens;
}

async function newRegistrant(firstName: string, lastName: string): Promise<Registrant> {
  const email = `${firstName.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
  const tokens = await registerAccount(
    { ...idp, mailSinkUrl: mailSink.webUrl },
    { firstName, lastName, email },
  );
  return { sub: claimsOf(tokens.access_token).sub, email, tokens };
}

function technicianForm(uuid: string) {
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

function companyForm(uuid: string) {
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
      website: 'https://kuskokwim.example',
      smsConsent: false,
    },
  };
}

function post(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${bff.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** The key of each draft saved here, as the browser that saved it keeps it beside the uuid. */
const draftKeys = new Map<string, string>();

/** Spec 01 §4 step 2: the form saved before the visitor has an account. */
async function saveDraft(form: { uuid: string } & Record<string, unknown>): Promise<void> {
  const response = await post('/api/tmpUser', form);
  expect(response.status).toBe(201);
  draftKeys.set(form.uuid, ((await response.json()) as { secret: string }).secret);
}

function complete(registrant: Registrant, uuid: string): Promise<Response> {
  const secret = draftKeys.get(uuid);
  return post('/api/signup/complete', { uuid, secret }, registrant.tokens.access_token);
}

async function registeredEvents(sub: string) {
  const rows = (await identityDb.db('outbox').where({ type: REGISTERED }).select('envelope')) as {
    envelope: EventEnvelope<{ keycloakId: string }>;
  }[];
  return rows.filter((row) => row.envelope.data.keycloakId === sub);
}

/** Waits for the outbox relay (1 s interval) to have published what the outbox holds. */
async function publishedEvents(sub: string): Promise<EventEnvelope[]> {
  const deadline = Date.now() + 5_000;
  const expected = (await registeredEvents(sub)).length;
  const mine = () =>
    published.filter((event) => (event.data as { keycloakId: string }).keycloakId === sub);
  while (mine().length < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return mine();
}

/** Exactly one of each thing a sign-up makes, whatever failed and was retried on the way. */
async function expectSignedUpOnce(
  registrant: Registrant,
  userType: 'technician' | 'company',
  draftUuid: string,
): Promise<void> {
  const users = await identityDb.db('users').where({ keycloak_id: registrant.sub });
  expect(users).toHaveLength(1);
  expect(users[0]).toMatchObject({ user_type: userType, registered_at: expect.any(Date) });

  const roles = await realmRoleMappings(idp, idp.identityAdminClientSecret, registrant.sub);
  expect(roles.filter((role) => ['technician', 'company', 'admin'].includes(role))).toEqual([
    userType,
  ]);

  expect(await registeredEvents(registrant.sub)).toHaveLength(1);
  expect(await publishedEvents(registrant.sub)).toHaveLength(1);
  expect(await identityDb.db('signup_drafts').where({ uuid: draftUuid })).toHaveLength(0);

  const companies = await companyDb.db('companies').where({ owner_keycloak_id: registrant.sub });
  if (userType === 'company') {
    expect(companies).toHaveLength(1);
    const locations = await companyDb.db('locations').where({ company_id: companies[0]?.id });
    expect(locations).toHaveLength(1);
    expect(users[0]).toMatchObject({
      company_id: companies[0]?.id,
      location_id: locations[0]?.id,
    });
  } else {
    expect(companies).toHaveLength(0);
  }
}

describe('sign-up completion', () => {
  it('says which address the account uses when the provider registered another than the typed one', async () => {
    const registrant = await newRegistrant('Peter', 'Kalskag');
    const typed = technicianForm(crypto.randomUUID());
    const same = await newRegistrant('Mary', 'Aniak');
    const typedSame = technicianForm(crypto.randomUUID());
    await saveDraft({ ...typed, info: { ...typed.info, email: 'typed-first@example.com' } });
    await saveDraft({ ...typedSame, info: { ...typedSame.info, email: same.email.toUpperCase() } });

    const changed = await complete(registrant, typed.uuid);
    const unchanged = await complete(same, typedSame.uuid);

    expect(await changed.json()).toEqual({
      userType: 'technician',
      destination: '/onboarding',
      accountEmail: registrant.email,
    });
    expect(await unchanged.json()).toEqual({ userType: 'technician', destination: '/onboarding' });
  });

  it('makes a technician: profile, role, one registered event, then /onboarding', async () => {
    const registrant = await newRegistrant('Tanya', 'Nome');
    const uuid = crypto.randomUUID();
    await saveDraft(technicianForm(uuid));
    expect(claimsOf(registrant.tokens.access_token).realm_access.roles).not.toContain('technician');

    const response = await complete(registrant, uuid);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ userType: 'technician', destination: '/onboarding' });
    await expectSignedUpOnce(registrant, 'technician', uuid);
    const [event] = await publishedEvents(registrant.sub);
    expect(event?.data).toMatchObject({
      userType: 'technician',
      fullName: 'Tanya Nome',
      email: registrant.email,
    });

    // keycloak-js updateToken(-1): the refreshed token carries the role the sign-up assigned.
    const refreshed = await refreshTokens(idp, registrant.tokens.refresh_token);
    expect(claimsOf(refreshed.access_token).realm_access.roles).toContain('technician');
    const user = await fetch(`${bff.url}/api/user`, {
      headers: { authorization: `Bearer ${refreshed.access_token}` },
    });
    expect(await user.json()).toMatchObject({
      userType: 'technician',
      fullName: 'Tanya Nome',
      phone: '9075550101',
      smsConsent: true,
      email: registrant.email,
    });
  });

  it('makes a company with its first location and sends it to /dashboard', async () => {
    const registrant = await newRegistrant('Sam', 'Kuskokwim');
    const uuid = crypto.randomUUID();
    await saveDraft(companyForm(uuid));
    const roleless = { authorization: `Bearer ${registrant.tokens.access_token}` };
    // Before completing, the token routes the browser but acts as no company.
    const before = await fetch(`${bff.url}/api/user`, { headers: roleless });
    expect(await before.json()).toMatchObject({ userType: '' });
    expect((await fetch(`${bff.url}/api/location`, { headers: roleless })).status).toBe(403);

    const response = await complete(registrant, uuid);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ userType: 'company', destination: '/dashboard' });
    await expectSignedUpOnce(registrant, 'company', uuid);
    // Only the refreshed token carries the role the company calls need.
    expect((await fetch(`${bff.url}/api/location`, { headers: roleless })).status).toBe(403);
    const refreshed = await refreshTokens(idp, registrant.tokens.refresh_token);
    expect(claimsOf(refreshed.access_token).realm_access.roles).toContain('company');
    const location = await fetch(`${bff.url}/api/location`, {
      headers: { authorization: `Bearer ${refreshed.access_token}` },
    });
    expect(await location.json()).toEqual([
      expect.objectContaining({ address: '100 Front Street', city: 'Bethel', zipCode: '99559' }),
    ]);
  });

  it('answers the same success again after it finished, creating nothing more', async () => {
    const registrant = await newRegistrant('Nita', 'Bethel');
    const uuid = crypto.randomUUID();
    await saveDraft(companyForm(uuid));
    await complete(registrant, uuid);

    const again = await complete(registrant, uuid);

    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ userType: 'company', destination: '/dashboard' });
    await expectSignedUpOnce(registrant, 'company', uuid);
  });

  it("refuses a second account someone else's draft, half-done or done", async () => {
    const owner = await newRegistrant('Olga', 'Kotzebue');
    const intruder = await newRegistrant('Ivan', 'Intruder');
    const uuid = crypto.randomUUID();
    await saveDraft(companyForm(uuid));
    companyProxy.failNext('PUT', '/companies/me', 'drop');
    expect((await complete(owner, uuid)).status).toBe(502);

    const whileClaimed = await complete(intruder, uuid);
    expect((await complete(owner, uuid)).status).toBe(200);
    const afterwards = await complete(intruder, uuid);

    expect(whileClaimed.status).toBe(409);
    expect(((await whileClaimed.json()) as { code: string }).code).toBe('draft_claimed');
    expect(afterwards.status).toBe(404);
    expect(await realmRoleMappings(idp, idp.identityAdminClientSecret, intruder.sub)).not.toContain(
      'company',
    );
    expect(await companyDb.db('companies').where({ owner_keycloak_id: intruder.sub })).toHaveLength(
      0,
    );
    await expectSignedUpOnce(owner, 'company', uuid);
  });
});

describe('a confirmed e-mail change', () => {
  function asRegistrant(registrant: Registrant, method: string, path: string, body: unknown) {
    return fetch(`${identity.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${registrant.tokens.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
  }

  async function mailedLinkToken(keycloakId: string): Promise<string> {
    const rows = (await identityDb
      .db('outbox')
      .where({ type: 'identity.email-change.requested.v1' })
      .select('envelope')) as { envelope: { data: { keycloakId: string; token: string } } }[];
    const requested = rows.find((row) => row.envelope.data.keycloakId === keycloakId);
    if (!requested) throw new Error('no e-mail change was requested');
    return requested.envelope.data.token;
  }

  it('makes the new address the one the person signs in with at the identity provider', async () => {
    const registrant = await newRegistrant('Ada', 'Changes');
    const newEmail = `changed-${randomBytes(4).toString('hex')}@example.com`;
    const patched = await asRegistrant(registrant, 'PATCH', '/users/me', { email: newEmail });
    expect(patched.status).toBe(200);
    expect(
      (await providerUser(idp, idp.identityAdminClientSecret, registrant.sub)).email,
      'nothing changes at the provider before the link is opened',
    ).toBe(registrant.email);

    const confirmed = await asRegistrant(registrant, 'POST', '/users/me/email-confirmation', {
      token: await mailedLinkToken(registrant.sub),
    });

    expect(confirmed.status).toBe(200);
    expect(await providerUser(idp, idp.identityAdminClientSecret, registrant.sub)).toMatchObject({
      username: newEmail,
      email: newEmail,
      emailVerified: true,
    });
    const token = claimsOf(await idp.issueAccessToken(newEmail));
    expect(token).toMatchObject({ sub: registrant.sub, email: newEmail, email_verified: true });
  });
});

describe('sign-up completion retried after a failure', () => {
  const failures: {
    step: string;
    userType: 'technician' | 'company';
    breakIt(): Promise<(() => Promise<void>) | void>;
  }[] = [
    {
      step: 'identity unreachable when the draft is claimed',
      userType: 'company',
      breakIt: async () => identityProxy.failNext('POST', '/users/me/registration/claim', 'drop'),
    },
    {
      step: 'the company service unreachable',
      userType: 'company',
      breakIt: async () => companyProxy.failNext('PUT', '/companies/me', 'drop'),
    },
    {
      step: "the company service's answer lost after it made the company",
      userType: 'company',
      breakIt: async () => companyProxy.failNext('PUT', '/companies/me', 'lose-response'),
    },
    {
      step: 'Keycloak unreachable for the role assignment',
      userType: 'technician',
      breakIt: async () => idpProxy.failNext('GET', '/admin/realms/', 'drop'),
    },
    {
      step: "Keycloak's answer lost after it mapped the role",
      userType: 'company',
      breakIt: async () => idpProxy.failNext('POST', '/admin/realms/', 'lose-response'),
    },
    {
      step: 'the registered event not written (transaction rolled back)',
      userType: 'technician',
      breakIt: async () => {
        const { db } = identityDb;
        await db.raw(`create or replace function refuse_outbox() returns trigger
          language plpgsql as $$ begin raise exception 'outbox unavailable'; end $$`);
        await db.raw(`create trigger refuse_outbox before insert on outbox
          for each row execute function refuse_outbox()`);
        return async () => {
          await db.raw('drop trigger refuse_outbox on outbox');
        };
      },
    },
    {
      step: "identity's answer lost after the registration committed",
      userType: 'company',
      breakIt: async () =>
        identityProxy.failNext('POST', '/users/me/registration', 'lose-response'),
    },
  ];

  it.each(failures)('finishes the $userType sign-up: $step', async ({ userType, breakIt }) => {
    const registrant = await newRegistrant('Retry', userType === 'company' ? 'Company' : 'Tech');
    const uuid = crypto.randomUUID();
    await saveDraft(userType === 'company' ? companyForm(uuid) : technicianForm(uuid));
    const repair = await breakIt();

    const failed = await complete(registrant, uuid);
    if (repair) await repair();
    const retried = await complete(registrant, uuid);

    expect(failed.status).toBe(502);
    expect(retried.status).toBe(200);
    await expectSignedUpOnce(registrant, userType, uuid);
  });

  it('maps the role once even when Keycloak did it but the answer was lost', () => {
    const mappingPosts = idpProxy.calls.filter(
      (call) => call.method === 'POST' && call.path.endsWith('/role-mappings/realm'),
    );
    const byUser = new Map<string, number>();
    for (const call of mappingPosts) byUser.set(call.path, (byUser.get(call.path) ?? 0) + 1);
    expect([...byUser.values()].every((count) => count === 1)).toBe(true);
  });

  it("reuses identity's admin token instead of asking for one per sign-up", () => {
    const tokenRequests = idpProxy.calls.filter(
      (call) => call.method === 'POST' && call.path.endsWith('/protocol/openid-connect/token'),
    );
    expect(tokenRequests).toHaveLength(1);
  });
});

describe('the launcher', () => {
  let stack: Stack;
  let database: Awaited<ReturnType<typeof createFreshDatabase>>;

  beforeAll(async () => {
    database = await createFreshDatabase(databaseUrl, 'signup_stack');
    stack = await startStack({
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      ...(await freeLauncherPorts()),
    });
  });

  afterAll(async () => {
    await stack?.stop();
    await database?.drop();
  });

  it("gives identity the dev IdP's admin client secret, so a sign-up completes", async () => {
    const devIdp = {
      url: stack.urls.idp,
      issuer: stack.urls.issuer,
      mailSinkUrl: stack.urls.mailSink ?? '',
    };
    const email = `launcher-${randomBytes(4).toString('hex')}@example.com`;
    const tokens = await registerAccount(devIdp, {
      firstName: 'Lena',
      lastName: 'Unalaska',
      email,
    });
    const uuid = crypto.randomUUID();
    const save = await fetch(`${stack.urls.web}/api/tmpUser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(technicianForm(uuid)),
    });
    expect(save.status).toBe(201);
    const { secret } = (await save.json()) as { secret: string };

    const response = await fetch(`${stack.urls.web}/api/signup/complete`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens.access_token}`,
      },
      body: JSON.stringify({ uuid, secret }),
    });

    expect(response.status).toBe(200);
    const refreshed = await refreshTokens(devIdp, tokens.refresh_token);
    expect(claimsOf(refreshed.access_token).realm_access.roles).toContain('technician');
  });
});
