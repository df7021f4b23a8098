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
  idempotencyKey: string | undefined;
  body: string;
}

let issuer: TestIssuer;
let billing: Server;
let bff: RunningService;
const received: Received[] = [];

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const ownPay = { dueCents: 1_875, paidCents: 0, statements: [], payouts: [] };

beforeAll(async () => {
  issuer = await startTestIssuer();
  // Stands in for the billing service: records each call and answers with the technician's pay.
  billing = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        body,
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(ownPay));
    });
  });
  await new Promise<void>((resolve) => billing.listen(0, '127.0.0.1', resolve));
  const { port } = billing.address() as AddressInfo;
  bff = await startBff({
    KEYCLOAK_URL: new URL(issuer.issuer).origin,
    BILLING_URL: `http://127.0.0.1:${port}`,
  });
});

afterAll(async () => {
  await bff?.stop();
  await new Promise((resolve) => billing?.close(resolve));
  await issuer?.close();
});

const payout = { method: 'check', reference: 'Check 2210', paidOn: '2026-12-15' };

describe('the pay routes of the bff', () => {
  it("pass a technician's own pay on with their token, and back", async () => {
    const token = tokenFor(issuer, randomUUID(), ['technician']);
    const response = await fetch(`${bff.url}/api/pay/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(ownPay);
    expect(received.at(-1)).toMatchObject({
      method: 'GET',
      url: '/pay/me',
      authorization: `Bearer ${token}`,
    });
  });

  it("pass an admin's payout on with its idempotency key", async () => {
    const token = tokenFor(issuer, randomUUID(), ['admin']);
    const technicianId = randomUUID();
    const key = randomUUID();
    const response = await fetch(`${bff.url}/api/admin/technicians/${technicianId}/payouts`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify(payout),
    });
    expect(response.status).toBe(200);
    expect(received.at(-1)).toMatchObject({
      method: 'POST',
      url: `/admin/technicians/${technicianId}/payouts`,
      idempotencyKey: key,
      body: JSON.stringify(payout),
    });
  });

  it('refuse the wrong role and a typed amount without asking the service', async () => {
    const before = received.length;
    const technician = tokenFor(issuer, randomUUID(), ['technician']);
    const company = tokenFor(issuer, randomUUID(), ['company']);
    const admin = tokenFor(issuer, randomUUID(), ['admin']);
    const headers = (token: string) => ({
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    });
    expect((await fetch(`${bff.url}/api/pay/me`, { headers: headers(company) })).status).toBe(403);
    expect((await fetch(`${bff.url}/api/admin/pay`, { headers: headers(technician) })).status).toBe(
      403,
    );
    const selfPaid = await fetch(`${bff.url}/api/admin/technicians/${randomUUID()}/payouts`, {
      method: 'POST',
      headers: headers(technician),
      body: JSON.stringify(payout),
    });
    expect(selfPaid.status).toBe(403);
    const typed = await fetch(`${bff.url}/api/admin/technicians/${randomUUID()}/payouts`, {
      method: 'POST',
      headers: headers(admin),
      body: JSON.stringify({ ...payout, amountCents: 1_000_000 }),
    });
    expect(typed.status).toBe(400);
    expect(received.length).toBe(before);
  });
});
