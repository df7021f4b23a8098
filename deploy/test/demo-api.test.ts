import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoApiError, demoApi } from '../src/stack/demo/api.js';

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A bff stand-in that turns the first `refusals` writes away with 429 and Retry-After: 1. */
async function bffLimitingWrites(refusals: number): Promise<{ url: string; arrivals: number[] }> {
  const arrivals: number[] = [];
  server = createServer((request, response) => {
    arrivals.push(Date.now());
    if (arrivals.length <= refusals) {
      response.writeHead(429, { 'content-type': 'application/problem+json', 'retry-after': '1' });
      response.end(JSON.stringify({ code: 'too_many_requests' }));
      return;
    }
    response.writeHead(201, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ id: 'location-1' }));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, arrivals };
}

describe('the demo seeding over the bff’s per-user write limit', () => {
  it('waits as long as the bff asks, then sends the change again', async () => {
    const bff = await bffLimitingWrites(2);
    const api = demoApi(bff.url, 'http://127.0.0.1:9/realms/remote-hands');

    await expect(
      api.call('/api/location', { method: 'POST', token: 'token', body: { city: 'Bethel' } }),
    ).resolves.toEqual({ id: 'location-1' });

    expect(bff.arrivals).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = bff.arrivals;
    expect(second - first).toBeGreaterThanOrEqual(1000);
    expect(third - second).toBeGreaterThanOrEqual(1000);
  });

  it('gives up with the 429 once it has waited three times', async () => {
    const bff = await bffLimitingWrites(10);
    const api = demoApi(bff.url, 'http://127.0.0.1:9/realms/remote-hands');

    const call = api.call('/api/location', { method: 'POST', token: 'token', body: {} });

    await expect(call).rejects.toBeInstanceOf(DemoApiError);
    await expect(call).rejects.toMatchObject({ status: 429 });
    expect(bff.arrivals).toHaveLength(4);
  });
});
