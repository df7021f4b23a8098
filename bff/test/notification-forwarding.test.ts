import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { RunningService } from '@rha/kit';
import { startTestIssuer, type TestIssuer } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff } from './support/bff.js';
import { tokenFor } from './support/stack.js';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

let issuer: TestIssuer;
let notification: Server;
let bff: RunningService;
const received: Received[] = [];

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  issuer = await startTestIssuer();
  // Stands in for the notification service: records each call and answers as it would.
  notification = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ email: { 'offer-received': false } }));
    });
  });
  await new Promise<void>((resolve) => notification.listen(0, '127.0.0.1', resolve));
  const { port } = notification.address() as AddressInfo;
  bff = await startBff({
    KEYCLOAK_URL: new URL(issuer.issuer).origin,
    NOTIFICATION_URL: `http://127.0.0.1:${port}`,
  });
});

afterAll(async () => {
  await bff?.stop();
  await new Promise((resolve) => notification?.close(resolve));
  await issuer?.close();
});

describe('the inbox routes of the bff', () => {
  it("pass a settings change on with the caller's token, once the bff has read it", async () => {
    const token = tokenFor(issuer, randomUUID(), ['technician']);
    const response = await fetch(`${bff.url}/api/notification-settings`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: { 'offer-received': false } }),
    });
    expect(response.status).toBe(200);
    expect(received.at(-1)).toEqual({
      method: 'PATCH',
      url: '/notification-settings',
      authorization: `Bearer ${token}`,
      body: JSON.stringify({ email: { 'offer-received': false } }),
    });
  });

  it('refuse an unknown kind without asking the service', async () => {
    const before = received.length;
    const response = await fetch(`${bff.url}/api/notification-settings`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${tokenFor(issuer, randomUUID(), ['company'])}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: { teleportation: true } }),
    });
    expect(response.status).toBe(400);
    expect(received).toHaveLength(before);
  });

  it('refuse a caller without a token', async () => {
    expect((await fetch(`${bff.url}/api/notifications`)).status).toBe(401);
  });
});
