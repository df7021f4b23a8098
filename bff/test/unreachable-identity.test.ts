import type { Problem } from '@rha/contracts';
import type { RunningService } from '@rha/kit';
import { startTestIssuer, type TestIssuer } from '@rha/kit/testing';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff } from './support/bff.js';

let issuer: TestIssuer;
let bff: RunningService;

/** A local port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

beforeAll(async () => {
  issuer = await startTestIssuer();
  bff = await startBff({
    KEYCLOAK_URL: new URL(issuer.issuer).origin,
    IDENTITY_URL: `http://127.0.0.1:${await closedPort()}`,
  });
});

afterAll(async () => {
  await bff?.stop();
  await issuer?.close();
});

describe('bff with identity down', () => {
  it('answers GET /api/user with 502 upstream_failed', async () => {
    const response = await fetch(`${bff.url}/api/user`, {
      headers: { authorization: `Bearer ${issuer.sign()}` },
    });

    expect(response.status).toBe(502);
    expect(((await response.json()) as Problem).code).toBe('upstream_failed');
  });

  it('reports not ready while staying alive', async () => {
    const [ready, live] = await Promise.all([
      fetch(`${bff.url}/readyz`),
      fetch(`${bff.url}/healthz`),
    ]);

    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', identity: 'down' });
    expect(live.status).toBe(200);
  });
});
