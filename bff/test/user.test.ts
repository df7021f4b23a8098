import type { Problem, User } from '@rha/contracts';
import { configSchema as identityConfigSchema, start as startIdentity } from '@rha/identity';
import { createLogger, parseEnv, type RunningService } from '@rha/kit';
import { createTestDb, startTestIssuer, type TestDb, type TestIssuer } from '@rha/kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBff } from './support/bff.js';
import { startIdentityProxy, type IdentityProxy } from './support/identity-proxy.js';

let testDb: TestDb;
let issuer: TestIssuer;
let identity: RunningService;
let proxy: IdentityProxy;
let bff: RunningService;

beforeAll(async () => {
  testDb = await createTestDb('bff_user');
  issuer = await startTestIssuer();
  const keycloakUrl = new URL(issuer.issuer).origin;
  const identityConfig = parseEnv(identityConfigSchema, {
    PORT: '0',
    DATABASE_URL: testDb.url,
    DATABASE_SCHEMA: testDb.schema,
    KEYCLOAK_URL: keycloakUrl,
    LOG_LEVEL: 'silent',
  });
  if (!identityConfig.ok) throw new Error(JSON.stringify(identityConfig.problems));
  identity = await startIdentity(identityConfig.value, {
    logger: createLogger('identity', 'silent'),
  });
  proxy = await startIdentityProxy(identity.url);
  bff = await startBff({ KEYCLOAK_URL: keycloakUrl, IDENTITY_URL: proxy.url });
});

afterAll(async () => {
  await bff?.stop();
  await proxy?.close();
  await identity?.stop();
  await issuer?.close();
  await testDb?.drop();
});

beforeEach(() => {
  proxy.calls.length = 0;
});

function companyToken(
  sub: string = crypto.randomUUID(),
  claims: { email_verified?: boolean } = { email_verified: true },
): string {
  return issuer.sign({
    sub,
    email: 'company@example.com',
    name: 'Sam Kuskokwim',
    ...claims,
    realm_access: { roles: ['company', 'default-roles-remote-hands'] },
  });
}

