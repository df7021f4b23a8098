import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anchorage,
  call,
  registration,
  startCompanyService,
  tokenFor,
  type CompanyService,
} from './support.js';

let service: CompanyService;

beforeAll(async () => {
  service = await startCompanyService('company_idempotency');
});

afterAll(async () => {
  await service?.stop();
});

async function signedUpCompany(): Promise<{ token: string; companyId: string }> {
  const sub = crypto.randomUUID();
  const token = tokenFor(service.issuer, sub);
  await call(service.url, '/companies/me', { method: 'PUT', token, body: registration });
  const company = await service.testDb.db('companies').where({ owner_keycloak_id: sub }).first();
  return { token, companyId: (company as { id: string }).id };
}

function addLocation(token: string, body: unknown, key: string) {
  return fetch(`${service.url}/companies/me/locations`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });
}

async function written(companyId: string): Promise<{ locations: number; events: number }> {
  const locations = await service.testDb.db('locations').where({ company_id: companyId });
  const events = await service.testDb.db('outbox').select('id');
  return { locations: locations.length, events: events.length };
}

describe('POST /companies/me/locations with an Idempotency-Key', () => {
  it('answers a resend as the first attempt instead of refusing the duplicate', async () => {
    const { token, companyId } = await signedUpCompany();
    const key = crypto.randomUUID();

    const first = await addLocation(token, anchorage, key);
    expect(first.status).toBe(201);
    const created: unknown = await first.json();
    const before = await written(companyId);

    const resend = await addLocation(token, anchorage, key);
    expect(resend.status).toBe(201);
    expect(resend.headers.get('idempotent-replayed')).toBe('true');
    expect(await resend.json()).toEqual(created);
    expect(await written(companyId)).toEqual(before);
  });

  it('refuses the key again for another address', async () => {
    const { token, companyId } = await signedUpCompany();
    const key = crypto.randomUUID();
    await addLocation(token, anchorage, key);
    const before = await written(companyId);

    const reused = await addLocation(token, { ...anchorage, address: '1 Airport Way' }, key);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await written(companyId)).toEqual(before);
  });
});
