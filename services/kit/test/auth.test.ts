import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../src/auth.js';
import { createHttpApp } from '../src/http.js';
import { handle } from '../src/route.js';
import { startTestIssuer, type TestIssuer } from '../src/testing/index.js';
import { quietLogger, serve } from './http-support.js';

let issuer: TestIssuer;
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  issuer = await startTestIssuer();
  const auth = createAuth({ issuer: issuer.issuer, audience: issuer.audience });
  const router = new Router();
  router.get(
    '/me',
    handle({ auth: auth.requireAuth() }, (ctx, input) => {
      const { subject, roles, token, claims } = input.auth;
      ctx.body = { subject, roles, token, email: claims.email };
    }),
  );
  router.get(
    '/admin',
    handle({ auth: auth.requireRole('admin') }, (ctx, { auth: caller }) => {
      ctx.body = { subject: caller.subject, roles: caller.roles };
    }),
  );
  const app = createHttpApp({ logger: quietLogger });
  app.use(router.routes());
  server = await serve(app);
});

afterAll(async () => {
  await server.close();
  await issuer.close();
});

function get(path: string, token?: string): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function expectUnauthorized(response: Response, detail?: string): Promise<void> {
  expect(response.status).toBe(401);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(response.headers.get('www-authenticate')).toBe('Bearer');
  const body: unknown = await response.json();
  expect(body).toMatchObject({ status: 401, code: 'unauthorized' });
  if (detail) expect(body).toMatchObject({ detail });
}

describe('requireAuth', () => {
  it('accepts a valid RS256 token and exposes subject, roles and the raw token', async () => {
    const token = issuer.sign({ sub: 'user-1', email: 'sam@example.com' });
    const response = await get('/me', token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      subject: 'user-1',
      roles: ['default-roles-remote-hands', 'offline_access', 'uma_authorization'],
      token,
      email: 'sam@example.com',
    });
  });

  it('rejects a request without a token', async () => {
    await expectUnauthorized(await get('/me'));
  });

  it('rejects a token that is not a JWT', async () => {
    await expectUnauthorized(await get('/me', 'not-a-jwt'));
  });

  it('rejects an expired token', async () => {
    await expectUnauthorized(
      await get('/me', issuer.sign({}, { expiresIn: -60 })),
      'The access token has expired.',
    );
  });

  it('rejects a token from another issuer', async () => {
    const token = issuer.sign({}, { issuer: 'http://127.0.0.1:1/realms/other' });
    await expectUnauthorized(await get('/me', token));
  });

  it('rejects a token for another audience', async () => {
    await expectUnauthorized(await get('/me', issuer.sign({}, { audience: 'someone-else' })));
  });

  it('rejects an unsigned token (alg none)', async () => {
    await expectUnauthorized(
      await get('/me', issuer.sign({}, { algorithm: 'none' })),
      'The access token is malformed or not RS256-signed.',
    );
  });

  it('rejects an HS256 token signed with the public key as the secret', async () => {
    await expectUnauthorized(
      await get('/me', issuer.sign({}, { algorithm: 'HS256' })),
      'The access token is malformed or not RS256-signed.',
    );
  });

  it('rejects a token whose payload was changed after signing', async () => {
    const [header, , signature] = issuer.sign({ sub: 'user-1' }).split('.');
    const forged = Buffer.from(
      JSON.stringify({
        sub: 'user-1',
        iss: issuer.issuer,
        aud: issuer.audience,
        exp: Math.floor(Date.now() / 1000) + 300,
        realm_access: { roles: ['admin'] },
      }),
    ).toString('base64url');
    await expectUnauthorized(await get('/admin', `${header}.${forged}.${signature}`));
  });

  it('rejects a token signed by a key the JWKS does not list', async () => {
    await expectUnauthorized(
      await get('/me', issuer.sign({}, { kid: 'unknown-key' })),
      'The access token was signed by an unknown key.',
    );
  });

  it('rejects a token signed by another issuer’s key under a known kid', async () => {
    const stranger = await startTestIssuer();
    try {
      const token = stranger.sign({}, { issuer: issuer.issuer, kid: issuer.kid });
      await expectUnauthorized(await get('/me', token));
    } finally {
      await stranger.close();
    }
  });
});

describe('when the identity provider cannot be reached', () => {
  it('answers 502 upstream_failed rather than blaming the caller’s token', async () => {
    const auth = createAuth({
      issuer: issuer.issuer,
      audience: issuer.audience,
      jwksUri: 'http://127.0.0.1:1/certs',
    });
    const app = createHttpApp({ logger: quietLogger });
    app.use(handle({ auth: auth.requireAuth() }, () => {}));
    const offline = await serve(app);
    try {
      const response = await fetch(offline.url, {
        headers: { authorization: `Bearer ${issuer.sign()}` },
      });
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ code: 'upstream_failed' });
    } finally {
      await offline.close();
    }
  });
});

describe('requireRole', () => {
  it('answers 403 forbidden to a valid token without the role', async () => {
    const token = issuer.sign({ realm_access: { roles: ['company'] } });
    const response = await get('/admin', token);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('lets a token with the role through', async () => {
    const token = issuer.sign({ sub: 'admin-1', realm_access: { roles: ['admin'] } });
    const response = await get('/admin', token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ subject: 'admin-1', roles: ['admin'] });
  });

  it('answers 401, not 403, when there is no token at all', async () => {
    await expectUnauthorized(await get('/admin'));
  });
});
