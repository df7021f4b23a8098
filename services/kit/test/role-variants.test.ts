import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAuth, type AuthContext } from '../src/auth.js';
import { createHttpApp } from '../src/http.js';
import { byRole } from '../src/role-variants.js';
import { handle } from '../src/route.js';
import { startTestIssuer, type TestIssuer } from '../src/testing/index.js';
import { quietLogger, serve } from './http-support.js';

let issuer: TestIssuer;
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  issuer = await startTestIssuer();
  const auth = createAuth({ issuer: issuer.issuer, audience: issuer.audience });
  const router = new Router();
  router.post(
    '/places',
    byRole(auth, {
      company: handle(
        { auth: auth.requireRole('company'), body: z.strictObject({ address: z.string() }) },
        (ctx, { body }) => {
          ctx.body = { variant: 'company', address: body.address };
        },
      ),
      technician: handle(
        {
          auth: auth.requireRole('technician'),
          body: z.strictObject({ city: z.string().min(2, 'Home Community is required') }),
        },
        (ctx, { auth: caller, body }) => {
          ctx.body = { variant: 'technician', city: body.city, subject: caller.subject };
        },
      ),
    }),
  );
  router.get(
    '/own',
    byRole(auth, {
      // No guard of its own: what it reads of the caller is what byRole verified.
      admin: (ctx) => {
        ctx.body = { variant: 'admin', subject: (ctx.state.auth as AuthContext).subject };
      },
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

function tokenWith(roles: string[], sub = 'user-1'): string {
  return issuer.sign({ sub, realm_access: { roles: [...roles, 'offline_access'] } });
}

function post(body: unknown, token?: string): Promise<Response> {
  return fetch(`${server.url}/places`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

describe('byRole', () => {
  it("runs the variant of the caller's role with that variant's body", async () => {
    const company = await post({ address: '1 Front St' }, tokenWith(['company']));
    const technician = await post({ city: 'Nome' }, tokenWith(['technician'], 'tech-9'));

    expect(await company.json()).toEqual({ variant: 'company', address: '1 Front St' });
    expect(await technician.json()).toEqual({
      variant: 'technician',
      city: 'Nome',
      subject: 'tech-9',
    });
  });

  it('refuses a caller without a product role, whose sign-up is unfinished', async () => {
    const response = await post({ address: '1 Front St' }, tokenWith([]));

    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 'forbidden',
      detail:
        'This account has not finished signing up. This is for company or technician accounts.',
    });
  });

  it("validates with the variant's schema, so a body of another role is refused", async () => {
    const response = await post({ address: '1 Front St' }, tokenWith(['technician']));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [
        { field: 'city', message: expect.any(String) as string },
        { field: 'address', message: expect.any(String) as string },
      ],
    });
  });

  it('answers 401 before reading the body, and 403 to a role no variant serves', async () => {
    const anonymous = await post({ nonsense: true });
    const admin = await post({ nonsense: true }, tokenWith(['admin']));
    const company = await fetch(`${server.url}/own`, {
      headers: { authorization: `Bearer ${tokenWith(['company'])}` },
    });

    expect(anonymous.status).toBe(401);
    expect(admin.status).toBe(403);
    expect(await admin.json()).toMatchObject({
      code: 'forbidden',
      detail: 'This is for company or technician accounts.',
    });
    expect(company.status).toBe(403);
  });

  it('hands the variant the caller it verified', async () => {
    const response = await fetch(`${server.url}/own`, {
      headers: { authorization: `Bearer ${tokenWith(['admin'], 'admin-3')}` },
    });

    expect(await response.json()).toEqual({ variant: 'admin', subject: 'admin-3' });
  });
});
