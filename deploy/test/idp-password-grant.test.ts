import { randomBytes } from 'node:crypto';
import { createAuth } from '@rha/kit';
import jwt from 'jsonwebtoken';
import { testDatabaseUrl } from '@rha/kit/testing';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountStore } from '../src/idp/accounts.js';
import { bruteForceSettings } from '../src/idp/brute-force.js';
import { hashPassword } from '../src/idp/passwords.js';
import { startIdp, type RunningIdp } from '../src/idp/index.js';
import { readDevRealm } from '../src/keycloak/realm-files.js';
import { webAuthorizationParams } from './signup-support.js';

/** The machine's Postgres, or the embedded test cluster where none listens (set in beforeAll). */
let databaseUrl: string;
const PASSWORD = 'remote-hands-demo';
const schema = `idp_password_test_${randomBytes(4).toString('hex')}`;

let idp: RunningIdp;

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  token_type?: string;
  expires_in?: number;
  scope?: string;
  error?: string;
  error_description?: string;
}

async function token(
  body: Record<string, string>,
): Promise<{ status: number; answer: TokenAnswer }> {
  const response = await fetch(`${idp.issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams(body),
  });
  return { status: response.status, answer: (await response.json()) as TokenAnswer };
}

const passwordGrant = (overrides: Record<string, string> = {}) =>
  token({
    grant_type: 'password',
    client_id: 'load-test',
    username: 'company@example.com',
    password: PASSWORD,
    scope: 'openid',
    ...overrides,
  });

/** One wrong password on the login page, through the authorization request keycloak-js would send. */
async function failLoginPage(email: string): Promise<string> {
  const params = webAuthorizationParams();
  const authorization = await fetch(`${idp.issuer}/protocol/openid-connect/auth?${params}`, {
    redirect: 'manual',
  });
  const loginPage = new URL(authorization.headers.get('location') ?? '', idp.url);
  const cookie = authorization.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const submitted = await fetch(`${loginPage.href}/authenticate`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: 'not-the-password' }),
    redirect: 'manual',
  });
  return submitted.text();
}

function claims(value: string | undefined): jwt.JwtPayload {
  return (value && jwt.decode(value, { json: true })) || {};
}

beforeAll(async () => {
  databaseUrl = await testDatabaseUrl();
  idp = await startIdp({
    port: 0,
    databaseUrl,
    schema,
    logger: pino({ level: 'silent' }),
  });
});

afterAll(async () => {
  await idp?.stop();
  const pool = new pg.Pool({ connectionString: databaseUrl });
  await pool.query(`drop schema if exists ${schema} cascade`);
  await pool.end();
});

describe('password grant of the load-test client', () => {
  test('gives a token the services accept, with the user and its realm roles', async () => {
    const { status, answer } = await passwordGrant();
    expect(status).toBe(200);
    expect(answer).toMatchObject({ token_type: 'Bearer', scope: 'openid profile email' });
    expect(answer.expires_in).toBeGreaterThan(0);

    const auth = createAuth({ issuer: idp.issuer, audience: 'remote-hands-api' });
    const verified = await auth.verify(answer.access_token ?? '');
    expect(verified.roles).toEqual(
      expect.arrayContaining(['company', 'offline_access', 'uma_authorization']),
    );
    expect(verified.claims).toMatchObject({
      azp: 'load-test',
      email: 'company@example.com',
      preferred_username: 'company@example.com',
      name: 'Sam Kuskokwim',
      typ: 'Bearer',
      scope: 'openid profile email',
    });
    expect(typeof verified.claims.sid).toBe('string');
  });

  test('carries the same claims as the token the web client gets', async () => {
    const { answer } = await passwordGrant({ username: 'admin@example.com' });
    const direct = claims(answer.access_token);
    const web = claims(await idp.issueAccessToken('admin@example.com'));
    expect(Object.keys(direct).sort()).toEqual(Object.keys(web).sort());
    expect(direct.sub).toBe(web.sub);
    expect(direct.aud).toEqual(web.aud);
    expect(direct.realm_access).toEqual(web.realm_access);
    expect(jwt.decode(answer.access_token ?? '', { complete: true })?.header).toMatchObject({
      alg: 'RS256',
      typ: 'JWT',
    });
  });

  test('gives a refresh token that the refresh grant accepts', async () => {
    const { answer } = await passwordGrant({ username: 'technician@example.com' });
    expect(claims(answer.refresh_token)).toMatchObject({ typ: 'Refresh', azp: 'load-test' });
    const refreshed = await token({
      grant_type: 'refresh_token',
      client_id: 'load-test',
      refresh_token: answer.refresh_token ?? '',
    });
    expect(refreshed.status).toBe(200);
    expect(claims(refreshed.answer.access_token)).toMatchObject({
      sub: claims(answer.access_token).sub,
      azp: 'load-test',
      realm_access: { roles: expect.arrayContaining(['technician']) as unknown },
    });
  });

  test('ignores the case of the e-mail, as the login page does', async () => {
    const { status } = await passwordGrant({ username: 'Company@Example.com' });
    expect(status).toBe(200);
  });

  test('answers a wrong password with 401 invalid_grant, as Keycloak does', async () => {
    const { status, answer } = await passwordGrant({ password: 'not-the-password' });
    expect(status).toBe(401);
    expect(answer).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid user credentials',
    });
  });

  test('answers an unknown user exactly like a wrong password', async () => {
    const { status, answer } = await passwordGrant({ username: 'nobody@example.com' });
    expect(status).toBe(401);
    expect(answer.error_description).toBe('Invalid user credentials');
  });

  test('refuses an account whose e-mail is not verified yet, as Keycloak refuses unfinished accounts', async () => {
    const pool = new pg.Pool({ connectionString: databaseUrl });
    const email = `unverified-${randomBytes(3).toString('hex')}@example.com`;
    try {
      await accountStore(pool, schema).create({
        email,
        firstName: 'Una',
        lastName: 'Verified',
        passwordHash: await hashPassword(PASSWORD),
        emailVerified: false,
        realmRoles: ['default-roles-remote-hands'],
      });
    } finally {
      await pool.end();
    }
    const { status, answer } = await passwordGrant({ username: email });
    expect(status).toBe(400);
    expect(answer).toEqual({
      error: 'invalid_grant',
      error_description: 'Account is not fully set up',
    });
  });

  test('refuses a request without a password', async () => {
    const { status, answer } = await token({
      grant_type: 'password',
      client_id: 'load-test',
      username: 'company@example.com',
    });
    expect(status).toBe(401);
    expect(answer.error).toBe('invalid_grant');
    expect(answer.access_token).toBeUndefined();
  });

  test('refuses the web client, which has no direct access grants', async () => {
    const { status, answer } = await passwordGrant({ client_id: 'web' });
    expect(status).toBe(400);
    expect(answer).toEqual({
      error: 'unauthorized_client',
      error_description: 'Client not allowed for direct access grants',
    });
  });

  // Last: it leaves the technician locked out for the realm's waitIncrementSeconds.
  test('counts its failures with the login page, whose lockout it shares', async () => {
    const { failureFactor } = bruteForceSettings(await readDevRealm());
    expect(await failLoginPage('technician@example.com')).toContain(
      'Invalid username or password.',
    );
    for (let attempt = 1; attempt < failureFactor; attempt += 1) {
      const failed = await passwordGrant({
        username: 'technician@example.com',
        password: 'not-the-password',
      });
      expect(failed.status).toBe(401);
    }

    const locked = await passwordGrant({ username: 'technician@example.com' });
    expect(locked.status).toBe(401);
    expect(locked.answer).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid user credentials',
    });
    expect((await passwordGrant()).status).toBe(200);
  });

  test('refuses an unknown client', async () => {
    const { status, answer } = await passwordGrant({ client_id: 'no-such-client' });
    expect(status).toBe(401);
    expect(answer.error).toBe('invalid_client');
    expect(answer.access_token).toBeUndefined();
  });
});
