import { randomUUID } from 'node:crypto';
import type { StoredServiceRequest } from '@rha/contracts';
import { userToken } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteHandsRequest } from './support/requests.js';
import { startServiceRequestService, type ServiceRequestService } from './support/service.js';

let service: ServiceRequestService;

beforeAll(async () => {
  service = await startServiceRequestService('service_request_snapshot');
});

afterAll(async () => {
  await service?.stop();
});

/** Submits a request at a location with this address; answers its stored row. */
async function submittedAt(location: {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}): Promise<Record<string, unknown>> {
  const sub = randomUUID();
  const { locations } = service.company.register(sub, 'Arctic Village Council', [location]);
  const token = userToken(service.issuer, {
    sub,
    roles: ['company'],
    email: 'council@example.com',
  });
  const response = await fetch(`${service.url}/service-requests`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(remoteHandsRequest(locations[0]!.id)),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as StoredServiceRequest;
  return (await service.testDb.db('service_requests').where({ id }).first()) as Record<
    string,
    unknown
  >;
}

describe('what a submission keeps for dispatch', () => {
  it("copies the location's community and region, its address, the company and who to tell", async () => {
    const before = Date.now();
    const row = await submittedAt({
      address: '5 Airport Way',
      city: 'barrow',
      state: 'Alaska',
      zipCode: '99723',
    });

    expect(row).toMatchObject({
      community: 'Utqiagvik',
      region: 'North Slope Borough',
      location_address: '5 Airport Way, barrow, Alaska 99723',
      company_name: 'Arctic Village Council',
      submitter_email: 'council@example.com',
      smart_dispatch: true,
      dispatch_wave: null,
      flagged_at: null,
      assigned_technician_id: null,
      eta: null,
    });
    // Due at once: the next tick sends the first wave.
    expect((row.next_wave_at as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((row.next_wave_at as Date).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('falls back on the ZIP code when the city is not in the list', async () => {
    const row = await submittedAt({
      address: '',
      city: 'Upriver Fish Camp',
      state: 'Alaska',
      zipCode: '99621',
    });

    expect(row).toMatchObject({
      community: 'Kwethluk',
      region: 'Bethel Census Area',
      location_address: 'Upriver Fish Camp, Alaska 99621',
    });
  });

  it('keeps no community when neither the city nor the ZIP code names one', async () => {
    const row = await submittedAt({
      address: '1 Main Street',
      city: 'Springfield',
      state: 'Oregon',
      zipCode: '97477',
    });

    expect(row).toMatchObject({ community: null, region: null });
  });

  it('matches no Alaska village for a namesake town of another state', async () => {
    const row = await submittedAt({
      address: '1 Main Street',
      city: 'Nome',
      state: 'Texas',
      zipCode: '77629',
    });

    expect(row).toMatchObject({ community: null, region: null });
  });
});
