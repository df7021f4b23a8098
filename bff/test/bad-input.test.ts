import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, tokenFor, type Role, type Stack } from './support/stack.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack('bff_bad_input');
});

afterAll(() => stack?.stop());

interface Target {
  name: string;
  url: () => string;
  method: string;
  role?: Role;
}

/** A JSON write of the bff and of each service behind it, as their own clients would send it. */
const targets: Target[] = [
  {
    name: 'bff',
    url: () => `${stack.bff.url}/api/service-request/company`,
    method: 'POST',
    role: 'company',
  },
  { name: 'identity', url: () => `${stack.identity.url}/drafts`, method: 'POST' },
  {
    name: 'company',
    url: () => `${stack.company.url}/companies/me`,
    method: 'PUT',
    role: 'company',
  },
  {
    name: 'service-request',
    url: () => `${stack.serviceRequest.url}/service-requests`,
    method: 'POST',
    role: 'company',
  },
  {
    name: 'technician',
    url: () => `${stack.technician.url}/technicians/me/coverage`,
    method: 'PUT',
    role: 'technician',
  },
];

function send(target: Target, body: string, headers: Record<string, string>) {
  const auth: Record<string, string> = target.role
    ? { authorization: `Bearer ${tokenFor(stack.issuer, crypto.randomUUID(), [target.role])}` }
    : {};
  return fetch(target.url(), {
    method: target.method,
    headers: { 'content-type': 'application/json', ...auth, ...headers },
    body,
  });
}

/** Small enough for every body limit (the company service takes 16 kB). */
const deeplyNested = `${'['.repeat(3_000)}${']'.repeat(3_000)}`;

describe.each(targets)('a body the $name cannot take', (target) => {
  it('answers 415 to a Content-Encoding it does not decode', async () => {
    const response = await send(target, '(zstd bytes)', { 'content-encoding': 'zstd' });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'unsupported_content_encoding' });
  });

  it('answers 400 to bytes that are not in the encoding named', async () => {
    const response = await send(target, '{"not":"gzip"}', { 'content-encoding': 'gzip' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'undecodable_body' });
  });

  it('answers 400 to invalid JSON', async () => {
    const response = await send(target, '{"jobDescription": ', {});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_json' });
  });

  it('answers 415 to JSON sent as another type', async () => {
    const response = await send(target, '{}', { 'content-type': 'text/plain' });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('answers 400 to JSON nested thousands of levels deep', async () => {
    const response = await send(target, deeplyNested, {});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'json_too_deep' });
  });
});

describe('a deeply nested body the bff passes on as it is', () => {
  it('is refused by the bff itself, not reported as identity being unreachable', async () => {
    const response = await fetch(`${stack.bff.url}/api/tmpUser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deeplyNested,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'json_too_deep' });
  });
});
