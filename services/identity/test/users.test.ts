import type { IdentityUser, Problem } from '@rha/contracts';
import { createAuth, createLogger, migrate, runService, type RunningService } from '@rha/kit';
import { createTestDb, startTestIssuer, type TestDb, type TestIssuer } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { migrations } from '../src/db/migrations/index.js';

let testDb: TestDb;
let issuer: TestIssuer;
let service: RunningService;

beforeAll(async () => {
  testDb = await createTestDb('identity_users');
  await migrate(testDb.db, { schema: testDb.schema, migrations });
  issuer = await startTestIssuer();
  const logger = createLogger('identity', 'silent');
  const auth = createAuth({
    issuer: issuer.issuer,
    audience: issuer.audience,
    jwksUri: issuer.jwksUri,
  });
  const app = createApp({ logger, db: testDb.db, auth });
  service = await runService({ name: 'identity', port: 0, metricsPort: 0, app, logger });
});

afterAll(async () => {
  await service?.stop();
  await issuer?.close();
  await testDb?.drop();
});

function tokenFor(claims: { sub: string; roles?: string[]; email?: string; name?: string }) {
  return issuer.sign({
    sub: claims.sub,
    email: claims.email ?? `${claims.sub}@example.com`,
    name: claims.name ?? 'Sam Kuskokwim',
    realm_access: {
      roles: [...(claims.roles ?? []), 'default-roles-remote-hands', 'offline_access'],
    },
  });
}

function getMe(token?: string): Promise<Response> {
  return fetch(`${service.url}/users/me`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function rowsFor(keycloakId: string) {
  return testDb.db('users').where({ keycloak_id: keycloakId });
}

describe('GET /users/me authentication', () => {
  it('answers 401 problem+json without a token', async () => {
    const response = await getMe();

    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const problem = (await response.json()) as Problem;
    expect(problem).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('answers 401 for a malformed token, a foreign audience and an expired token', async () => {
    const sub = crypto.randomUUID();
    const tokens = [
      'not-a-jwt',
      issuer.sign({ sub }, { audience: 'another-api' }),
      issuer.sign({ sub }, { expiresIn: -60 }),
      issuer.sign({ sub }, { algorithm: 'HS256' }),
    ];

    for (const token of tokens) {
      const response = await getMe(token);
      expect(response.status).toBe(401);
    }
    expect(await rowsFor(sub)).toHaveLength(0);
  });
});

describe('GET /users/me profile', () => {
  it("creates the profile on first use from the token's claims and realm role", async () => {
    const sub = crypto.randomUUID();
    const before = Date.now();

    const response = await getMe(
      tokenFor({
        sub,
        roles: ['company'],
        email: 'company@example.com',
        name: 'Sam Kuskokwim',
      }),
    );

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const user = (await response.json()) as IdentityUser;
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
      pendingEmail: null,
    });
    expect(user.lastLogin).toBe(user.createdAt);
    expect(Date.parse(user.createdAt)).toBeGreaterThanOrEqual(before - 5_000);
    expect(await rowsFor(sub)).toHaveLength(1);
  });

  it('returns the same profile on later calls without creating another row', async () => {
    const token = tokenFor({ sub: crypto.randomUUID(), roles: ['technician'] });

    const first = (await (await getMe(token)).json()) as IdentityUser;
    const second = (await (await getMe(token)).json()) as IdentityUser;

    expect(second.id).toBe(first.id);
    expect(second.userType).toBe('technician');
    expect(await rowsFor(first.keycloakId)).toHaveLength(1);
  });

  it('creates exactly one row when first calls arrive concurrently', async () => {
    const sub = crypto.randomUUID();
    const token = tokenFor({ sub, roles: ['company'] });

    const responses = await Promise.all(Array.from({ length: 8 }, () => getMe(token)));
    const users = (await Promise.all(responses.map((r) => r.json()))) as IdentityUser[];

    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(users.map((u) => u.id)).size).toBe(1);
    expect(await rowsFor(sub)).toHaveLength(1);
  });

  it('gives a user without a product role an empty userType', async () => {
    const response = await getMe(tokenFor({ sub: crypto.randomUUID() }));

    expect(((await response.json()) as IdentityUser).userType).toBe('');
  });

  it('shows a company token and a technician token only their own profile', async () => {
    const companySub = crypto.randomUUID();
    const technicianSub = crypto.randomUUID();

    const company = (await (
      await getMe(tokenFor({ sub: companySub, roles: ['company'], name: 'Sam Kuskokwim' }))
    ).json()) as IdentityUser;
    const technician = (await (
      await getMe(tokenFor({ sub: technicianSub, roles: ['technician'], name: 'Tanya Nome' }))
    ).json()) as IdentityUser;

    expect(company).toMatchObject({ keycloakId: companySub, userType: 'company' });
    expect(company.fullName).toBe('Sam Kuskokwim');
    expect(technician).toMatchObject({ keycloakId: technicianSub, userType: 'technician' });
    expect(technician.fullName).toBe('Tanya Nome');
    expect(technician.id).not.toBe(company.id);
  });
});

describe('GET /users/me lastLogin', () => {
  it('keeps a recent lastLogin without writing the row', async () => {
    const token = tokenFor({ sub: crypto.randomUUID(), roles: ['company'] });
    const first = (await (await getMe(token)).json()) as IdentityUser;

    const second = (await (await getMe(token)).json()) as IdentityUser;

    expect(second.lastLogin).toBe(first.lastLogin);
  });

  it('moves lastLogin forward once the previous login is older than five minutes', async () => {
    const sub = crypto.randomUUID();
    const token = tokenFor({ sub, roles: ['company'] });
    await getMe(token);
    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
    await testDb.db('users').where({ keycloak_id: sub }).update({ last_login: tenMinutesAgo });

    const user = (await (await getMe(token)).json()) as IdentityUser;

    expect(Date.parse(user.lastLogin ?? '')).toBeGreaterThan(tenMinutesAgo.getTime() + 60_000);
  });
});

describe('routes outside the API', () => {
  it('answers unknown paths with a 404 problem', async () => {
    const response = await fetch(`${service.url}/nope`);

    expect(response.status).toBe(404);
    expect(((await response.json()) as Problem).code).toBe('not_found');
  });

  it('serves liveness, readiness and metrics, the last on the metrics port only', async () => {
    const [healthz, readyz, publicMetrics, metrics] = await Promise.all([
      ...['/healthz', '/readyz', '/metrics'].map((path) => fetch(`${service.url}${path}`)),
      fetch(`http://localhost:${service.metricsPort}/metrics`),
    ]);

    expect(healthz?.status).toBe(200);
    expect(readyz?.status).toBe(200);
    expect(publicMetrics?.status).toBe(404);
    expect(metrics?.status).toBe(200);
    expect(await metrics?.text()).toContain('http_request_duration_seconds');
  });
});
