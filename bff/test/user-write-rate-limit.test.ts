import { type Problem } from '@rha/contracts';
import { parseEnv } from '@rha/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../src/config.js';
import { waitText } from '../src/rate-limit/middleware.js';
import { countsAsUserWrite } from '../src/rate-limit/user-writes.js';
import {
  personOf,
  registeredCompany,
  startRequestStack,
  type RequestStack,
  type StackPerson,
} from './support/request-stack.js';
import { photoWithLocation } from './support/images.js';
import { requestForm } from './support/requests.js';
import { type Role } from './support/stack.js';
import { createUpload, headUpload, patchUpload, photoMetadata } from './support/tus.js';

const LIMIT = 3;
const WINDOW_SECONDS = 8;

let stack: RequestStack;

beforeAll(async () => {
  stack = await startRequestStack('bff_user_writes', {
    USER_WRITE_RATE_LIMIT: String(LIMIT),
    USER_WRITE_RATE_WINDOW_SECONDS: String(WINDOW_SECONDS),
  });
});

afterAll(async () => {
  await stack?.stop();
});

interface Company extends StackPerson {
  locationId: string;
}

/** A company signed up at company directly, so that no write of it went through the bff yet. */
async function company(): Promise<Company> {
  const owner = person('company');
  const locationId = await registeredCompany(stack, owner, {
    companyName: 'Unalakleet Clinic',
    city: 'Unalakleet',
    zipCode: '99684',
  });
  return { ...owner, locationId };
}

function person(role: Role): StackPerson {
  return personOf(stack, role);
}

function submit(token: string, locationId: string): Promise<Response> {
  return fetch(`${stack.bff.url}/api/service-request/company`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(requestForm(locationId)),
  });
}

