import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { siteCostMessages } from '@rha/contracts';
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
let serviceRequest: Server;
let bff: RunningService;
const received: Received[] = [];
const siteCosts = {
  onSiteMinutes: 42,
  standbyDays: 0,
  specialVehicleUsed: false,
  extraHoursApproved: 0,
  costs: [],
  moreHours: [],
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  issuer = await startTestIssuer();
  // Stands in for service-request: records each call and answers the job's site costs.
  serviceRequest = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      response.writeHead(request.method === 'POST' ? 201 : 200, {
        'content-type': 'application/json',
      });
      response.end(JSON.stringify(siteCosts));
    });
  });
  await new Promise<void>((resolve) => serviceRequest.listen(0, '127.0.0.1', resolve));
  const { port } = serviceRequest.address() as AddressInfo;
  bff = await startBff({
    KEYCLOAK_URL: new URL(issuer.issuer).origin,
    SERVICE_REQUEST_URL: `http://127.0.0.1:${port}`,
  });
});

afterAll(async () => {
  await bff?.stop();
  await new Promise((resolve) => serviceRequest?.close(resolve));
  await issuer?.close();
});

const post = (path: string, token: string, body: unknown) =>
  fetch(`${bff.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the site-cost routes of the bff', () => {
  it("pass a technician's cost on with the token, and the answer back", async () => {
    const token = tokenFor(issuer, randomUUID(), ['technician']);
    const id = randomUUID();
    const cost = {
      kind: 'travel',
      description: 'Ravn flight',
      amountCents: 31_250,
      receiptFileId: randomUUID(),
    };
    const response = await post(`/api/service-requests/${id}/costs`, token, cost);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(siteCosts);
    expect(received.at(-1)).toMatchObject({
      method: 'POST',
      url: `/service-requests/${id}/costs`,
      authorization: `Bearer ${token}`,
      body: JSON.stringify(cost),
    });
  });

  it("pass a company's decision on an ask for more hours", async () => {
    const token = tokenFor(issuer, randomUUID(), ['company']);
    const id = randomUUID();
    const askId = randomUUID();
    const response = await fetch(
      `${bff.url}/api/service-requests/${id}/more-hours/${askId}/approve`,
      { method: 'POST', headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(201);
    expect(received.at(-1)).toMatchObject({
      url: `/service-requests/${id}/more-hours/${askId}/approve`,
    });
  });

  it('refuse the wrong role and bad input without asking the service', async () => {
    const before = received.length;
    const company = tokenFor(issuer, randomUUID(), ['company']);
    const technician = tokenFor(issuer, randomUUID(), ['technician']);
    const id = randomUUID();

    const byCompany = await post(`/api/service-requests/${id}/more-hours`, company, {
      hours: 2,
      reason: 'More racks',
    });
    expect(byCompany.status).toBe(403);
    const noReceipt = await post(`/api/service-requests/${id}/costs`, technician, {
      kind: 'parts',
      description: 'Fuse',
      amountCents: 500,
    });
    expect(noReceipt.status).toBe(400);
    const problem = (await noReceipt.json()) as { errors: { field: string; message: string }[] };
    expect(problem.errors).toContainEqual({
      field: 'receiptFileId',
      message: siteCostMessages.receiptRequired,
    });
    expect(received.length).toBe(before);
  });
});
