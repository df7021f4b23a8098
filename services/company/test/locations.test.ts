import type { Problem } from '@rha/contracts';
import type { CompanyLocation } from '@rha/contracts/clients';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressMessages } from '@rha/contracts/address-check';
import {
  anchorage,
  bethel,
  call,
  registration,
  startCompanyService,
  tokenFor,
  type CompanyService,
} from './support.js';

let service: CompanyService;

beforeAll(async () => {
  service = await startCompanyService('company_locations');
});

afterAll(async () => {
  await service?.stop();
});

/** A company user who went through sign-up: a company with Bethel as its first location. */
async function signedUpCompany() {
  const sub = crypto.randomUUID();
  const token = tokenFor(service.issuer, sub);
  const response = await call(service.url, '/companies/me', {
    method: 'PUT',
    token,
    body: registration,
  });
  const { locationId } = (await response.json()) as { locationId: string };
  return { sub, token, locationId };
}

function locations(token: string) {
  return call(service.url, '/companies/me/locations', { token });
}

function addLocation(token: string, body: unknown) {
  return call(service.url, '/companies/me/locations', { method: 'POST', token, body });
}

function location(token: string, id: string, method = 'GET', body?: unknown) {
  return call(service.url, `/companies/me/locations/${id}`, { method, token, body });
}

describe('a company and its locations', () => {
  it('adds a location and returns its id; the list keeps the first location first', async () => {
    const { token, locationId } = await signedUpCompany();

    const response = await addLocation(token, anchorage);

    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const list = (await (await locations(token)).json()) as CompanyLocation[];
    expect(list.map((entry) => entry.id)).toEqual([locationId, id]);
    expect(list[1]).toEqual({
      id,
      ...anchorage,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('reads, updates and deletes one location', async () => {
    const { token } = await signedUpCompany();
    const { id } = (await (await addLocation(token, anchorage)).json()) as { id: string };

    const read = await location(token, id);
    const updated = await location(token, id, 'PATCH', { address: '1 Airport Way' });
    const deleted = await location(token, id, 'DELETE');
    const afterwards = await location(token, id);

    expect(read.status).toBe(200);
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ id, address: '1 Airport Way', city: 'Anchorage' });
    expect(deleted.status).toBe(204);
    expect(afterwards.status).toBe(404);
    expect(await (await locations(token)).json()).toHaveLength(1);
  });

  it('checks an update as a whole address', async () => {
    const { token, locationId } = await signedUpCompany();

    const response = await location(token, locationId, 'PATCH', { zipCode: '99501' });

    expect(response.status).toBe(400);
    expect(((await response.json()) as Problem).errors).toEqual([
      { field: 'city', message: addressMessages.cityNotServed },
    ]);
    expect(await (await location(token, locationId)).json()).toMatchObject({ zipCode: '99559' });
  });

  it('refuses a second location with the same address, city, state and ZIP code', async () => {
    const { token } = await signedUpCompany();

    const response = await addLocation(token, { ...bethel, address: bethel.address.toUpperCase() });

    expect(response.status).toBe(409);
    expect(((await response.json()) as Problem).code).toBe('location_exists');
    expect(await (await locations(token)).json()).toHaveLength(1);
  });

  it('allows the same address in two companies', async () => {
    await signedUpCompany();
    const { token } = await signedUpCompany();

    expect((await locations(token)).status).toBe(200);
    expect(await (await locations(token)).json()).toHaveLength(1);
  });

  it('rejects a bad ZIP code, a short state and unknown fields and stores nothing', async () => {
    const { token } = await signedUpCompany();

    const wrongState = await addLocation(token, { ...anchorage, zipCode: '10001' });
    const malformed = await addLocation(token, { city: '', state: 'A', zipCode: '995', id: 'x' });

    expect(wrongState.status).toBe(400);
    expect(((await wrongState.json()) as Problem).errors).toEqual([
      { field: 'zipCode', message: addressMessages.zipCodeOtherState },
    ]);
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as Problem).errors?.map((error) => error.field)).toEqual(
      expect.arrayContaining(['city', 'state', 'zipCode', 'id']),
    );
    expect(await (await locations(token)).json()).toHaveLength(1);
  });

  it('answers 404 to adding a location before the company exists', async () => {
    const token = tokenFor(service.issuer, crypto.randomUUID());

    const list = await locations(token);
    const add = await addLocation(token, anchorage);

    expect(await list.json()).toEqual([]);
    expect(add.status).toBe(404);
  });

  it('answers 404 for an id that is not a UUID', async () => {
    const { token } = await signedUpCompany();

    expect((await location(token, 'not-a-uuid')).status).toBe(404);
    expect((await location(token, 'not-a-uuid', 'DELETE')).status).toBe(404);
  });
});

describe("another company's locations", () => {
  it('cannot be read, changed or deleted: each answers 404 and nothing changes', async () => {
    const a = await signedUpCompany();
    const b = await signedUpCompany();

    const read = await location(b.token, a.locationId);
    const patch = await location(b.token, a.locationId, 'PATCH', { address: 'Taken over' });
    const remove = await location(b.token, a.locationId, 'DELETE');
    const list = (await (await locations(b.token)).json()) as CompanyLocation[];

    expect([read.status, patch.status, remove.status]).toEqual([404, 404, 404]);
    expect(list.map((entry) => entry.id)).toEqual([b.locationId]);
    expect(await (await location(a.token, a.locationId)).json()).toMatchObject({
      address: bethel.address,
    });
  });
});
