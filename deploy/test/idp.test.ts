import { createPublicKey, randomBytes, type JsonWebKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type KeycloakClient from 'keycloak-js';
import { testDatabaseUrl } from '@rha/kit/testing';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { startIdp, type RunningIdp } from '../src/idp/index.js';
import { startMailSink, type MailSink } from '../src/mail-sink/index.js';
import { pkce, verificationLink, webAuthorizationParams } from './signup-support.js';

/** The machine's Postgres, or the embedded test cluster where none listens (set in beforeAll). */
let databaseUrl: string;
const APP = 'http://localhost:8080';
const EXTRA_ORIGIN = 'http://localhost:18080';
const PASSWORD = 'remote-hands-demo';
const schema = `idp_test_${randomBytes(4).toString('hex')}`;
const logger = pino({ level: 'warn' });

let idp: RunningIdp;
/** Where the provider mails its e-mail verification links. */
let mailSink: MailSink;
const mailbox = () => Promise.resolve(mailSink.messages());
const oidc = (path: string) => `${idp.issuer}/protocol/openid-connect/${path}`;

interface Cookie {
  name: string;
  value: string;
  path: string;
}

/** Just enough of a browser: a cookie jar (with paths) and manual redirects. */
class Browser {
  private cookies: Cookie[] = [];

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const { pathname } = new URL(url);
    const cookie = this.cookies
      .filter((item) => pathname.startsWith(item.path))
      .map((item) => `${item.name}=${item.value}`)
      .join('; ');
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const header of response.headers.getSetCookie()) this.store(header);
    return response;
  }

  /** Follows redirects until the app (or an error) is reached; returns the last response. */
  async follow(url: string, init: RequestInit = {}): Promise<{ response: Response; url: string }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops += 1) {
      const location = response.headers.get('location');
      if (!location) break;
      current = new URL(location, current).href;
      if (!current.startsWith(idp.url)) return { response, url: current };
      response = await this.request(current);
    }
    return { response, url: current };
  }

  private store(header: string): void {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const path = attributes.find((item) => item.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
    const expired =
      !value ||
      attributes.some((item) => /^expires=.*1970/i.test(item) || /^max-age=0$/i.test(item));
    this.cookies = this.cookies.filter((item) => !(item.name === name && item.path === path));
    if (!expired) this.cookies.push({ name, value, path });
  }
}

function authorizationUrl(
  options: { redirectUri?: string; challenge?: string; prompt?: string; path?: string } = {},
) {
  const params = webAuthorizationParams(options);
  if (options.prompt) params.set('prompt', options.prompt);
  return `${oidc(options.path ?? 'auth')}?${params.toString()}`;
}

function formAction(html: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`No form in page: ${html}`);
  return new URL(action.replace(/&amp;/g, '&'), idp.url).href;
}

function fragmentOf(url: string): URLSearchParams {
  return new URLSearchParams(new URL(url).hash.slice(1));
}

interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
}

async function tokenRequest(
  body: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(oidc('token'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body),
  });
}

/** The whole authorization code + PKCE flow, as keycloak-js runs it. */
async function signIn(
  browser: Browser,
  email: string,
  redirectUri = `${APP}/dashboard`,
): Promise<Tokens> {
  const { verifier, challenge } = pkce();
  const login = await browser.follow(authorizationUrl({ redirectUri, challenge }));
  expect(login.response.status).toBe(200);
  const submitted = await browser.follow(formAction(await login.response.text()), {
    method: 'POST',
    body: new URLSearchParams({ username: email, password: PASSWORD }),
  });
  return exchangeCode(submitted.url, verifier, redirectUri);
}

