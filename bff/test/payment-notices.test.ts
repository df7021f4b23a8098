import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningService } from '@rha/kit';
import { startTestIssuer, type TestIssuer } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff } from './support/bff.js';

interface Received {
  url: string;
  signature: string | undefined;
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

beforeAll(async () => {
  issuer = await startTestIssuer();
  // Stands in for billing: records each notice, and refuses one signed `t=1,v1=forged`.
  billing = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const signature = request.headers['stripe-signature'] as string | undefined;
      received.push({ url: request.url ?? '', signature, body });
      const forged = signature === 't=1,v1=forged';
      response.writeHead(forged ? 400 : 200, {
        'content-type': forged ? 'application/problem+json' : 'application/json',
      });
      response.end(JSON.stringify(forged ? { code: 'invalid_signature' } : { received: true }));
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

function notify(body: string, signature: string): Promise<Response> {
  return fetch(`${bff.url}/api/webhooks/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body,
  });
}

describe("the payment provider's webhook on the bff", () => {
  it('reaches billing byte for byte with its signature, without a token', async () => {
    // Spacing and key order a parse and re-serialize would change, and so break the signature.
    const body =
      '{"type":"payment_intent.succeeded",  "id":"evt_1","data":{"object":{"description":"Café"}}}';
    const response = await notify(body, 't=1,v1=abc');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(received.at(-1)).toEqual({
      url: '/webhooks/payments',
      signature: 't=1,v1=abc',
      body,
    });
  });

  it("answers billing's refusal as billing gave it", async () => {
    const response = await notify(
      '{"id":"evt_2","type":"payment_intent.succeeded"}',
      't=1,v1=forged',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'invalid_signature' });
  });

  it('refuses a body that is no notice without asking billing', async () => {
    const before = received.length;
    const response = await notify('{"amount":1}', 't=1,v1=abc');
    expect(response.status).toBe(400);
    expect(received).toHaveLength(before);
  });
});
