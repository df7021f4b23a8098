import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { Role, RunningService } from '@rha/kit';
import { startTestIssuer, type TestIssuer } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff } from './support/bff.js';
import { tokenFor } from './support/stack.js';

let issuer: TestIssuer;
let billing: Server;
let bff: RunningService;
const urls: string[] = [];
const csv = 'Number,Company\r\n2026-00001,"Kuskokwim ""North"", Inc"\r\n';

beforeAll(async () => {
  issuer = await startTestIssuer();
  // Stands in for billing: the CSV for the export, an empty detail for anything else.
  billing = createServer((request, response) => {
    urls.push(request.url ?? '');
    if (request.url?.startsWith('/admin/invoices/export.csv')) {
      response.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="invoices-2026-11-29.csv"',
      });
      response.end(csv);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ invoice: null, payments: [], creditNote: null }));
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

const get = (path: string, roles: Role[]) =>
  fetch(`${bff.url}${path}`, {
    headers: { authorization: `Bearer ${tokenFor(issuer, randomUUID(), roles)}` },
  });

describe('the finance routes of the bff', () => {
  it("pass the admin's CSV export back as billing made it, with the filters", async () => {
    const response = await get('/api/admin/invoices/export.csv?status=open&q=North', ['admin']);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('invoices-2026-11-29.csv');
    expect(await response.text()).toBe(csv);
    expect(urls.at(-1)).toBe('/admin/invoices/export.csv?status=open&q=North');
  });

  it('pass one invoice on by its id', async () => {
    const id = randomUUID();
    expect((await get(`/api/admin/invoices/${id}`, ['admin'])).status).toBe(200);
    expect(urls.at(-1)).toBe(`/admin/invoices/${id}`);
  });

  it('refuse a company and an unknown status without asking billing', async () => {
    const before = urls.length;
    expect((await get('/api/admin/invoices/export.csv', ['company'])).status).toBe(403);
    expect((await get('/api/admin/invoices/export.csv?status=lost', ['admin'])).status).toBe(400);
    expect((await get('/api/admin/invoices?status=lost', ['admin'])).status).toBe(400);
    expect(urls.length).toBe(before);
  });
});
