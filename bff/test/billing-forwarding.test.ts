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
/** Bytes no JSON or text decoding would leave intact. */
const pdfBytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0xfe, 0x80]);

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  issuer = await startTestIssuer();
  // Stands in for the billing service: records each call and answers an empty list.
  billing = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        body,
      });
      if (request.url?.endsWith('/pdf')) {
        response.writeHead(200, {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="invoice-2026-00001.pdf"',
        });
        response.end(pdfBytes);
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ invoices: [] }));
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

const payment = {
  amountCents: 90_000,
  currency: 'USD',
  method: 'bank-transfer',
  reference: 'ACH 5521',
  receivedOn: '2026-12-20',
};

describe('the billing routes of the bff', () => {
  it("pass a company's invoice list on with its token", async () => {
    const token = tokenFor(issuer, randomUUID(), ['company']);
    const response = await fetch(`${bff.url}/api/invoices?status=open`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(received.at(-1)).toMatchObject({
      method: 'GET',
      url: '/invoices/me?status=open',
      authorization: `Bearer ${token}`,
    });
  });

  it("pass a company's invoice PDF back byte for byte, with its file name", async () => {
    const token = tokenFor(issuer, randomUUID(), ['company']);
    const id = randomUUID();
    const response = await fetch(`${bff.url}/api/invoices/${id}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('invoice-2026-00001.pdf');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdfBytes);
    expect(received.at(-1)).toMatchObject({ url: `/invoices/me/${id}/pdf` });
  });

  it("pass an admin's payment on with its idempotency key", async () => {
    const token = tokenFor(issuer, randomUUID(), ['admin']);
    const id = randomUUID();
    const key = randomUUID();
    const response = await fetch(`${bff.url}/api/admin/invoices/${id}/payments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify(payment),
    });
    expect(response.status).toBe(200);
    expect(received.at(-1)).toMatchObject({
      method: 'POST',
      url: `/admin/invoices/${id}/payments`,
      idempotencyKey: key,
      body: JSON.stringify(payment),
    });
  });

  it('refuse the wrong role and a bad amount without asking the service', async () => {
    const before = received.length;
    const company = tokenFor(issuer, randomUUID(), ['company']);
    const admin = tokenFor(issuer, randomUUID(), ['admin']);
    const listed = await fetch(`${bff.url}/api/admin/invoices`, {
      headers: { authorization: `Bearer ${company}` },
    });
    expect(listed.status).toBe(403);
    const negative = await fetch(`${bff.url}/api/admin/invoices/${randomUUID()}/payments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...payment, amountCents: -1, currency: 'CAD' }),
    });
    expect(negative.status).toBe(400);
    const problem = (await negative.json()) as { errors: { field: string }[] };
    expect(problem.errors.map((error) => error.field).sort()).toEqual(['amountCents', 'currency']);
    expect(received.length).toBe(before);
  });
});
