import { randomUUID } from 'node:crypto';
import type { StoredServiceRequest } from '@rha/contracts';
import { userToken } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteHandsRequest } from './support/requests.js';
import { startServiceRequestService, type ServiceRequestService } from './support/service.js';

let service: ServiceRequestService;

beforeAll(async () => {
  service = await startServiceRequestService('service_request_idempotency');
});

afterAll(async () => {
  await service?.stop();
});

function companyUser(): { sub: string; token: string; locationId: string } {
  const sub = randomUUID();
  const registered = service.company.register(sub, 'Kuskokwim Clinic', [
    { address: '100 Main Street', city: 'Bethel', state: 'Alaska', zipCode: '99559' },
  ]);
  const location = registered.locations[0];
  if (!location) throw new Error('the stub registered no location');
  const token = userToken(service.issuer, {
    sub,
    roles: ['company'],
    email: 'company@example.com',
    name: 'Sam Kuskokwim',
  });
  return { sub, token, locationId: location.id };
}

function submit(body: unknown, token: string, key: string) {
  return fetch(`${service.url}/service-requests`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });
}

async function storedCount(sub: string): Promise<{ requests: number; events: number }> {
  const requests = await service.testDb.db('service_requests').where({ submitted_by: sub });
  const events = await service.testDb
    .db('outbox')
    .whereRaw(`envelope->'data'->'submittedBy'->>'keycloakId' = ?`, [sub]);
  return { requests: requests.length, events: events.length };
}

describe('POST /service-requests with an Idempotency-Key', () => {
  it('answers a resend as the first attempt and stores nothing new', async () => {
    const user = companyUser();
    const key = randomUUID();
    const answers = remoteHandsRequest(user.locationId);

    const first = await submit(answers, user.token, key);
    expect(first.status).toBe(201);
    const stored = (await first.json()) as StoredServiceRequest;

    const resend = await submit(answers, user.token, key);
    expect(resend.status).toBe(201);
    expect(resend.headers.get('idempotent-replayed')).toBe('true');
    expect(await resend.json()).toEqual(stored);
    expect(await storedCount(user.sub)).toEqual({ requests: 1, events: 1 });
  });

  it('refuses the key again with other answers and stores nothing new', async () => {
    const user = companyUser();
    const key = randomUUID();
    await submit(remoteHandsRequest(user.locationId), user.token, key);

    const reused = await submit(remoteHandsRequest(user.locationId), user.token, key);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await storedCount(user.sub)).toEqual({ requests: 1, events: 1 });
  });

  it('stores one request when two attempts with one key arrive together', async () => {
    const user = companyUser();
    const key = randomUUID();
    const answers = remoteHandsRequest(user.locationId);

    const [a, b] = await Promise.all([
      submit(answers, user.token, key),
      submit(answers, user.token, key),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await storedCount(user.sub)).toEqual({ requests: 1, events: 1 });
  });
});
