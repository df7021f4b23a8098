import { randomBytes } from 'node:crypto';
import { testDatabaseUrl } from '@rha/kit/testing';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startIdp, type RunningIdp } from '../src/idp/index.js';
import { startDatabaseLink, type DatabaseLink } from './database-link.js';
import { Browser, webAuthorizationParams } from './signup-support.js';

const PASSWORD = 'remote-hands-demo';
const schema = `idp_outage_${randomBytes(4).toString('hex')}`;
/** Well past the provider's 3 s connection timeout: a request still waiting then is hanging. */
const HANG_GUARD_MS = 15_000;

let databaseUrl: string;
let link: DatabaseLink;
let idp: RunningIdp;

const oidc = (path: string) => `${idp.issuer}/protocol/openid-connect/${path}`;

function passwordGrant(password = PASSWORD): Promise<Response> {
  return fetch(oidc('token'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'load-test',
      username: 'company@example.com',
      password,
      scope: 'openid',
    }),
    signal: AbortSignal.timeout(HANG_GUARD_MS),
  });
}

function authorizationUrl(): string {
  const params = webAuthorizationParams();
  return `${oidc('auth')}?${params}`;
}

function formAction(html: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no login form: ${html.slice(0, 300)}`);
  return new URL(action.replace(/&amp;/g, '&'), idp.url).href;
}

async function adminToken(): Promise<string> {
  const credentials = Buffer.from(`identity-admin:${idp.identityAdminClientSecret}`);
  const response = await fetch(oidc('token'), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${credentials.toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function expectUnavailableJson(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(await response.json()).toEqual({
    error: 'temporarily_unavailable',
    error_description: 'The identity provider cannot reach its database; try again shortly.',
  });
}

async function expectUnavailablePage(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await response.text()).toContain('cannot reach its database; try again shortly.');
}

beforeAll(async () => {
  databaseUrl = await testDatabaseUrl();
  link = await startDatabaseLink(databaseUrl);
  idp = await startIdp({
    port: 0,
    databaseUrl: link.url,
    schema,
    logger: pino({ level: 'silent' }),
  });
});

afterEach(async () => {
  await link.set('up');
});

afterAll(async () => {
  await idp?.stop();
  await link?.close();
  const pool = new pg.Pool({ connectionString: databaseUrl });
  await pool.query(`drop schema if exists ${schema} cascade`);
  await pool.end();
});

describe('the dev identity provider while its database is away', () => {
  it('still refuses a wrong password with 401 invalid_grant while the database is up', async () => {
    const response = await passwordGrant('not-the-password');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid user credentials',
    });
  });

  it('answers a password grant 503 temporarily_unavailable when Postgres refuses connections', async () => {
    await link.set('refusing');
    await expectUnavailableJson(await passwordGrant());
  });

  it('answers 503 rather than hanging when Postgres accepts connections and never answers', async () => {
    await link.set('silent');
    await expectUnavailableJson(await passwordGrant());
  });

  it('signs in again as soon as the database is back', async () => {
    await link.set('refusing');
    expect((await passwordGrant()).status).toBe(503);
    await link.set('up');
    const response = await passwordGrant();
    expect(response.status).toBe(200);
    expect(((await response.json()) as { access_token?: string }).access_token).toBeTruthy();
  });

  it('shows a 503 page for an authorization request, instead of sending an error to the app', async () => {
    await link.set('refusing');
    const response = await fetch(authorizationUrl(), {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    await expectUnavailablePage(response);
  });

  it('shows a 503 page for a sign-in on the login page, not an expired page', async () => {
    const browser = new Browser(idp.url);
    const login = await browser.follow(authorizationUrl());
    expect(login.response.status).toBe(200);
    const action = formAction(await login.response.text());
    await link.set('refusing');
    const submitted = await browser.follow(action, {
      method: 'POST',
      headers: { accept: 'text/html' },
      body: new URLSearchParams({ username: 'company@example.com', password: PASSWORD }),
    });
    await expectUnavailablePage(submitted.response);
  });

  it('answers the admin REST API and userinfo 503 in the OAuth error shape', async () => {
    const admin = await adminToken();
    const user = await idp.issueAccessToken('company@example.com');
    const userId = jwt.decode(user, { json: true })?.sub ?? '';
    await link.set('refusing');
    await expectUnavailableJson(
      await fetch(`${idp.url}/admin/realms/remote-hands/users/${userId}`, {
        headers: { authorization: `Bearer ${admin}` },
      }),
    );
    await expectUnavailableJson(
      await fetch(oidc('userinfo'), { headers: { authorization: `Bearer ${user}` } }),
    );
  });

  it('still answers 500 server_error for a database failure that is not an outage', async () => {
    const pool = new pg.Pool({ connectionString: databaseUrl });
    try {
      await pool.query(`alter table ${schema}.accounts rename to accounts_gone`);
      const response = await passwordGrant();
      expect(response.status).toBe(500);
      expect(response.headers.get('retry-after')).toBeNull();
      expect(((await response.json()) as { error: string }).error).toBe('server_error');
    } finally {
      await pool.query(`alter table ${schema}.accounts_gone rename to accounts`);
      await pool.end();
    }
  });
});