function listRequests(token: string): Promise<Response> {
  return fetch(`${stack.bff.url}/api/service-request/company`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

async function submitted(owner: StackPerson): Promise<number> {
  const rows = await stack.requestsDb.db('service_requests').where({ submitted_by: owner.sub });
  return rows.length;
}

async function expectTooMany(response: Response): Promise<number> {
  expect(response.status).toBe(429);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  const problem = (await response.json()) as Problem;
  expect(problem.code).toBe('too_many_requests');
  expect(problem.detail).toBe(
    `Too many changes in a short time. Please try again in ${waitText(retryAfter)}.`,
  );
  return retryAfter;
}

/** `count` writes that each pass; the submissions are spent as one user's budget. */
async function submitAll(owner: Company, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    expect((await submit(owner.token, owner.locationId)).status).toBe(201);
  }
}

describe('the per-user write limit', () => {
  it('lets a user make the limit of writes, then answers 429 and stores nothing more', async () => {
    const owner = await company();

    await submitAll(owner, LIMIT);
    await expectTooMany(await submit(owner.token, owner.locationId));

    expect(await submitted(owner)).toBe(LIMIT);
  });

  it('counts each user apart', async () => {
    const first = await company();
    const second = await company();

    await submitAll(first, LIMIT);
    await expectTooMany(await submit(first.token, first.locationId));

    expect((await submit(second.token, second.locationId)).status).toBe(201);
  });

  it('never counts reads', async () => {
    const owner = await company();

    for (let i = 0; i < LIMIT * 3; i += 1) {
      expect((await listRequests(owner.token)).status).toBe(200);
    }

    await submitAll(owner, LIMIT);
  });

  it('lets the user write again once the window is over', async () => {
    const owner = await company();
    await submitAll(owner, LIMIT);
    const retryAfter = await expectTooMany(await submit(owner.token, owner.locationId));

    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 100));

    expect((await submit(owner.token, owner.locationId)).status).toBe(201);
  });

  it('answers an invalid or missing token with 401, even one naming a user out of writes', async () => {
    const owner = await company();
    await submitAll(owner, LIMIT);
    // Someone else's genuine token with the subject changed: its signature no longer holds.
    const other = person('company');
    const [header = '', , signature = ''] = other.token.split('.');
    const claims = { ...decodeClaims(other.token), sub: owner.sub };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    const expired = stack.issuer.sign(
      { sub: owner.sub, realm_access: { roles: ['company'] } },
      { expiresIn: -60 },
    );

    for (const token of [forged, expired, 'not-a-token']) {
      const refused = await submit(token, owner.locationId);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as Problem).code).toBe('unauthorized');
    }
    const anonymous = await fetch(`${stack.bff.url}/api/service-request/company`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(requestForm(owner.locationId)),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('the per-user write limit on tus uploads', () => {
  /** A request of a real company, put On site with a technician by SQL (no bff write of theirs). */
  async function jobOnSite(): Promise<{ id: string; technician: StackPerson }> {
    const owner = await company();
    expect((await submit(owner.token, owner.locationId)).status).toBe(201);
    const technician = person('technician');
    const requests = stack.requestsDb.db('service_requests');
    const { id } = (await requests.where({ submitted_by: owner.sub }).first()) as { id: string };
    await requests.where({ id }).update({
      status: 'On site',
      assigned_technician_id: technician.sub,
      assigned_technician_name: 'Nora Nome',
      assigned_technician_email: 'nora@example.com',
      eta: new Date(Date.now() + 86_400_000),
    });
    return { id, technician };
  }

  it('counts the creation of an upload, never its chunks or resume probes', async () => {
    const job = await jobOnSite();
    const token = job.technician.token;
    const bytes = await photoWithLocation(400, 300);
    const chunkSize = Math.ceil(bytes.length / 8);

    const created = await createUpload(stack.bff.url, token, photoMetadata(job.id), bytes.length);
    expect(created.status).toBe(201);
    const url = `${stack.bff.url}${created.headers.get('location') ?? ''}`;
    for (let offset = 0; offset < bytes.length; offset += chunkSize) {
      const probe = await headUpload(url, token);
      expect(probe.headers.get('upload-offset')).toBe(String(offset));
      const chunk = bytes.subarray(offset, offset + chunkSize);
      expect((await patchUpload(url, token, offset, chunk)).status).toBe(204);
    }
    const stored = await stack.requestsDb.db('job_files').where({ request_id: job.id }).first();
    expect(stored).toMatchObject({ status: 'stored' });
    for (let i = 1; i < LIMIT; i += 1) {
      const another = await createUpload(stack.bff.url, token, photoMetadata(job.id), 10);
      expect(another.status).toBe(201);
    }
    await expectTooMany(await createUpload(stack.bff.url, token, photoMetadata(job.id), 10));
  });
});

describe('which requests count as a user’s writes', () => {
  it('counts POST, PUT, PATCH and DELETE under /api, however the path is spelled', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(countsAsUserWrite(method, '/api/location')).toBe(true);
    }
    expect(countsAsUserWrite('POST', '/API/Service-Request/company/')).toBe(true);
    expect(countsAsUserWrite('POST', '/api/uploads')).toBe(true);
  });

  it('leaves out reads, anonymous writes and the chunks of an upload', () => {
    expect(countsAsUserWrite('GET', '/api/service-request/company')).toBe(false);
    expect(countsAsUserWrite('HEAD', '/api/uploads/abc')).toBe(false);
    expect(countsAsUserWrite('OPTIONS', '/api/location')).toBe(false);
    expect(countsAsUserWrite('POST', '/api/contact')).toBe(false);
    expect(countsAsUserWrite('POST', '/api/tmpUser')).toBe(false);
    expect(countsAsUserWrite('DELETE', '/api/TMPUSER/')).toBe(false);
    expect(countsAsUserWrite('PATCH', '/api/uploads/abc')).toBe(false);
    expect(countsAsUserWrite('POST', '/config.json')).toBe(false);
  });
});

describe('the limit’s configuration', () => {
  const base = {
    PORT: '8080',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
    KEYCLOAK_URL: 'http://localhost:8081',
    INTERNAL_API_TOKEN: 'x'.repeat(32),
  };

  it('defaults to 60 writes a minute', () => {
    const parsed = parseEnv(configSchema, base);

    expect(parsed.ok && parsed.value).toMatchObject({
      USER_WRITE_RATE_LIMIT: 60,
      USER_WRITE_RATE_WINDOW_SECONDS: 60,
    });
  });

  it('refuses a limit or window that is not a positive whole number', () => {
    const parsed = parseEnv(configSchema, {
      ...base,
      USER_WRITE_RATE_LIMIT: '0',
      USER_WRITE_RATE_WINDOW_SECONDS: '1.5',
    });

    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problems.map((problem) => problem.variable).sort()).toEqual([
        'USER_WRITE_RATE_LIMIT',
        'USER_WRITE_RATE_WINDOW_SECONDS',
      ]);
    }
  });
});

function decodeClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