async function exchangeCode(url: string, verifier: string, redirectUri: string): Promise<Tokens> {
  const fragment = fragmentOf(url);
  expect(fragment.get('state')).toBe('state-1');
  const code = fragment.get('code');
  expect(code).toBeTruthy();
  const response = await tokenRequest({
    grant_type: 'authorization_code',
    code: code ?? '',
    client_id: 'web',
    redirect_uri: redirectUri,
    code_verifier: verifier,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Tokens;
}

async function refresh(refreshToken: string): Promise<Response> {
  return tokenRequest({
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: 'web',
  });
}

/** Verifies a token the way the services do: RS256, key by kid from the JWKS, issuer, audience. */
async function verifyWithJwks(token: string): Promise<jwt.JwtPayload> {
  const header = jwt.decode(token, { complete: true })?.header;
  const { keys } = (await (await fetch(oidc('certs'))).json()) as { keys: JsonWebKey[] };
  const jwk = keys.find((key) => key.kid === header?.kid);
  if (!jwk) throw new Error(`No key ${header?.kid} in the JWKS`);
  const pem = createPublicKey({ key: jwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
  return jwt.verify(token, pem, {
    algorithms: ['RS256'],
    issuer: idp.issuer,
    audience: 'remote-hands-api',
  }) as jwt.JwtPayload;
}

function claims(token: string): jwt.JwtPayload {
  return jwt.decode(token, { json: true }) ?? {};
}

async function adminToken(): Promise<string> {
  const response = await tokenRequest(
    { grant_type: 'client_credentials' },
    {
      authorization: `Basic ${Buffer.from(`identity-admin:${idp.identityAdminClientSecret}`).toString('base64')}`,
    },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

function admin(path: string, token: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${idp.url}/admin/realms/remote-hands${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
}

async function register(
  browser: Browser,
  fields: Record<string, string>,
): Promise<{ response: Response; url: string; verifier: string; redirectUri: string }> {
  const { verifier, challenge } = pkce();
  const redirectUri = `${APP}/auth/company`;
  const page = await browser.follow(
    authorizationUrl({ challenge, redirectUri, path: 'registrations' }),
  );
  expect(page.response.status).toBe(200);
  const html = await page.response.text();
  expect(html).toContain('<h1>Register</h1>');
  const result = await browser.follow(formAction(html), {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return { ...result, verifier, redirectUri };
}

beforeAll(async () => {
  databaseUrl = await testDatabaseUrl();
  mailSink = await startMailSink({ smtpPort: 0, webPort: 0, logger });
  idp = await startIdp({
    port: 0,
    databaseUrl,
    schema,
    extraRedirectOrigins: [EXTRA_ORIGIN],
    smtpUrl: mailSink.smtpUrl,
    // Every sign-in and registration here posts from 127.0.0.1; the per-address throttle has its own tests.
    signInThrottle: false,
    logger,
  });
});

afterAll(async () => {
  await idp?.stop();
  await mailSink?.stop();
  const pool = new pg.Pool({ connectionString: databaseUrl });
  await pool.query(`drop schema if exists ${schema} cascade`);
  await pool.end();
});

describe('discovery', () => {
  test('serves the OpenID configuration at Keycloak paths', async () => {
    const response = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, unknown>;
    expect(idp.issuer).toBe(`${idp.url}/realms/remote-hands`);
    expect(document).toMatchObject({
      issuer: idp.issuer,
      authorization_endpoint: oidc('auth'),
      token_endpoint: oidc('token'),
      userinfo_endpoint: oidc('userinfo'),
      end_session_endpoint: oidc('logout'),
      jwks_uri: oidc('certs'),
      check_session_iframe: oidc('login-status-iframe.html'),
      code_challenge_methods_supported: ['S256'],
    });
  });

  test('publishes an RS256 signing key in the JWKS', async () => {
    const { keys } = (await (await fetch(oidc('certs'))).json()) as { keys: JsonWebKey[] };
    expect(keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig' })]);
    expect(keys[0]).not.toHaveProperty('d');
  });
});

describe('sign-in with authorization code and PKCE', () => {
  let tokens: Tokens;
  const browser = new Browser();

  beforeAll(async () => {
    tokens = await signIn(browser, 'company@example.com');
  });

  test('issues a Keycloak-shaped access token that verifies against the JWKS', async () => {
    const header = jwt.decode(tokens.access_token, { complete: true })?.header;
    expect(header).toMatchObject({ alg: 'RS256', typ: 'JWT', kid: expect.any(String) });
    const payload = await verifyWithJwks(tokens.access_token);
    expect(payload).toMatchObject({
      iss: idp.issuer,
      aud: 'remote-hands-api',
      azp: 'web',
      typ: 'Bearer',
      sub: '6f1b2c3d-0a4e-4c5b-9d7e-0c0a11c0a001',
      preferred_username: 'company@example.com',
      email: 'company@example.com',
      email_verified: true,
      name: 'Sam Kuskokwim',
      given_name: 'Sam',
      family_name: 'Kuskokwim',
      sid: expect.any(String),
      scope: 'openid profile email',
    });
    expect(payload.realm_access.roles).toEqual(
      expect.arrayContaining([
        'company',
        'default-roles-remote-hands',
        'offline_access',
        'uma_authorization',
      ]),
    );
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
  });

  test('issues an ID token with the nonce and the profile', () => {
    expect(claims(tokens.id_token)).toMatchObject({
      iss: idp.issuer,
      aud: 'web',
      nonce: 'nonce-1',
      sub: '6f1b2c3d-0a4e-4c5b-9d7e-0c0a11c0a001',
      email: 'company@example.com',
      name: 'Sam Kuskokwim',
      preferred_username: 'company@example.com',
      sid: claims(tokens.access_token).sid,
    });
  });

  test('issues a JWT-shaped refresh token that refreshes without rotating', async () => {
    const header = jwt.decode(tokens.refresh_token, { complete: true })?.header;
    expect(header).toMatchObject({ alg: 'HS512', typ: 'JWT' });
    expect(claims(tokens.refresh_token)).toMatchObject({
      typ: 'Refresh',
      iss: idp.issuer,
      aud: idp.issuer,
      azp: 'web',
      sub: '6f1b2c3d-0a4e-4c5b-9d7e-0c0a11c0a001',
      sid: claims(tokens.access_token).sid,
    });

    const response = await refresh(tokens.refresh_token);
    expect(response.status).toBe(200);
    const refreshed = (await response.json()) as Tokens & Record<string, unknown>;
    expect(refreshed.refresh_token).toBe(tokens.refresh_token);
    expect(refreshed.session_state).toBe(claims(tokens.access_token).sid);
    expect(refreshed.refresh_expires_in).toBeGreaterThan(0);
    const payload = await verifyWithJwks(refreshed.access_token);
    expect(payload.jti).not.toBe(claims(tokens.access_token).jti);
    expect(claims(refreshed.id_token)).toMatchObject({ nonce: 'nonce-1', aud: 'web' });
  });

  test('rejects a refresh token that was not signed by the provider', async () => {
    const opaque = claims(tokens.refresh_token).jti as string;
    const forged = jwt.sign(claims(tokens.refresh_token), 'not-the-key', { algorithm: 'HS512' });
    for (const candidate of [opaque, forged, 'garbage']) {
      const response = await refresh(candidate);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
    }
  });

  test('answers the login form with the redirect to the app, as Keycloak does', async () => {
    const fresh = new Browser();
    const { verifier, challenge } = pkce();
    const login = await fresh.follow(authorizationUrl({ challenge }));
    const submitted = await fresh.request(formAction(await login.response.text()), {
      method: 'POST',
      body: new URLSearchParams({ username: 'company@example.com', password: PASSWORD }),
    });
    expect(submitted.status).toBeGreaterThanOrEqual(300);
    expect(submitted.status).toBeLessThan(400);
    const location = new URL(submitted.headers.get('location') ?? '', idp.url).href;
    expect(location.startsWith(`${APP}/dashboard#`)).toBe(true);
    const again = await exchangeCode(location, verifier, `${APP}/dashboard`);
    expect(claims(again.access_token).email).toBe('company@example.com');
  });

  test('signs in again without a form while the session lasts', async () => {
    const { verifier, challenge } = pkce();
    const silent = await browser.follow(authorizationUrl({ challenge, prompt: 'none' }));
    const again = await exchangeCode(silent.url, verifier, `${APP}/dashboard`);
    expect(claims(again.access_token).sub).toBe(claims(tokens.access_token).sub);
  });

  test('serves userinfo and the account profile for the access token', async () => {
    const headers = { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' };
    const userinfo = await fetch(oidc('userinfo'), { headers });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({
      sub: '6f1b2c3d-0a4e-4c5b-9d7e-0c0a11c0a001',
      email: 'company@example.com',
      preferred_username: 'company@example.com',
      given_name: 'Sam',
    });
    const account = await fetch(`${idp.issuer}/account`, { headers });
    expect(await account.json()).toMatchObject({
      id: '6f1b2c3d-0a4e-4c5b-9d7e-0c0a11c0a001',
      username: 'company@example.com',
      firstName: 'Sam',
      lastName: 'Kuskokwim',
      email: 'company@example.com',
      emailVerified: true,
    });
    const anonymous = await fetch(oidc('userinfo'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toContain('Bearer');
  });

  test('reports the session to the login status iframe of an allowed origin', async () => {
    const page = await browser.request(oidc('login-status-iframe.html'));
    expect(await page.text()).toContain("addEventListener('message'");
    const status = (origin: string) =>
      browser.request(
        `${oidc('login-status-iframe.html/status')}?client_id=web&origin=${encodeURIComponent(origin)}`,
      );
    expect(await (await status(APP)).json()).toEqual({ sid: claims(tokens.access_token).sid });
    expect((await status('http://evil.example')).status).toBe(403);
    const stranger = await new Browser().request(
      `${oidc('login-status-iframe.html/status')}?client_id=web&origin=${encodeURIComponent(APP)}`,
    );
    expect(await stranger.json()).toEqual({ sid: null });
  });
});

test('answers the third-party cookie check with supported', async () => {
  const response = await fetch(oidc('3p-cookies/step1.html'));
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("postMessage('supported'");
});

test('shows an error for a wrong password and keeps the username', async () => {
  const browser = new Browser();
  const login = await browser.follow(authorizationUrl());
  const html = await login.response.text();
  expect(html).toMatch(/<label for="username">Email<\/label>/);
  expect(html).toMatch(/<label for="password">Password<\/label>/);
  expect(html).toContain('<button type="submit">Sign In</button>');
  expect(html).toMatch(/<a href="[^"]+\/registration">Register<\/a>/);

  const failed = await browser.request(formAction(html), {
    method: 'POST',
    body: new URLSearchParams({ username: 'company@example.com', password: 'wrong' }),
  });
  expect(failed.status).toBe(200);
  const page = await failed.text();
  expect(page).toContain('Invalid username or password.');
  expect(page).toContain('value="company@example.com"');

  const unknown = await browser.request(formAction(page), {
    method: 'POST',
    body: new URLSearchParams({ username: 'nobody@example.com', password: PASSWORD }),
  });
  expect(await unknown.text()).toContain('Invalid username or password.');
});

test('escapes what it prints back into the login page', async () => {
  const browser = new Browser();
  const login = await browser.follow(authorizationUrl());
  const failed = await browser.request(formAction(await login.response.text()), {
    method: 'POST',
    body: new URLSearchParams({ username: '"><script>alert(1)</script>', password: 'x' }),
  });
  const page = await failed.text();
  expect(page).not.toContain('<script>alert(1)</script>');
  expect(page).toContain('&quot;&gt;&lt;script&gt;');
});

describe('redirect URIs', () => {
  test('accepts any path under a wildcard redirect URI of the realm', async () => {
    const login = await new Browser().follow(
      authorizationUrl({ redirectUri: `${APP}/some/deep/path?tab=profile` }),
    );
    expect(login.response.status).toBe(200);
    expect(await login.response.text()).toContain('Sign in to your account');
  });

  test('accepts the extra origins given for end-to-end runs', async () => {
    const tokens = await signIn(new Browser(), 'admin@example.com', `${EXTRA_ORIGIN}/callback`);
    expect((await verifyWithJwks(tokens.access_token)).realm_access.roles).toContain('admin');
  });

  test('rejects a redirect URI outside the realm', async () => {
    for (const redirectUri of [
      'http://evil.example/callback',
      'http://localhost:8080.evil.example/',
      'http://localhost:8080@evil.example/',
      'http://localhost:9999/',
    ]) {
      const response = await new Browser().request(authorizationUrl({ redirectUri }));
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Invalid parameter: redirect_uri');
    }
  });

  test('requires PKCE', async () => {
    const url = new URL(authorizationUrl());
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const response = await new Browser().request(url.href);
    expect(response.status).toBe(303);
    expect(fragmentOf(new URL(response.headers.get('location') ?? '', url).href).get('error')).toBe(
      'invalid_request',
    );
  });
});

describe('CORS on the token endpoint', () => {
  test('answers an allowed web origin with credentials, also on preflight', async () => {
    for (const origin of [APP, EXTRA_ORIGIN]) {
      const preflight = await fetch(oidc('token'), {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
      expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    }

    const tokens = await signIn(new Browser(), 'technician@example.com');
    const response = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'web' },
      { origin: APP },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  test('gives a foreign origin no CORS headers', async () => {
    const preflight = await fetch(oidc('token'), {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();

    const tokens = await signIn(new Browser(), 'technician@example.com');
    const response = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'web' },
      { origin: 'http://evil.example' },
    );
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  test('lets any origin read the discovery document without credentials', async () => {
    const response = await fetch(`${idp.issuer}/.well-known/openid-configuration`, {
      headers: { origin: 'http://elsewhere.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('registration and the Admin REST API', () => {
  const email = `new-${randomBytes(3).toString('hex')}@example.com`;
  const browser = new Browser();
  let tokens: Tokens;

  beforeAll(async () => {
    const registered = await register(browser, {
      firstName: 'Nita',
      lastName: 'Bethel',
      email,
      password: 'a-long-password',
      'password-confirm': 'a-long-password',
    });
    const verified = await browser.follow(await verificationLink(mailbox, email));
    tokens = await exchangeCode(verified.url, registered.verifier, registered.redirectUri);
  });

  test('signs the new user in with the default roles only', async () => {
    const payload = await verifyWithJwks(tokens.access_token);
    expect(payload).toMatchObject({ email, name: 'Nita Bethel', preferred_username: email });
    expect(payload.realm_access.roles.sort()).toEqual([
      'default-roles-remote-hands',
      'offline_access',
      'uma_authorization',
    ]);
  });

  test('maps a realm role through the Admin REST API and the refreshed token shows it', async () => {
    const token = await adminToken();
    expect(claims(token)).toMatchObject({
      azp: 'identity-admin',
      aud: 'realm-management',
      resource_access: { 'realm-management': { roles: expect.arrayContaining(['manage-users']) } },
    });
    const userId = claims(tokens.access_token).sub as string;

    const role = await admin('/roles/technician', token);
    expect(role.status).toBe(200);
    const { id, name } = (await role.json()) as { id: string; name: string };
    expect(name).toBe('technician');

    const user = await admin(`/users/${userId}`, token);
    expect(await user.json()).toMatchObject({
      id: userId,
      username: email,
      email,
      firstName: 'Nita',
    });

    const added = await admin(`/users/${userId}/role-mappings/realm`, token, {
      method: 'POST',
      body: JSON.stringify([{ id, name }]),
    });
    expect(added.status).toBe(204);
    const mappings = await admin(`/users/${userId}/role-mappings/realm`, token);
    expect(((await mappings.json()) as { name: string }[]).map((item) => item.name).sort()).toEqual(
      ['default-roles-remote-hands', 'technician'],
    );

    expect(claims(tokens.access_token).realm_access.roles).not.toContain('technician');
    const refreshed = (await (await refresh(tokens.refresh_token)).json()) as Tokens;
    expect((await verifyWithJwks(refreshed.access_token)).realm_access.roles).toContain(
      'technician',
    );

    const removed = await admin(`/users/${userId}/role-mappings/realm`, token, {
      method: 'DELETE',
      body: JSON.stringify([{ id, name }]),
    });
    expect(removed.status).toBe(204);
    const again = (await (await refresh(tokens.refresh_token)).json()) as Tokens;
    expect(claims(again.access_token).realm_access.roles).not.toContain('technician');
  });

  test("changes a user's sign-in address, and refuses one another user holds, as Keycloak does", async () => {
    const token = await adminToken();
    const userId = claims(tokens.access_token).sub as string;
    const taken = await admin(`/users/${userId}`, token, {
      method: 'PUT',
      body: JSON.stringify({ email: 'company@example.com', emailVerified: true }),
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ errorMessage: 'User exists with same email' });

    const changed = `changed-${email}`;
    const put = await admin(`/users/${userId}`, token, {
      method: 'PUT',
      body: JSON.stringify({ email: changed, emailVerified: true }),
    });
    expect(put.status).toBe(204);
    expect(await (await admin(`/users/${userId}`, token)).json()).toMatchObject({
      username: changed,
      email: changed,
      emailVerified: true,
    });
    const back = await admin(`/users/${userId}`, token, {
      method: 'PUT',
      body: JSON.stringify({ email, emailVerified: true }),
    });
    expect(back.status).toBe(204);
  });

  test('refuses admin calls without an admin token', async () => {
    const userId = claims(tokens.access_token).sub as string;
    expect((await admin('/roles/technician', 'not-a-token')).status).toBe(401);
    const asUser = await admin(`/users/${userId}/role-mappings/realm`, tokens.access_token, {
      method: 'POST',
      body: JSON.stringify([]),
    });
    expect(asUser.status).toBe(403);
    const wrongSecret = await tokenRequest(
      { grant_type: 'client_credentials' },
      { authorization: `Basic ${Buffer.from('identity-admin:wrong').toString('base64')}` },
    );
    expect(wrongSecret.status).toBe(401);
  });

  test('answers unknown users and roles like Keycloak', async () => {
    const token = await adminToken();
    expect((await admin('/roles/pilot', token)).status).toBe(404);
    expect((await admin('/users/00000000-0000-4000-8000-000000000000', token)).status).toBe(404);
    const userId = claims(tokens.access_token).sub as string;
    const wrongId = await admin(`/users/${userId}/role-mappings/realm`, token, {
      method: 'POST',
      body: JSON.stringify([{ id: 'not-the-id', name: 'admin' }]),
    });
    expect(wrongId.status).toBe(404);
    expect(await wrongId.json()).toEqual({ error: 'Role not found' });
  });

  test('rejects a second registration with the same email', async () => {
    const second = await register(new Browser(), {
      firstName: 'Nita',
      lastName: 'Bethel',
      email: email.toUpperCase(),
      password: 'another-password',
      'password-confirm': 'another-password',
    });
    expect(second.response.status).toBe(200);
    expect(await second.response.text()).toContain('Email already exists.');
  });

  test("fills in the registration's Email from the app's login_hint", async () => {
    const { challenge } = pkce();
    const url = new URL(
      authorizationUrl({ challenge, redirectUri: `${APP}/auth/technician`, path: 'registrations' }),
    );
    url.searchParams.set('login_hint', 'typed-in-the-app@example.com');

    const page = await new Browser().follow(url.href);

    const html = await page.response.text();
    expect(html).toContain('<h1>Register</h1>');
    expect(html).toMatch(/<input[^>]*id="email"[^>]*value="typed-in-the-app@example.com"/);
  });

  test('shows validation errors on the registration page', async () => {
    const result = await register(new Browser(), {
      firstName: '',
      lastName: 'Bethel',
      email: 'not-an-email',
      password: 'one',
      'password-confirm': 'two',
    });
    const html = await result.response.text();
    expect(html).toContain('Please specify first name.');
    expect(html).toContain('Invalid email address.');
    expect(html).toContain('Password confirmation doesn&#39;t match.');
    expect(html).toMatch(
      /<label for="firstName">First name <span[^>]*aria-hidden="true">\*<\/span><\/label>/,
    );
    expect(html).toMatch(
      /<label for="password-confirm">Confirm password <span[^>]*aria-hidden="true">\*<\/span><\/label>/,
    );
    expect(html).toContain('<button type="submit">Register</button>');
    expect(html).toContain('aria-describedby="email-error"');
    expect(html).toContain('value="Bethel"');
  });
});

describe('e-mail verification of new accounts', () => {
  const person = (email: string) => ({
    firstName: 'Ada',
    lastName: 'Nome',
    email,
    password: 'a-long-password',
    'password-confirm': 'a-long-password',
  });
  const newEmail = () => `verify-${randomBytes(3).toString('hex')}@example.com`;

  test('holds the sign-in after registering until the mailed link is followed, then signs in verified', async () => {
    const email = newEmail();
    const browser = new Browser();
    const registered = await register(browser, person(email));

    expect(registered.response.status).toBe(200);
    expect(registered.url.startsWith(idp.url)).toBe(true);
    const page = await registered.response.text();
    expect(page).toContain('You need to verify your email address to activate your account.');
    expect(page).toContain(email);
    const message = mailSink.messages().find((item) => item.to.includes(email));
    expect(message?.subject).toBe('Verify email');

    const verified = await browser.follow(await verificationLink(mailbox, email));
    const tokens = await exchangeCode(verified.url, registered.verifier, registered.redirectUri);
    expect(await verifyWithJwks(tokens.access_token)).toMatchObject({
      email,
      email_verified: true,
    });
  });

  test('an unverified account that signs in is sent a link again instead of a code', async () => {
    const email = newEmail();
    await register(new Browser(), person(email));
    const browser = new Browser();
    const login = await browser.follow(authorizationUrl());
    const submitted = await browser.follow(formAction(await login.response.text()), {
      method: 'POST',
      body: new URLSearchParams({ username: email, password: 'a-long-password' }),
    });

    expect(submitted.url.startsWith(idp.url)).toBe(true);
    expect(await submitted.response.text()).toContain('<h1>Email verification</h1>');
    expect(mailSink.messages().filter((item) => item.to.includes(email))).toHaveLength(2);
  });

  test('a link followed in another browser verifies the address without signing that browser in', async () => {
    const email = newEmail();
    await register(new Browser(), person(email));
    const elsewhere = await new Browser().follow(await verificationLink(mailbox, email));

    expect(elsewhere.url.startsWith(idp.url)).toBe(true);
    expect(await elsewhere.response.text()).toContain('Your email address has been verified.');
    const browser = new Browser();
    const { verifier, challenge } = pkce();
    const login = await browser.follow(authorizationUrl({ challenge }));
    const submitted = await browser.follow(formAction(await login.response.text()), {
      method: 'POST',
      body: new URLSearchParams({ username: email, password: 'a-long-password' }),
    });
    const tokens = await exchangeCode(submitted.url, verifier, `${APP}/dashboard`);
    expect(claims(tokens.access_token)).toMatchObject({ email, email_verified: true });
  });

  test('refuses a link whose key was altered', async () => {
    const email = newEmail();
    const browser = new Browser();
    await register(browser, person(email));
    const link = new URL(await verificationLink(mailbox, email));
    const key = link.searchParams.get('key') ?? '';
    const [payload = '', mac = ''] = key.split('.');
    const forged = Buffer.from(payload, 'base64url')
      .toString('utf8')
      .replace(email, 'company@example.com');
    link.searchParams.set('key', `${Buffer.from(forged).toString('base64url')}.${mac}`);

    const answer = await browser.follow(link.href);
    expect(answer.response.status).toBe(400);
    expect(await answer.response.text()).toContain('The link you clicked is no longer valid.');
  });
});

describe('logout', () => {
  test('ends the session and redirects to the post-logout URI at once', async () => {
    const browser = new Browser();
    const tokens = await signIn(browser, 'company@example.com');
    const params = new URLSearchParams({
      client_id: 'web',
      post_logout_redirect_uri: `${APP}/`,
      id_token_hint: tokens.id_token,
    });
    const response = await browser.request(`${oidc('logout')}?${params.toString()}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${APP}/`);

    expect((await refresh(tokens.refresh_token)).status).toBe(400);
    const silent = await browser.follow(authorizationUrl({ prompt: 'none' }));
    expect(fragmentOf(silent.url).get('error')).toBe('login_required');
  });

  test('refuses a post-logout URI outside the realm', async () => {
    const params = new URLSearchParams({
      client_id: 'web',
      post_logout_redirect_uri: 'http://evil.example/',
    });
    const response = await new Browser().request(`${oidc('logout')}?${params.toString()}`);
    expect(response.status).toBe(400);
  });
});

test('issues access tokens for benchmarks like the token endpoint does', async () => {
  const token = await idp.issueAccessToken('technician@example.com');
  const payload = await verifyWithJwks(token);
  expect(jwt.decode(token, { complete: true })?.header).toMatchObject({ typ: 'JWT', alg: 'RS256' });
  expect(payload).toMatchObject({
    azp: 'web',
    typ: 'Bearer',
    sub: '6f1b2c3d-0a4e-4c5b-9d7e-0c0a11c0a002',
    preferred_username: 'technician@example.com',
    name: 'Tanya Nome',
    scope: 'openid profile email',
    sid: expect.any(String),
  });
  expect(payload.realm_access.roles).toContain('technician');
  await expect(idp.issueAccessToken('nobody@example.com')).rejects.toThrow('No account');
});

test('keeps keys, accounts and sessions across a restart', async () => {
  const browser = new Browser();
  const tokens = await signIn(browser, 'admin@example.com');
  const port = Number(new URL(idp.url).port);
  await idp.stop();
  idp = await startIdp({
    port,
    databaseUrl,
    schema,
    extraRedirectOrigins: [EXTRA_ORIGIN],
    smtpUrl: mailSink.smtpUrl,
    // Every sign-in and registration here posts from 127.0.0.1; the per-address throttle has its own tests.
    signInThrottle: false,
    logger,
  });

  expect((await verifyWithJwks(tokens.access_token)).sub).toBe(
    '6f1b2c3d-0a4e-4c5b-9d7e-0c0a11c0a003',
  );
  expect((await refresh(tokens.refresh_token)).status).toBe(200);
  const { verifier, challenge } = pkce();
  const silent = await browser.follow(authorizationUrl({ challenge, prompt: 'none' }));
  const again = await exchangeCode(silent.url, verifier, `${APP}/dashboard`);
  expect(claims(again.access_token).sub).toBe(claims(tokens.access_token).sub);
});

/** A localStorage whose items are own enumerable properties, as keycloak-js lists them so. */
class MemoryStorage {
  [key: string]: unknown;
  getItem(key: string): string | null {
    return Object.hasOwn(this, key) ? String(this[key]) : null;
  }
  setItem(key: string, value: string): void {
    this[key] = String(value);
  }
  removeItem(key: string): void {
    delete this[key];
  }
}

describe('keycloak-js 26 in Node', () => {
  let Keycloak: typeof KeycloakClient;
  const location = { href: `${APP}/`, origin: APP };
  let polyfilledWithResolvers = false;

  beforeAll(async () => {
    // keycloak-js needs Node 22's Promise.withResolvers and a few browser globals.
    if (!('withResolvers' in Promise)) {
      Object.defineProperty(Promise, 'withResolvers', {
        configurable: true,
        writable: true,
        value: function withResolvers<T>() {
          let resolve!: (value: T) => void;
          let reject!: (reason?: unknown) => void;
          const promise = new Promise<T>((yes, no) => {
            resolve = yes;
            reject = no;
          });
          return { promise, resolve, reject };
        },
      });
      polyfilledWithResolvers = true;
    }
    vi.stubGlobal('window', globalThis);
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('location', location);
    vi.stubGlobal('history', {
      state: null,
      replaceState: (_state: unknown, _title: string, url: string) => {
        location.href = new URL(url, location.href).href;
      },
    });
    vi.stubGlobal('localStorage', new MemoryStorage());
    ({ default: Keycloak } = await import('keycloak-js'));
  });

  afterAll(() => {
    vi.unstubAllGlobals();
    if (polyfilledWithResolvers) Reflect.deleteProperty(Promise, 'withResolvers');
  });

  /** The app reloads at `url` and initialises keycloak-js there, as after a redirect. */
  async function appLoadedAt(url: string): Promise<KeycloakClient> {
    location.href = url;
    const keycloak = new Keycloak({ url: idp.url, realm: 'remote-hands', clientId: 'web' });
    await keycloak.init({ pkceMethod: 'S256', checkLoginIframe: false });
    return keycloak;
  }

  test('signs in, loads the profile, refreshes and logs out', async () => {
    const browser = new Browser();
    const signedOut = await appLoadedAt(`${APP}/`);
    expect(signedOut.authenticated).toBe(false);

    const login = await browser.follow(
      await signedOut.createLoginUrl({ redirectUri: `${APP}/dashboard` }),
    );
    const callback = await browser.follow(formAction(await login.response.text()), {
      method: 'POST',
      body: new URLSearchParams({ username: 'company@example.com', password: PASSWORD }),
    });
    const keycloak = await appLoadedAt(callback.url);

    expect(keycloak.authenticated).toBe(true);
    expect(location.href).toBe(`${APP}/dashboard`);
    expect(keycloak.hasRealmRole('company')).toBe(true);
    expect(keycloak.subject).toBe('6f1b2c3d-0a4e-4c5b-9d7e-0c0a11c0a001');
    expect(keycloak.refreshTokenParsed).toMatchObject({ typ: 'Refresh' });
    expect(keycloak.sessionId).toBe(keycloak.tokenParsed?.sid);
    expect(await keycloak.loadUserProfile()).toMatchObject({
      email: 'company@example.com',
      firstName: 'Sam',
      lastName: 'Kuskokwim',
    });

    const before = keycloak.token;
    expect(await keycloak.updateToken(-1)).toBe(true);
    expect(keycloak.token).not.toBe(before);
    expect(keycloak.hasRealmRole('company')).toBe(true);

    const logout = await browser.request(keycloak.createLogoutUrl({ redirectUri: `${APP}/` }));
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe(`${APP}/`);
    await expect(keycloak.updateToken(-1)).rejects.toBeDefined();
  });

  test('registers a new account through register()', async () => {
    const browser = new Browser();
    const app = await appLoadedAt(`${APP}/auth/technician`);
    const page = await browser.follow(
      await app.createRegisterUrl({ redirectUri: `${APP}/auth/technician` }),
    );
    const email = `kc-${randomBytes(3).toString('hex')}@example.com`;
    const callback = await browser.follow(formAction(await page.response.text()), {
      method: 'POST',
      body: new URLSearchParams({
        firstName: 'Lena',
        lastName: 'Kotzebue',
        email,
        password: 'a-long-password',
        'password-confirm': 'a-long-password',
      }),
    });
    expect(await callback.response.text()).toContain('<h1>Email verification</h1>');
    const verified = await browser.follow(await verificationLink(mailbox, email));
    const keycloak = await appLoadedAt(verified.url);
    expect(keycloak.authenticated).toBe(true);
    expect(keycloak.tokenParsed).toMatchObject({ email, name: 'Lena Kotzebue' });
    expect(keycloak.hasRealmRole('technician')).toBe(false);
  });
});
