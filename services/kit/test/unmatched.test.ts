import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../src/http.js';
import { createServiceApp } from '../src/service-app.js';
import { createTestDb, type TestDb } from '../src/testing/index.js';
import { unmatchedRequests } from '../src/unmatched.js';
import { quietLogger, serve } from './http-support.js';

function allowOf(response: Response): string[] | undefined {
  return response.headers.get('allow')?.split(', ').sort();
}

describe('a request no route took', () => {
  let server: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    const locations = new Router();
    locations.get('/locations/:id', (ctx) => {
      ctx.body = { id: ctx.params.id };
    });
    locations.patch('/locations/:id', (ctx) => {
      ctx.body = { patched: ctx.params.id };
    });
    const companies = new Router();
    companies.delete('/locations/:id', (ctx) => {
      ctx.status = 204;
    });
    const exports = new Router();
    exports.get('/exports/:name', async (_ctx, next) => {
      await next();
    });
    const app = createHttpApp({ logger: quietLogger });
    for (const router of [locations, companies, exports]) app.use(router.routes());
    app.use(unmatchedRequests());
    server = await serve(app);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('gets 405 problem+json naming, from every router, the methods its path is served for', async () => {
    const response = await fetch(`${server.url}/locations/7`, { method: 'POST' });

    expect(response.status).toBe(405);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(allowOf(response)).toEqual(['DELETE', 'GET', 'HEAD', 'PATCH']);
    expect(await response.json()).toMatchObject({ status: 405, code: 'method_not_allowed' });
  });

  it('gets 404 on a path no router serves, whatever the method', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`${server.url}/companies/7`, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('leaves a served method to its route', async () => {
    const response = await fetch(`${server.url}/locations/7`, { method: 'PATCH' });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ patched: '7' });
  });

  it('gets 404, not 405, when the route for its own method passed it on', async () => {
    const response = await fetch(`${server.url}/exports/latest`);

    expect(response.status).toBe(404);
    expect(response.headers.get('allow')).toBeNull();
  });
});

describe("a service app's unmatched requests", () => {
  let testDb: TestDb;
  let server: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    testDb = await createTestDb('kit_unmatched');
    const drafts = new Router();
    drafts.post('/drafts', (ctx) => {
      ctx.status = 201;
    });
    server = await serve(
      createServiceApp({ logger: quietLogger, db: testDb.db, routers: [drafts] }),
    );
  });

  afterAll(async () => {
    await server?.close();
    await testDb?.drop();
  });

  it('get 405 on the health probes, which the service never lists among its routers', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await fetch(`${server.url}${path}`, { method: 'PUT' });
      expect(response.status).toBe(405);
      expect(allowOf(response)).toEqual(['GET', 'HEAD']);
    }
  });

  it("get 405 on the service's own routes", async () => {
    const response = await fetch(`${server.url}/drafts`, { method: 'DELETE' });

    expect(response.status).toBe(405);
    expect(allowOf(response)).toEqual(['POST']);
  });
});
