import {
  createCompanyClient,
  messages,
  type Problem,
  type ServiceRequestSummaries,
} from '@rha/contracts';
import { editedAdminToken, userToken } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRequestStack, type RequestStack } from './support/request-stack.js';
import type { ServiceRequestDetails } from '../src/clients/service-request.js';
import { requestForm } from './support/requests.js';

let stack: RequestStack;

beforeAll(async () => {
  stack = await startRequestStack('bff_lifecycle');
});

afterAll(() => stack?.stop());

/** Signs a company up through the real company service and submits one request through the bff. */
async function companyWithRequest(companyName: string): Promise<{ token: string; id: string }> {
  const token = userToken(stack.issuer, { roles: ['company'], name: 'Mary Alexie' });
  const { data, error } = await createCompanyClient({ baseUrl: stack.company.url }).PUT(
    '/companies/me',
    {
      headers: { authorization: `Bearer ${token}` },
      body: {
        companyName,
        location: { address: '1 River Road', city: 'Kwethluk', state: 'Alaska', zipCode: '99621' },
      },
    },
  );
  if (!data) throw new Error(`company sign-up failed: ${JSON.stringify(error)}`);
  const submitted = await call('/api/service-request/company', token, requestForm(data.locationId));
  expect(submitted.status).toBe(201);
  const list = await call('/api/service-request/company', token);
  const [request] = ((await list.json()) as ServiceRequestSummaries).items;
  return { token, id: request!.id };
}

function call(path: string, token?: string, body?: unknown): Promise<Response> {
  return fetch(`${stack.bff.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const reason = { reason: 'The clinic fixed it themselves.' };
const adminToken = () => userToken(stack.issuer, { roles: ['admin'], name: 'Ada Admin' });
const technicianToken = () => userToken(stack.issuer, { roles: ['technician'] });

async function problemOf(response: Response): Promise<Problem> {
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

describe('GET /api/service-requests/{id}', () => {
  it('answers the owning company and an admin with the details and the timeline', async () => {
    const { token, id } = await companyWithRequest('Kwethluk Clinic');

    for (const caller of [token, adminToken()]) {
      const response = await call(`/api/service-requests/${id}`, caller);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toMatchObject({
        id,
        status: 'Submitted',
        answers: { jobDescription: 'Replace the failed network switch in the clinic.' },
        timeline: [{ from: null, to: 'Submitted', by: { role: 'company', name: 'Mary Alexie' } }],
        assignedTechnician: null,
      });
    }
  });

  it("passes the service's 404 through for another company's request", async () => {
    const { id } = await companyWithRequest('Kwethluk Clinic');
    const other = await companyWithRequest('Bethel Power');

    const response = await call(`/api/service-requests/${id}`, other.token);

    expect(response.status).toBe(404);
    expect(await problemOf(response)).toMatchObject({
      code: 'not_found',
      detail: messages.lifecycle.requestNotFound,
    });
  });

  it('answers 403 to a technician and 401 without a token or with a forged one', async () => {
    const { id } = await companyWithRequest('Kwethluk Clinic');

    expect((await call(`/api/service-requests/${id}`, technicianToken())).status).toBe(403);
    expect((await call(`/api/service-requests/${id}`)).status).toBe(401);
    expect((await call(`/api/service-requests/${id}`, editedAdminToken(stack.issuer))).status).toBe(
      401,
    );
  });
});

describe('POST /api/service-requests/{id}/cancel', () => {
  it('cancels the company’s request, then passes the 409 of a second try through', async () => {
    const { token, id } = await companyWithRequest('Kwethluk Clinic');

    const response = await call(`/api/service-requests/${id}/cancel`, token, reason);

    expect(response.status).toBe(200);
    const body = (await response.json()) as ServiceRequestDetails;
    expect(body.status).toBe('Cancelled');
    expect(body.timeline.at(-1)).toMatchObject({
      from: 'Submitted',
      to: 'Cancelled',
      note: reason.reason,
      by: { role: 'company', name: 'Mary Alexie' },
    });
    const list = (
      (await (await call('/api/service-request/company', token)).json()) as ServiceRequestSummaries
    ).items;
    expect(list.find((request) => request.id === id)?.status).toBe('Cancelled');

    const again = await call(`/api/service-requests/${id}/cancel`, adminToken(), reason);
    expect(again.status).toBe(409);
    expect(await problemOf(again)).toMatchObject({
      code: 'request_not_cancellable',
      detail: messages.lifecycle.notCancellable('Cancelled'),
    });
  });

  it('records an admin as the admin', async () => {
    const { id } = await companyWithRequest('Kwethluk Clinic');

    const response = await call(`/api/service-requests/${id}/cancel`, adminToken(), reason);

    expect(response.status).toBe(200);
    const body = (await response.json()) as ServiceRequestDetails;
    expect(body.timeline.at(-1)?.by).toEqual({ role: 'admin', name: 'Ada Admin' });
  });

  it('answers 400 with the reason field error without a reason', async () => {
    const { token, id } = await companyWithRequest('Kwethluk Clinic');

    const response = await call(`/api/service-requests/${id}/cancel`, token, {});

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'reason', message: messages.lifecycle.cancelReasonRequired },
    ]);
  });

  it('answers 404 to another company, 403 to a technician, 401 without a token', async () => {
    const { token, id } = await companyWithRequest('Kwethluk Clinic');
    const other = await companyWithRequest('Bethel Power');

    expect((await call(`/api/service-requests/${id}/cancel`, other.token, reason)).status).toBe(
      404,
    );
    expect(
      (await call(`/api/service-requests/${id}/cancel`, technicianToken(), reason)).status,
    ).toBe(403);
    expect((await call(`/api/service-requests/${id}/cancel`, undefined, reason)).status).toBe(401);
    const unchanged = await call(`/api/service-requests/${id}`, token);
    expect(((await unchanged.json()) as ServiceRequestDetails).status).toBe('Submitted');
  });
});