function getUser(token?: string, init: { query?: string; headers?: Record<string, string> } = {}) {
  return fetch(`${bff.url}/api/user${init.query ?? ''}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
  });
}

describe('GET /api/user', () => {
  it('answers 401 problem+json without a token and never calls identity', async () => {
    const response = await getUser();

    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(((await response.json()) as Problem).code).toBe('unauthorized');
    expect(proxy.calls).toHaveLength(0);
  });

  it('answers 401 for a token of another issuer and never calls identity', async () => {
    const response = await getUser(
      issuer.sign({}, { issuer: 'http://127.0.0.1:1/realms/remote-hands' }),
    );

    expect(response.status).toBe(401);
    expect(proxy.calls).toHaveLength(0);
  });

  it("composes the user from identity's profile", async () => {
    const sub = crypto.randomUUID();

    const response = await getUser(companyToken(sub));

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const user = (await response.json()) as User;
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      keycloakId: sub,
      userType: 'company',
      fullName: 'Sam Kuskokwim',
      email: 'company@example.com',
      phone: '',
      smsConsent: false,
      companyId: null,
      locationId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      lastLogin: expect.any(String),
      city: null,
      state: null,
      zipCode: null,
      emailVerified: true,
      userCreation: user.createdAt,
      pendingEmail: null,
    });
  });

  it('says the e-mail is verified only when the token says so', async () => {
    const sub = crypto.randomUUID();

    const verified = (await (await getUser(companyToken(sub))).json()) as User;
    const unverified = (await (
      await getUser(companyToken(sub, { email_verified: false }))
    ).json()) as User;
    const unsaid = (await (await getUser(companyToken(sub, {}))).json()) as User;

    expect([verified.emailVerified, unverified.emailVerified, unsaid.emailVerified]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('forwards the bearer token and the request id to identity', async () => {
    const token = companyToken();

    const response = await getUser(token, { headers: { 'x-request-id': 'req-forwarded-42' } });

    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('req-forwarded-42');
    expect(proxy.calls).toHaveLength(1);
    const [call] = proxy.calls;
    expect(call?.path).toBe('/users/me');
    expect(call?.requestHeaders.authorization).toBe(`Bearer ${token}`);
    expect(call?.requestHeaders['x-request-id']).toBe('req-forwarded-42');
    // identity echoes the id it logged with, so both processes' logs share it
    expect(call?.responseHeaders?.['x-request-id']).toBe('req-forwarded-42');
  });

  it('accepts the cache-busting bypassCache and t parameters', async () => {
    const response = await getUser(companyToken(), { query: '?bypassCache=true&t=1732200000000' });

    expect(response.status).toBe(200);
  });

  it('rejects unknown query parameters with a validation problem', async () => {
    const response = await getUser(companyToken(), { query: '?admin=true' });

    expect(response.status).toBe(400);
    expect(((await response.json()) as Problem).code).toBe('validation_failed');
  });

  it('answers 401 when identity rejects the token', async () => {
    proxy.failNext(401);

    const response = await getUser(companyToken());

    expect(response.status).toBe(401);
    expect(((await response.json()) as Problem).code).toBe('unauthorized');
  });

  it('answers 502 upstream_failed when identity fails', async () => {
    proxy.failNext(500);

    const response = await getUser(companyToken());

    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(((await response.json()) as Problem).code).toBe('upstream_failed');
  });
});

describe('GET /api/user kept per token', () => {
  function adminToken(sub: string): string {
    return issuer.sign({
      sub,
      email: 'admin@example.com',
      name: 'Ada Admin',
      realm_access: { roles: ['admin'] },
    });
  }

  async function fullNameOf(token: string, query = ''): Promise<string> {
    const response = await getUser(token, { query });
    expect(response.status).toBe(200);
    return ((await response.json()) as User).fullName;
  }

  function identityReads(): number {
    return proxy.calls.filter((call) => call.method === 'GET' && call.path === '/users/me').length;
  }

  it("answers the token's next read from memory, still checking the token", async () => {
    const token = companyToken();
    const first = await (await getUser(token)).json();

    const second = await getUser(token);

    expect(await second.json()).toEqual(first);
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(identityReads()).toBe(1);
    const [, signature] = /^(.*)\.[^.]+$/.exec(token) ?? [];
    expect((await getUser(`${signature}.forged`)).status).toBe(401);
  });

  it("never answers one user's token with another user's profile", async () => {
    const sam = companyToken();
    await getUser(sam);

    const other = await getUser(adminToken(crypto.randomUUID()));

    expect(((await other.json()) as User).fullName).toBe('Ada Admin');
    expect(identityReads()).toBe(2);
  });

  it('shows the caller their own change through the bff at once', async () => {
    const token = adminToken(crypto.randomUUID());
    expect(await fullNameOf(token)).toBe('Ada Admin');

    const saved = await fetch(`${bff.url}/api/profile`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '9075550142',
      }),
    });
    expect(saved.status).toBe(200);

    expect(await fullNameOf(token)).toBe('Ada Lovelace');
  });

  it('reads afresh with bypassCache=true, and keeps what it read', async () => {
    const sub = crypto.randomUUID();
    const token = adminToken(sub);
    await fullNameOf(token);
    // A change that did not pass through this bff: another replica, or another device.
    const elsewhere = await fetch(`${identity.url}/users/me`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Ada Elsewhere' }),
    });
    expect(elsewhere.status).toBe(200);
    expect(await fullNameOf(token), 'within the max age').toBe('Ada Admin');

    expect(await fullNameOf(token, '?bypassCache=true')).toBe('Ada Elsewhere');
    expect(await fullNameOf(token)).toBe('Ada Elsewhere');
    expect(identityReads()).toBe(2);
  });
});

describe('readiness', () => {
  it('is ready while identity answers', async () => {
    const response = await fetch(`${bff.url}/readyz`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', identity: 'ok' });
  });
});
