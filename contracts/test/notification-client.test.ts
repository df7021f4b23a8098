import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotificationClient, INTERNAL_API_TOKEN_HEADER } from '../src/index.js';

let server: Server;
let baseUrl: string;
const seen: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ url: request.url ?? '', headers: request.headers, body });
      response.writeHead(202, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: '0b7c7f3e-5f57-4c57-9d3c-2f1f4a3c7e10' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('notification client', () => {
  it('sends the service credential and the request id with a contact message', async () => {
    const client = createNotificationClient({ baseUrl, internalApiToken: 'service-credential' });

    const { data } = await client.POST('/contact-messages', {
      params: { header: { 'x-request-id': 'req-7' } },
      body: {
        name: 'Mary Nanuk',
        email: 'mary@example.com',
        message: 'We need a technician in Bethel.',
        captchaId: 'nonce-1',
        captchaExpiresAt: '2030-01-01T00:00:00.000Z',
      },
    });

    expect(data?.id).toBe('0b7c7f3e-5f57-4c57-9d3c-2f1f4a3c7e10');
    const [call] = seen;
    expect(call?.url).toBe('/contact-messages');
    expect(call?.headers[INTERNAL_API_TOKEN_HEADER]).toBe('service-credential');
    expect(call?.headers['x-request-id']).toBe('req-7');
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({ captchaId: 'nonce-1' });
  });
});
