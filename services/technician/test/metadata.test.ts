import { defaultTechnicianMetadata, messages, type TechnicianMetadataView } from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  newTechnician,
  problemOf,
  startTechnicianService,
  type TechnicianService,
} from './support.js';

const m = messages.technician;

let service: TechnicianService;

beforeAll(async () => {
  service = await startTechnicianService('technician_metadata');
});

afterAll(async () => {
  await service?.stop();
});

const reference = {
  id: 'ref-1',
  name: 'Mary Alexie',
  phoneNumber: '9075550123',
  relationship: 'Boss',
};

async function view(token: string): Promise<TechnicianMetadataView> {
  const response = await call(service.url, '/technicians/me/metadata', { token });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as TechnicianMetadataView;
}

async function rowOf(sub: string) {
  return service.testDb.db('technicians').where({ keycloak_id: sub }).first();
}

describe('GET /technicians/me/metadata', () => {
  it('answers every field with its default before anything is saved, storing nothing', async () => {
    const { sub, token } = newTechnician(service.issuer);

    expect(await view(token)).toEqual({
      ...defaultTechnicianMetadata(),
      userId: sub,
      onboarding: { completedSteps: [], currentStep: 'ageVerification', completed: false },
      vettingStatus: 'onboarding',
    });
    expect(await rowOf(sub)).toBeUndefined();
  });
});

describe('PUT /technicians/me/metadata', () => {
  it('replaces the whole object, defaults for what is left out, without touching progress', async () => {
    const { sub, token } = newTechnician(service.issuer);
    await call(service.url, '/technicians/me/onboarding/steps/ageVerification', {
      method: 'PUT',
      token,
      body: { ageVerified: true },
    });
    await call(service.url, '/technicians/me/metadata', {
      method: 'PATCH',
      token,
      body: { toolsTech: ['Laptop'], goodFit: 'first' },
    });

    const response = await call(service.url, '/technicians/me/metadata', {
      method: 'PUT',
      token,
      body: {
        ageVerified: true,
        certifications: ['OSHA 10', 'CDL', 'OSHA 10'],
        hasFishCamp: true,
        fishCampResp: 'Sisualik',
        references: [reference],
      },
    });

    expect(response.status).toBe(200);
    const saved = (await response.json()) as TechnicianMetadataView;
    expect(saved).toEqual({
      ...defaultTechnicianMetadata(),
      ageVerified: true,
      certifications: ['OSHA 10', 'CDL'],
      hasFishCamp: true,
      fishCampResp: 'Sisualik',
      references: [reference],
      userId: sub,
      onboarding: { completedSteps: ['ageVerification'], currentStep: 'it', completed: false },
      vettingStatus: 'onboarding',
    });
    expect(await view(token)).toEqual(saved);
  });
});

describe('PATCH /technicians/me/metadata', () => {
  it('changes only the fields sent', async () => {
    const { token } = newTechnician(service.issuer);
    await call(service.url, '/technicians/me/metadata', {
      method: 'PUT',
      token,
      body: { goodFit: 'Reliable', certifications: ['CDL'] },
    });

    const response = await call(service.url, '/technicians/me/metadata', {
      method: 'PATCH',
      token,
      body: { certifications: ['CDL', 'OSHA 10'] },
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      goodFit: 'Reliable',
      certifications: ['CDL', 'OSHA 10'],
    });
  });
});

describe('bad input', () => {
  const long = (length: number) => 'x'.repeat(length);
  const cases: { name: string; body: Record<string, unknown>; field: string; message: string }[] = [
    {
      name: 'a reference without a name',
      body: { references: [{ ...reference, name: ' ' }] },
      field: 'references.0.name',
      message: m.referenceNameRequired,
    },
    {
      name: 'a reference without a phone number',
      body: { references: [{ id: 'ref-2', name: 'Joe' }] },
      field: 'references.0.phoneNumber',
      message: m.referencePhoneRequired,
    },
    {
      name: 'more than 100 tags',
      body: { certifications: Array.from({ length: 101 }, (_, index) => `cert ${index}`) },
      field: 'certifications',
      message: m.tooManyItems,
    },
    {
      name: 'a tag over 100 characters',
      body: { handyman: [long(101)] },
      field: 'handyman.0',
      message: m.itemTooLong,
    },
    {
      name: 'a text over 5,000 characters',
      body: { goodFit: long(5001) },
      field: 'goodFit',
      message: messages.common.tooLong(5000),
    },
    {
      name: 'an unknown field',
      body: { certifications: ['CDL'], favouriteFish: 'sheefish' },
      field: 'favouriteFish',
      message: expect.any(String) as unknown as string,
    },
    {
      name: 'the owner id',
      body: { userId: 'someone', certifications: ['CDL'] },
      field: 'userId',
      message: expect.any(String) as unknown as string,
    },
  ];

  it.each(cases)(
    '$name: 400 naming the field, nothing stored',
    async ({ body, field, message }) => {
      const { sub, token } = newTechnician(service.issuer);
      for (const method of ['PUT', 'PATCH']) {
        const response = await call(service.url, '/technicians/me/metadata', {
          method,
          token,
          body,
        });
        expect(response.status).toBe(400);
        const problem = await problemOf(response);
        expect(problem.code).toBe('validation_failed');
        expect(problem.errors).toContainEqual({ field, message });
      }
      expect(await rowOf(sub)).toBeUndefined();
    },
  );

  it('answers 413 to a body over 256 kB, storing nothing', async () => {
    const { sub, token } = newTechnician(service.issuer);
    const response = await call(service.url, '/technicians/me/metadata', {
      method: 'PUT',
      token,
      rawBody: JSON.stringify({ goodFit: long(300_000) }),
    });
    expect(response.status).toBe(413);
    expect(await rowOf(sub)).toBeUndefined();
  });
});
