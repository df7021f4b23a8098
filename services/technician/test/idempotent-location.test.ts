import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  kotzebue,
  newTechnician,
  nome,
  startTechnicianService,
  type TechnicianService,
} from './support.js';

let service: TechnicianService;

beforeAll(async () => {
  service = await startTechnicianService('technician_idempotency');
});

afterAll(async () => {
  await service?.stop();
});

function addLocation(token: string, body: unknown, key: string) {
  return fetch(`${service.url}/technicians/me/location`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });
}

async function written(sub: string): Promise<{ locations: number; events: number }> {
  const locations = await service.testDb.db('locations').where({ technician_id: sub });
  const events = await service.testDb.db('outbox').select('id');
  return { locations: locations.length, events: events.length };
}

describe('POST /technicians/me/location with an Idempotency-Key', () => {
  it('answers a resend as the first attempt instead of refusing the second location', async () => {
    const { sub, token } = newTechnician(service.issuer);
    const key = crypto.randomUUID();

    const first = await addLocation(token, kotzebue, key);
    expect(first.status).toBe(201);
    const before = await written(sub);

    const resend = await addLocation(token, kotzebue, key);
    expect(resend.status).toBe(201);
    expect(resend.headers.get('idempotent-replayed')).toBe('true');
    expect(await resend.json()).toEqual({ location: kotzebue });
    expect(await written(sub)).toEqual(before);
  });

  it('refuses the key again for another place', async () => {
    const { sub, token } = newTechnician(service.issuer);
    const key = crypto.randomUUID();
    await addLocation(token, kotzebue, key);
    const before = await written(sub);

    const reused = await addLocation(token, nome, key);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await written(sub)).toEqual(before);
  });
});
