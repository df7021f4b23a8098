import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../src/auth.js';
import { createHttpApp } from '../src/http.js';
import { actsAs, requireCompanyCaller, requireRegistrant } from '../src/roles.js';
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
    handle({ auth: requireCompanyCaller(auth) }, (ctx, { auth: caller }) => {
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

describe('actsAs', () => {
  it('admits the role itself, or a caller who holds no product role yet', () => {
    expect(actsAs('technician', ['technician', 'offline_access'])).toBe(true);
    expect(actsAs('technician', ['offline_access'])).toBe(true);
    expect(actsAs('technician', [])).toBe(true);
  });

  it('refuses a caller who holds only other product roles', () => {
    expect(actsAs('technician', ['company'])).toBe(false);
    expect(actsAs('technician', ['admin'])).toBe(false);
    expect(actsAs('company', ['technician'])).toBe(false);
    expect(actsAs('company', ['admin', 'offline_access'])).toBe(false);
  });
});

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

describe('requireCompanyCaller', () => {
  it('admits a company and a registrant, and refuses technicians and admins', async () => {
    const statuses = await Promise.all(
      [['company'], [], ['technician'], ['admin']].map(async (roles) => {
        const response = await send('GET', '/companies/me', tokenWith(roles));
        return response.status;
      }),
    );
    expect(statuses).toEqual([200, 200, 403, 403]);
  });
});
