import { randomUUID } from 'node:crypto';
import {
  messages,
  parseEvent,
  type Problem,
  type ServiceRequestSummaries,
  type StoredServiceRequest,
} from '@rha/contracts';
import { migrate } from '@rha/kit';
import { createTestDb, editedAdminToken, strangersAdminToken, userToken } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.js';
import type { ServiceRequestDetails } from '../src/lifecycle/request-details.presenter.js';
import { remoteHandsRequest, storedRequest } from './support/requests.js';
import { startServiceRequestService, type ServiceRequestService } from './support/service.js';

let service: ServiceRequestService;

beforeAll(async () => {
  service = await startServiceRequestService('service_request_lifecycle');
});

afterAll(async () => {
  await service?.stop();
});

interface CompanyUser {
  sub: string;
  token: string;
  companyId: string;
  locationId: string;
}

function companyUser(companyName = 'Kwethluk Clinic'): CompanyUser {
  const sub = randomUUID();
  const registered = service.company.register(sub, companyName, [
    { address: '1 River Road', city: 'Kwethluk', state: 'Alaska', zipCode: '99621' },
  ]);
  return {
    sub,
    token: userToken(service.issuer, { sub, roles: ['company'], name: 'Mary Alexie' }),
    companyId: registered.company.id,
    locationId: registered.locations[0]!.id,
  };
}

const adminToken = () => userToken(service.issuer, { roles: ['admin'], name: 'Ada Admin' });

