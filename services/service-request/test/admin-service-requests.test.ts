import { randomUUID } from 'node:crypto';
import type { AdminCompanyRequest, Problem } from '@rha/contracts';
import { editedAdminToken, strangersAdminToken, userToken } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteHandsRequest, storedRequest } from './support/requests.js';
import { startServiceRequestService, type ServiceRequestService } from './support/service.js';

let service: ServiceRequestService;
let adminToken: string;

beforeAll(async () => {
  service = await startServiceRequestService('service_request_admin');
  adminToken = userToken(service.issuer, { roles: ['admin'] });
});

afterAll(async () => {
  await service?.stop();
});

function get(path: string, token?: string): Promise<Response> {
  return fetch(`${service.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

function countsPath(companyIds: string[]): string {
  return `/admin/service-requests/counts?${companyIds.map((id) => `companyId=${id}`).join('&')}`;
}

async function problemOf(response: Response): Promise<Problem> {
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

/** Stored directly, at the given time, so the order does not depend on the test's speed. */
async function seedRequest(companyId: string, createdAt: Date): Promise<string> {
  const [row] = (await service.testDb
    .db('service_requests')
    .insert(storedRequest(companyId, createdAt))
    .returning('id')) as { id: string }[];
  return row!.id;
}

async function countsOf(companyIds: string[]) {
  const response = await get(countsPath(companyIds), adminToken);
  expect(response.status).toBe(200);
  return ((await response.json()) as { counts: { companyId: string; count: number }[] }).counts;
}

async function requestsOf(companyId: string): Promise<AdminCompanyRequest[]> {
  const response = await get(`/admin/service-requests?companyId=${companyId}`, adminToken);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ((await response.json()) as { requests: AdminCompanyRequest[] }).requests;
}

describe('who may call /admin/service-requests', () => {
  const paths = () => [
    countsPath([randomUUID()]),
    `/admin/service-requests?companyId=${randomUUID()}`,
  ];

  it('answers 401 without a token, and to an edited or a stranger-signed admin token', async () => {
    const forged = [editedAdminToken(service.issuer), await strangersAdminToken(service.issuer)];
    for (const path of paths()) {
      const anonymous = await get(path);
      expect(anonymous.status).toBe(401);
      expect((await problemOf(anonymous)).code).toBe('unauthorized');
      for (const token of forged) {
        const response = await get(path, token);
        expect(response.status).toBe(401);
        expect((await problemOf(response)).code).toBe('unauthorized');
      }
    }
  });

  it('answers 403 to companies, technicians and registrants without a role', async () => {
    for (const path of paths()) {
      for (const roles of [['company'], ['technician'], []]) {
        const response = await get(path, userToken(service.issuer, { roles }));
        expect(response.status).toBe(403);
        expect((await problemOf(response)).code).toBe('forbidden');
      }
    }
  });

  it('answers an admin', async () => {
    for (const path of paths()) expect((await get(path, adminToken)).status).toBe(200);
  });
});

describe('GET /admin/service-requests/counts', () => {
  it("counts each asked company's requests, 0 for none, in the order asked", async () => {
    const busy = randomUUID();
    const quiet = randomUUID();
    const unasked = randomUUID();
    for (let index = 0; index < 3; index += 1) await seedRequest(busy, new Date());
    await seedRequest(unasked, new Date());

    expect(await countsOf([quiet, busy])).toEqual([
      { companyId: quiet, count: 0 },
      { companyId: busy, count: 3 },
    ]);
    expect(await countsOf([busy, busy.toUpperCase()])).toEqual([{ companyId: busy, count: 3 }]);
  });

  it('counts a request a company submitted', async () => {
    const sub = randomUUID();
    const registered = service.company.register(sub, 'Counted Clinic', [
      { address: '1 Main Street', city: 'Bethel', state: 'Alaska', zipCode: '99559' },
    ]);
    const submitted = await fetch(`${service.url}/service-requests`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${userToken(service.issuer, { sub, roles: ['company'] })}`,
      },
      body: JSON.stringify(remoteHandsRequest(registered.locations[0]!.id)),
    });
    expect(submitted.status).toBe(201);

    expect(await countsOf([registered.company.id])).toEqual([
      { companyId: registered.company.id, count: 1 },
    ]);
  });

  it('answers 400 without ids, with more than 50, with a malformed one or an unknown parameter', async () => {
    const queries = [
      '',
      `?${Array.from({ length: 51 }, () => `companyId=${randomUUID()}`).join('&')}`,
      '?companyId=not-a-uuid',
      `?companyId=${randomUUID()}&sort=count`,
    ];
    for (const query of queries) {
      const response = await get(`/admin/service-requests/counts${query}`, adminToken);
      expect(response.status).toBe(400);
      expect((await problemOf(response)).code).toBe('validation_failed');
    }
    expect(await countsOf(Array.from({ length: 50 }, () => randomUUID()))).toHaveLength(50);
  });
});

describe('GET /admin/service-requests', () => {
  it("lists any company's requests, newest first, and nobody else's", async () => {
    const companyId = randomUUID();
    const times = [3, 1, 2].map((day) => new Date(`2026-01-0${day}T12:00:00Z`));
    const ids = [];
    for (const time of times) ids.push(await seedRequest(companyId, time));
    await seedRequest(randomUUID(), new Date('2026-01-04T12:00:00Z'));

    const requests = await requestsOf(companyId);

    expect(requests.map((request) => request.id)).toEqual([ids[0], ids[2], ids[1]]);
    expect(requests[0]).toEqual({
      id: ids[0],
      ticketNumber: expect.stringMatching(/^\d{8}-\d{4}$/),
      serviceType: 'remote-eyes',
      preferredDate: '2026-02-03',
      submittedAt: '2026-01-03T12:00:00.000Z',
      status: 'Submitted',
    });
  });

  it('answers an empty list for a company without requests', async () => {
    expect(await requestsOf(randomUUID())).toEqual([]);
  });

  it('shows at most the 200 newest', async () => {
    const companyId = randomUUID();
    const start = Date.parse('2026-01-01T00:00:00Z');
    await service.testDb
      .db('service_requests')
      .insert(
        Array.from({ length: 201 }, (_, index) =>
          storedRequest(companyId, new Date(start + index * 60_000)),
        ),
      );

    const requests = await requestsOf(companyId);

    expect(requests).toHaveLength(200);
    expect(requests[0]?.submittedAt).toBe(new Date(start + 200 * 60_000).toISOString());
    expect(requests.at(-1)?.submittedAt).toBe(new Date(start + 60_000).toISOString());
  });

  it('answers 400 without a company id, with a malformed or a repeated one', async () => {
    for (const query of [
      '',
      '?companyId=42',
      `?companyId=${randomUUID()}&companyId=${randomUUID()}`,
    ]) {
      const response = await get(`/admin/service-requests${query}`, adminToken);
      expect(response.status).toBe(400);
      expect((await problemOf(response)).errors?.[0]).toMatchObject({ field: 'companyId' });
    }
  });
});
