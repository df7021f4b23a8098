import { LIST_LIMIT_MAX, messages, type Problem } from '@rha/contracts';
import {
  createHttpApp,
  createLogger,
  runService,
  type Auth,
  type AuthContext,
  type RunningService,
} from '@rha/kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Forward, ForwardedRequest } from '../src/forwarding/forward.js';
import { forwardedRoutes } from '../src/forwarding/routes.js';

/** Every caller is an admin: the role checks are another test's concern. */
const admin: AuthContext = {
  subject: 'admin-1',
  roles: ['admin', 'technician', 'company'],
  token: 'token',
  claims: {} as AuthContext['claims'],
};
const auth: Auth = {
  requireAuth: () => (ctx) => Promise.resolve((ctx.state.auth = admin)),
  requireRole: () => (ctx) => Promise.resolve((ctx.state.auth = admin)),
  verify: () => Promise.resolve(admin),
};

const sent: ForwardedRequest[] = [];
const forward: Forward = (_caller, _target, request) => {
  sent.push(request);
  return Promise.resolve({ status: 200, body: { forwarded: true } });
};

let bff: RunningService;

beforeAll(async () => {
  const logger = createLogger('bff', 'silent');
  const app = createHttpApp({ logger });
  app.use(forwardedRoutes({ auth, forward }).routes());
  bff = await runService({ name: 'bff', port: 0, app, logger });
});

afterAll(async () => {
  await bff?.stop();
});

beforeEach(() => {
  sent.length = 0;
});

describe('the query of a forwarded endpoint', () => {
  it('goes on as the bff read it when the endpoint has a query schema', async () => {
    const response = await fetch(`${bff.url}/api/admin/technicians?q=%20agnes%20`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ forwarded: true });
    expect(sent.map((request) => request.querystring)).toEqual(['limit=50&sort=name&q=agnes']);
  });

  it('is refused with the field errors before anything is forwarded when it fails that schema', async () => {
    const response = await fetch(`${bff.url}/api/admin/technicians?limit=0&sort=rank`);

    expect(response.status).toBe(400);
    const problem = (await response.json()) as Problem;
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { field: 'limit', message: messages.lists.invalidLimit(LIST_LIMIT_MAX) },
      ]),
    );
    expect(problem.errors?.map((error) => error.field)).toContain('sort');
    expect(sent).toEqual([]);
  });

  it('goes on as the caller sent it when the endpoint has none', async () => {
    const response = await fetch(`${bff.url}/api/notifications?state=open&x=%20y`);

    expect(response.status).toBe(200);
    expect(sent.map((request) => request.querystring)).toEqual(['state=open&x=%20y']);
  });
});
