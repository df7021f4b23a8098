import type { AttentionShape } from '@rha/contracts';
import { startTestIssuer, userToken, type TestIssuer } from '@rha/kit/testing';
import type { RunningService } from '@rha/kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBff } from './support/bff.js';
import {
  startServiceRequestStandIn,
  type ServiceRequestStandIn,
} from './support/service-request-stand-in.js';
import { api } from './support/stack.js';

let issuer: TestIssuer;
let serviceRequest: ServiceRequestStandIn;
let technician: ServiceRequestStandIn;
let bff: RunningService;

beforeAll(async () => {
  issuer = await startTestIssuer();
  serviceRequest = await startServiceRequestStandIn();
  technician = await startServiceRequestStandIn();
  bff = await startBff({
    KEYCLOAK_URL: new URL(issuer.issuer).origin,
    SERVICE_REQUEST_URL: serviceRequest.url,
    TECHNICIAN_URL: technician.url,
  });
});

beforeEach(() => {
  serviceRequest.calls.length = 0;
  technician.calls.length = 0;
});

afterAll(async () => {
  await bff?.stop();
  await serviceRequest?.close();
  await technician?.close();
  await issuer?.close();
});

const tokenOf = (role: string) => userToken(issuer, { roles: [role], name: 'Nora Nome' });

const counts = { newOffers: 0, unreadMessages: 2, reviewsWaiting: 1 };
const workDone = {
  kind: 'workDone',
  key: 'workDone:r1',
  at: '2030-06-20T17:00:00.000Z',
  requestId: 'r1',
} as const;
const unplaced = {
  kind: 'unplaced',
  key: 'unplaced:r2',
  at: '2030-06-20T15:00:00.000Z',
  requestId: 'r2',
} as const;
const applicant = {
  kind: 'applicant',
  key: 'applicant:t1',
  at: '2030-06-20T16:00:00.000Z',
  technicianId: 't1',
  technicianName: 'Ivan Interview',
  vettingStatus: 'interview',
} as const;

async function attentionAs(token: string): Promise<Response> {
  return api(bff.url, '/api/attention', { token });
}

describe('GET /api/attention', () => {
  it("passes a company's part on as service-request answers it, asking nothing of technician", async () => {
    const answer: AttentionShape = { items: [workDone], counts };
    serviceRequest.answerNext(200, answer);
    const token = tokenOf('company');

    const response = await attentionAs(token);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(answer);
    expect(serviceRequest.calls).toMatchObject([{ method: 'GET', path: '/attention' }]);
    expect(serviceRequest.calls[0]?.headers.authorization).toBe(`Bearer ${token}`);
    expect(technician.calls).toEqual([]);
  });

  it("merges an admin's applicants into the requests, newest first, asking both services with the admin's token", async () => {
    serviceRequest.answerNext(200, { items: [workDone, unplaced], counts });
    technician.answerNext(200, { items: [applicant] });
    const token = tokenOf('admin');

    const response = await attentionAs(token);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ items: [workDone, applicant, unplaced], counts });
    expect(technician.calls).toMatchObject([{ method: 'GET', path: '/admin/attention' }]);
    expect(technician.calls[0]?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('refuses a signed-in user without a product role before asking any service', async () => {
    const response = await attentionAs(userToken(issuer, { roles: [] }));

    expect(response.status).toBe(403);
    expect(serviceRequest.calls).toEqual([]);
    expect((await attentionAs('')).status).toBe(401);
  });
});