function call(path: string, token?: string, body?: unknown): Promise<Response> {
  return fetch(`${service.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const details = (id: string, token?: string) => call(`/service-requests/${id}`, token);
const cancel = (
  id: string,
  token?: string,
  body: unknown = { reason: 'The generator is fixed.' },
) => call(`/service-requests/${id}/cancel`, token, body);

async function submit(user: CompanyUser): Promise<string> {
  const response = await call('/service-requests', user.token, remoteHandsRequest(user.locationId));
  expect(response.status).toBe(201);
  return ((await response.json()) as StoredServiceRequest).id;
}

async function problemOf(response: Response): Promise<Problem> {
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

function cancelledEventsOf(requestId: string) {
  return service.testDb
    .db('outbox')
    .where({ type: 'service-request.cancelled.v1' })
    .whereRaw(`envelope->'data'->>'requestId' = ?`, [requestId]);
}

async function statusOf(requestId: string): Promise<string> {
  const row = (await service.testDb.db('service_requests').where({ id: requestId }).first()) as {
    status: string;
  };
  return row.status;
}

describe('the timeline of a submission', () => {
  it('starts with the submission, in the same transaction as the request', async () => {
    const user = companyUser();
    const id = await submit(user);

    const entries = await service.testDb.db('timeline').where({ request_id: id });

    expect(entries).toEqual([
      expect.objectContaining({
        from_status: null,
        to_status: 'Submitted',
        note: '',
        by_role: 'company',
        by_id: user.sub,
        by_name: 'Mary Alexie',
      }),
    ]);
  });

  it('is backfilled with the submission for requests stored before it existed', async () => {
    const testDb = await createTestDb('service_request_backfill');
    try {
      const before = migrations.findIndex(({ name }) => name.includes('add_request_timeline'));
      await migrate(testDb.db, { schema: testDb.schema, migrations: migrations.slice(0, before) });
      const createdAt = new Date('2026-01-05T18:00:00Z');
      const old = storedRequest(randomUUID(), createdAt);
      const [{ id }] = (await testDb.db('service_requests').insert(old).returning('id')) as [
        { id: string },
      ];

      await migrate(testDb.db, { schema: testDb.schema, migrations });

      const entries = await testDb.db('timeline').where({ request_id: id });
      expect(entries).toEqual([
        expect.objectContaining({
          from_status: null,
          to_status: 'Submitted',
          by_role: 'company',
          by_id: old.submitted_by,
          at: createdAt,
        }),
      ]);
    } finally {
      await testDb.drop();
    }
  });
});

describe('GET /service-requests/{id}', () => {
  it('answers the owning company with the summary, the answers and the timeline', async () => {
    const user = companyUser();
    const answers = remoteHandsRequest(user.locationId);
    const submitted = await call('/service-requests', user.token, answers);
    const { id } = (await submitted.json()) as StoredServiceRequest;

    const response = await details(id, user.token);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as ServiceRequestDetails;
    expect(body).toEqual({
      id,
      serviceTicketNumber: answers.serviceTicketNumber,
      serviceType: 'remote-hands',
      preferredDate: answers.preferredDate,
      status: 'Submitted',
      createdAt: expect.any(String),
      community: 'Kwethluk',
      answers,
      timeline: [
        {
          id: expect.any(String),
          from: null,
          to: 'Submitted',
          note: '',
          by: { role: 'company', name: 'Mary Alexie' },
          at: expect.any(String),
        },
      ],
      assignedTechnician: null,
      eta: null,
      report: {
        checkIn: null,
        checkOut: null,
        log: [],
        completedAt: null,
        autoApproveAt: null,
        warrantyUntil: null,
        photos: [],
        recordings: [],
        ratings: null,
      },
      quote: null,
    });
  });

  it("answers another company's request with 404, like an unknown one", async () => {
    const id = await submit(companyUser());
    const other = companyUser('Bethel Power');

    const foreign = await details(id, other.token);
    const unknown = await details(randomUUID(), other.token);
    const malformed = await details('not-an-id', other.token);

    for (const response of [foreign, unknown, malformed]) {
      expect(response.status).toBe(404);
      expect(await problemOf(response)).toMatchObject({
        code: 'not_found',
        detail: messages.lifecycle.requestNotFound,
      });
    }
  });

  it('answers 404 to a company user without a company', async () => {
    const id = await submit(companyUser());
    const response = await details(id, userToken(service.issuer, { roles: ['company'] }));
    expect(response.status).toBe(404);
  });

  it('answers an admin whatever the company', async () => {
    const id = await submit(companyUser());

    const response = await details(id, adminToken());

    expect(response.status).toBe(200);
    expect(((await response.json()) as ServiceRequestDetails).id).toBe(id);
  });

  it('answers 403 to a technician and 401 without a token or with a forged one', async () => {
    const id = await submit(companyUser());

    const technician = await details(id, userToken(service.issuer, { roles: ['technician'] }));
    expect(technician.status).toBe(403);
    expect((await problemOf(technician)).code).toBe('forbidden');
    for (const token of [
      undefined,
      editedAdminToken(service.issuer),
      await strangersAdminToken(service.issuer),
    ]) {
      const response = await details(id, token);
      expect(response.status).toBe(401);
      expect((await problemOf(response)).code).toBe('unauthorized');
    }
  });
});

describe('POST /service-requests/{id}/cancel', () => {
  it('cancels a submitted request with a timeline entry and exactly one event', async () => {
    const user = companyUser();
    const id = await submit(user);

    const response = await call(`/service-requests/${id}/cancel`, user.token, {
      reason: '  The generator is fixed.  ',
    });

    expect(response.status).toBe(200);
    const body = (await response.json()) as ServiceRequestDetails;
    expect(body.status).toBe('Cancelled');
    expect(body.timeline.map(({ from, to }) => [from, to])).toEqual([
      [null, 'Submitted'],
      ['Submitted', 'Cancelled'],
    ]);
    expect(body.timeline[1]).toMatchObject({
      note: 'The generator is fixed.',
      by: { role: 'company', name: 'Mary Alexie' },
    });
    expect(await statusOf(id)).toBe('Cancelled');

    const events = await cancelledEventsOf(id);
    expect(events).toHaveLength(1);
    const envelope = events[0]!.envelope as { source: string; data: unknown };
    expect(envelope.source).toBe('service-request');
    expect(parseEvent('service-request.cancelled.v1', envelope.data)).toEqual({
      requestId: id,
      ticketNumber: body.serviceTicketNumber,
      companyId: user.companyId,
      from: 'Submitted',
      cancelledBy: 'company',
      reason: 'The generator is fixed.',
      assignedTechnicianId: null,
      cancelledAt: body.timeline[1]!.at,
    });
  });

  it('shows the cancellation in the company list', async () => {
    const user = companyUser();
    const id = await submit(user);
    expect((await cancel(id, user.token)).status).toBe(200);

    const { items: requests } = (await (
      await call('/service-requests', user.token)
    ).json()) as ServiceRequestSummaries;

    expect(requests.find((request) => request.id === id)?.status).toBe('Cancelled');
  });

  it('refuses to cancel twice with 409 and the status in the message', async () => {
    const user = companyUser();
    const id = await submit(user);
    expect((await cancel(id, user.token)).status).toBe(200);

    const again = await cancel(id, user.token);

    expect(again.status).toBe(409);
    expect(await problemOf(again)).toMatchObject({
      code: 'request_not_cancellable',
      detail: messages.lifecycle.notCancellable('Cancelled'),
    });
    expect(await cancelledEventsOf(id)).toHaveLength(1);
  });

  it('refuses a status past the point of cancelling', async () => {
    const user = companyUser();
    const id = await submit(user);
    await service.testDb.db('service_requests').where({ id }).update({ status: 'On site' });

    const response = await cancel(id, user.token);

    expect(response.status).toBe(409);
    expect((await problemOf(response)).detail).toBe(messages.lifecycle.notCancellable('On site'));
    expect(await statusOf(id)).toBe('On site');
  });

  it('answers 400 with the reason field error without a reason, and changes nothing', async () => {
    const user = companyUser();
    const id = await submit(user);

    for (const body of [{}, { reason: '   ' }]) {
      const response = await cancel(id, user.token, body);
      expect(response.status).toBe(400);
      expect((await problemOf(response)).errors).toEqual([
        { field: 'reason', message: messages.lifecycle.cancelReasonRequired },
      ]);
    }
    expect(await statusOf(id)).toBe('Submitted');
  });

  it('lets exactly one of two concurrent cancellations through', async () => {
    const user = companyUser();
    const id = await submit(user);

    const responses = await Promise.all([cancel(id, user.token), cancel(id, adminToken())]);

    expect(responses.map(({ status }) => status).sort()).toEqual([200, 409]);
    expect(await cancelledEventsOf(id)).toHaveLength(1);
    expect(await service.testDb.db('timeline').where({ request_id: id })).toHaveLength(2);
  });

  it("records an admin's cancellation as the admin's", async () => {
    const id = await submit(companyUser());

    const response = await cancel(id, adminToken(), { reason: 'Duplicate of another ticket.' });

    expect(response.status).toBe(200);
    const body = (await response.json()) as ServiceRequestDetails;
    expect(body.timeline.at(-1)).toMatchObject({
      from: 'Submitted',
      to: 'Cancelled',
      note: 'Duplicate of another ticket.',
      by: { role: 'admin', name: 'Ada Admin' },
    });
    const [event] = await cancelledEventsOf(id);
    expect((event!.envelope as { data: { cancelledBy: string } }).data.cancelledBy).toBe('admin');
  });

  it('answers 404 to another company and 403 to a technician, changing nothing', async () => {
    const id = await submit(companyUser());

    const foreign = await cancel(id, companyUser('Bethel Power').token);
    const technician = await cancel(id, userToken(service.issuer, { roles: ['technician'] }));
    const anonymous = await cancel(id);

    expect(foreign.status).toBe(404);
    expect(technician.status).toBe(403);
    expect(anonymous.status).toBe(401);
    expect(await statusOf(id)).toBe('Submitted');
    expect(await cancelledEventsOf(id)).toHaveLength(0);
  });
});
