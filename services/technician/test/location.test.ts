import { messages } from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  kotzebue,
  newTechnician,
  nome,
  problemOf,
  startTechnicianService,
  tokenFor,
  type TechnicianService,
} from './support.js';

const m = messages.location;

let service: TechnicianService;

beforeAll(async () => {
  service = await startTechnicianService('technician_location');
});

afterAll(async () => {
  await service?.stop();
});

function location(token: string, method = 'GET', body?: unknown) {
  return call(service.url, '/technicians/me/location', { method, token, body });
}

async function locationRows(sub: string) {
  return service.testDb.db('locations').where({ technician_id: sub });
}

describe('the service location', () => {
  it('goes from none to added, refuses a second, changes and is deleted', async () => {
    const { token } = newTechnician(service.issuer);

    const none = await location(token);
    expect(none.status).toBe(200);
    expect(none.headers.get('cache-control')).toBe('no-store');
    expect(await none.json()).toEqual({ location: null });

    const added = await location(token, 'POST', kotzebue);
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ location: kotzebue });

    const second = await location(token, 'POST', nome);
    expect(second.status).toBe(409);
    expect(await problemOf(second)).toMatchObject({ code: 'location_exists' });
    expect(await (await location(token)).json()).toEqual({ location: kotzebue });

    const patched = await location(token, 'PATCH', { zipCode: '99752-0001' });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toEqual({ location: { ...kotzebue, zipCode: '99752-0001' } });

    const deleted = await location(token, 'DELETE');
    expect(deleted.status).toBe(204);
    expect(await (await location(token)).json()).toEqual({ location: null });

    for (const [method, body] of [['DELETE'], ['PATCH', { city: 'Nome' }]] as const) {
      const response = await location(token, method, body);
      expect(response.status).toBe(404);
      expect(await problemOf(response)).toMatchObject({ code: 'location_not_found' });
    }
  });

  it('keeps one location when two are added at once', async () => {
    const { sub, token } = newTechnician(service.issuer);

    const responses = await Promise.all([
      location(token, 'POST', kotzebue),
      location(token, 'POST', nome),
    ]);

    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(await locationRows(sub)).toHaveLength(1);
  });

  it.each([
    { body: { ...kotzebue, city: 'K' }, field: 'city', message: m.homeCommunityRequired },
    { body: { ...kotzebue, state: 'A' }, field: 'state', message: m.stateRequired },
    {
      body: { ...kotzebue, state: 'Washington' },
      field: 'state',
      message: messages.signup.technicianStateAlaska,
    },
    { body: { ...kotzebue, zipCode: '9975' }, field: 'zipCode', message: m.zipCodeRequired },
    { body: { ...kotzebue, zipCode: '99752x' }, field: 'zipCode', message: m.zipCodeInvalid },
    { body: { city: 'Kotzebue' }, field: 'state', message: m.stateRequired },
    { body: { ...kotzebue, address: '1 Front St' }, field: 'address', message: expect.any(String) },
  ])(
    'refuses $field with its message ($body), storing nothing',
    async ({ body, field, message }) => {
      const { sub, token } = newTechnician(service.issuer);

      const added = await location(token, 'POST', body);
      const registered = await call(service.url, '/technicians/me', {
        method: 'PUT',
        token,
        body: { location: body },
      });

      expect(added.status).toBe(400);
      expect((await problemOf(added)).errors).toContainEqual({ field, message });
      expect(registered.status).toBe(400);
      expect((await problemOf(registered)).errors).toContainEqual({
        field: `location.${field}`,
        message,
      });
      expect(await locationRows(sub)).toHaveLength(0);
      expect(await service.testDb.db('technicians').where({ keycloak_id: sub })).toHaveLength(0);
    },
  );

  it('refuses a bad change, keeping the stored location', async () => {
    const { token } = newTechnician(service.issuer);
    await location(token, 'POST', kotzebue);

    const response = await location(token, 'PATCH', { city: ' ', zipCode: '123' });

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'city', message: m.homeCommunityRequired },
      { field: 'zipCode', message: m.zipCodeRequired },
    ]);
    expect(await (await location(token)).json()).toEqual({ location: kotzebue });
  });
});

describe('PUT /technicians/me', () => {
  it('creates the record with the sign-up location, and a repeat changes nothing', async () => {
    const sub = 'registrant-kotzebue';
    const registrant = tokenFor(service.issuer, sub, []);

    const first = await call(service.url, '/technicians/me', {
      method: 'PUT',
      token: registrant,
      body: { location: kotzebue },
    });
    const again = await call(service.url, '/technicians/me', {
      method: 'PUT',
      token: tokenFor(service.issuer, sub),
      body: { location: nome },
    });

    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ location: kotzebue });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ location: kotzebue });
    expect(await service.testDb.db('technicians').where({ keycloak_id: sub })).toHaveLength(1);
    expect(await locationRows(sub)).toHaveLength(1);
  });

  it('never overwrites a location changed since sign-up', async () => {
    const { token } = newTechnician(service.issuer);
    await call(service.url, '/technicians/me', {
      method: 'PUT',
      token,
      body: { location: kotzebue },
    });
    await location(token, 'PATCH', { city: 'Noorvik', zipCode: '99763' });

    const repeated = await call(service.url, '/technicians/me', {
      method: 'PUT',
      token,
      body: { location: kotzebue },
    });

    const changed = { city: 'Noorvik', state: 'Alaska', zipCode: '99763' };
    expect(await repeated.json()).toEqual({ location: changed });
    expect(await (await location(token)).json()).toEqual({ location: changed });
  });

  it('creates the record without a location, and keeps answers saved before', async () => {
    const { sub, token } = newTechnician(service.issuer);
    await call(service.url, '/technicians/me/metadata', {
      method: 'PATCH',
      token,
      body: { certifications: ['CDL'] },
    });

    const response = await call(service.url, '/technicians/me', { method: 'PUT', token, body: {} });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ location: null });
    const row = await service.testDb.db('technicians').where({ keycloak_id: sub }).first();
    expect(row.metadata).toEqual({ certifications: ['CDL'] });
  });
});
