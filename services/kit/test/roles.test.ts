import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../src/auth.js';
import { createHttpApp } from '../src/http.js';
import { requireRegistrant } from '../src/roles.js';
import { handle } from '../src/route.js';
import { startTestIssuer, type TestIssuer } from '../src/testing/index.js';
import { quietLogger, serve } from './http-support.js';

let issuer: TestIssuer;
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  issuer = await startTestIssuer();
  const auth = createAuth({ issuer: issuer.issuer, audience: issuer.audience });
  const router = new Router();
  router.put(
    '/technicians/me',
    handle({ auth: requireRegistrant(auth, 'technician') }, (ctx, { auth: caller }) => {
      ctx.body = { subject: caller.subject };
    }),
  );
  router.get(
    '/companies/me',
    handle({ auth: auth.requireRole('company') }, (ctx, { auth: caller }) => {
      ctx.body = { subject: caller.subject };
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

function tokenWith(roles: string[]): string {
  return issuer.sign({
    sub: 'user-1',
    realm_access: { roles: [...roles, 'default-roles-remote-hands', 'offline_access'] },
  });
}

function send(method: string, path: string, token?: string): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('requireRegistrant', () => {
  it('admits a technician and a registrant whose token predates the role', async () => {
    for (const roles of [['technician'], []]) {
      const response = await send('PUT', '/technicians/me', tokenWith(roles));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ subject: 'user-1' });
    }
  });

  it('answers 403 to companies and admins, naming the profile they lack', async () => {
    for (const roles of [['company'], ['admin']]) {
      const response = await send('PUT', '/technicians/me', tokenWith(roles));
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        code: 'forbidden',
        detail: 'Only technician accounts have a technician profile.',
      });
    }
  });

  it('answers 401 without a token', async () => {
    const response = await send('PUT', '/technicians/me');
    expect(response.status).toBe(401);
  });
});

describe('a role guard beside the registration', () => {
  it('admits a company and refuses a registrant, technicians and admins', async () => {
    const statuses = await Promise.all(
      [['company'], [], ['technician'], ['admin']].map(async (roles) => {
        const response = await send('GET', '/companies/me', tokenWith(roles));
        return response.status;
      }),
    );
    expect(statuses).toEqual([200, 403, 403, 403]);
  });

  it('tells a registrant their sign-up is unfinished', async () => {
    const response = await send('GET', '/companies/me', tokenWith([]));

    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await response.json()).toMatchObject({
      status: 403,
      code: 'forbidden',
      detail: 'This account has not finished signing up. This needs the company role.',
    });
  });

  it('names only the missing role to a caller holding another product role', async () => {
    const response = await send('GET', '/companies/me', tokenWith(['technician']));

    expect(await response.json()).toMatchObject({
      code: 'forbidden',
      detail: 'This needs the company role.',
    });
  });
});
