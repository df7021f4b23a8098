import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepAnswers } from './steps.js';
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

let service: TechnicianService;

beforeAll(async () => {
  service = await startTechnicianService('technician_access');
});

afterAll(async () => {
  await service?.stop();
});

const routes: { method: string; path: string; body?: unknown }[] = [
  { method: 'PUT', path: '/technicians/me', body: { location: kotzebue } },
  { method: 'GET', path: '/technicians/me/metadata' },
  { method: 'PUT', path: '/technicians/me/metadata', body: { certifications: ['CDL'] } },
  { method: 'PATCH', path: '/technicians/me/metadata', body: { certifications: ['CDL'] } },
  { method: 'PUT', path: '/technicians/me/onboarding/steps/it', body: stepAnswers.it },
  { method: 'PUT', path: '/technicians/me/onboarding/steps/nope', body: {} },
  { method: 'GET', path: '/technicians/me/location' },
  { method: 'POST', path: '/technicians/me/location', body: kotzebue },
  { method: 'PATCH', path: '/technicians/me/location', body: { city: 'Nome' } },
  { method: 'DELETE', path: '/technicians/me/location' },
];

async function storedRows() {
  const technicians = await service.testDb.db('technicians').count({ n: '*' }).first();
  const locations = await service.testDb.db('locations').count({ n: '*' }).first();
  return { technicians: Number(technicians?.n), locations: Number(locations?.n) };
}

describe('who may call', () => {
  it.each(routes)('$method $path answers 401 without a token', async ({ method, path, body }) => {
    const response = await call(service.url, path, { method, body });
    expect(response.status).toBe(401);
    expect(await problemOf(response)).toMatchObject({ code: 'unauthorized' });
  });

  it.each(routes)(
    '$method $path answers 403 to companies and admins and stores nothing',
    async ({ method, path, body }) => {
      const before = await storedRows();
      for (const role of ['company', 'admin'] as const) {
        const token = tokenFor(service.issuer, `${role}-user`, [role]);
        const response = await call(service.url, path, { method, token, body });
        expect(response.status).toBe(403);
        expect(await problemOf(response)).toMatchObject({ code: 'forbidden' });
      }
      expect(await storedRows()).toEqual(before);
    },
  );

  it('admits a registrant with no product role yet to the registration only', async () => {
    const token = tokenFor(service.issuer, 'fresh-registrant', []);

    const registered = await call(service.url, '/technicians/me', {
      method: 'PUT',
      token,
      body: { location: kotzebue },
    });
    const metadata = await call(service.url, '/technicians/me/metadata', { token });

    expect(registered.status).toBe(200);
    expect(metadata.status).toBe(403);
  });
});

describe('ownership', () => {
  it('keeps each technician to their own metadata, progress and location', async () => {
    const ada = newTechnician(service.issuer);
    const ben = newTechnician(service.issuer);
    await call(service.url, '/technicians/me/metadata', {
      method: 'PUT',
      token: ada.token,
      body: { certifications: ['OSHA 10'], goodFit: 'Ada answers' },
    });
    await call(service.url, '/technicians/me/onboarding/steps/ageVerification', {
      method: 'PUT',
      token: ada.token,
      body: stepAnswers.ageVerification,
    });
    await call(service.url, '/technicians/me/location', {
      method: 'POST',
      token: ada.token,
      body: kotzebue,
    });

    const benMetadata = await call(service.url, '/technicians/me/metadata', { token: ben.token });
    const benLocation = await call(service.url, '/technicians/me/location', { token: ben.token });
    const benPatch = await call(service.url, '/technicians/me/location', {
      method: 'PATCH',
      token: ben.token,
      body: nome,
    });
    const benDelete = await call(service.url, '/technicians/me/location', {
      method: 'DELETE',
      token: ben.token,
    });

    expect(await benMetadata.json()).toMatchObject({
      userId: ben.sub,
      certifications: [],
      goodFit: '',
      onboarding: { completedSteps: [], currentStep: 'ageVerification', completed: false },
    });
    expect(await benLocation.json()).toEqual({ location: null });
    expect(benPatch.status).toBe(404);
    expect(benDelete.status).toBe(404);
    const adaLocation = await call(service.url, '/technicians/me/location', { token: ada.token });
    expect(await adaLocation.json()).toEqual({ location: kotzebue });
  });

  it('refuses a body field naming another technician and changes nobody', async () => {
    const ada = newTechnician(service.issuer);
    const ben = newTechnician(service.issuer);

    const responses = await Promise.all([
      call(service.url, '/technicians/me/metadata', {
        method: 'PATCH',
        token: ben.token,
        body: { userId: ada.sub, certifications: ['CDL'] },
      }),
      call(service.url, '/technicians/me/metadata', {
        method: 'PUT',
        token: ben.token,
        body: { keycloakId: ada.sub },
      }),
      call(service.url, '/technicians/me/location', {
        method: 'POST',
        token: ben.token,
        body: { ...kotzebue, technicianId: ada.sub },
      }),
    ]);

    for (const response of responses) {
      expect(response.status).toBe(400);
      expect((await problemOf(response)).errors?.[0]?.message).toBeDefined();
    }
    expect(
      await service.testDb.db('technicians').whereIn('keycloak_id', [ada.sub, ben.sub]),
    ).toEqual([]);
  });

  it('answers 404 to an unknown onboarding step once the caller is known', async () => {
    const { token } = newTechnician(service.issuer);

    const response = await call(service.url, '/technicians/me/onboarding/steps/favouriteFish', {
      method: 'PUT',
      token,
      body: { favouriteFish: 'sheefish' },
    });

    expect(response.status).toBe(404);
    expect(await problemOf(response)).toMatchObject({
      code: 'not_found',
      detail: 'No such onboarding step.',
    });
  });

  it('never answers with the interview notes nor lets a technician write them', async () => {
    const { sub, token } = newTechnician(service.issuer);
    await call(service.url, '/technicians/me', { method: 'PUT', token, body: {} });
    await service.testDb
      .db('technicians')
      .where({ keycloak_id: sub })
      .update({ interview_notes: 'Strong with generators; call back in May.' });

    const reads = [
      await call(service.url, '/technicians/me/metadata', { token }),
      await call(service.url, '/technicians/me/metadata', {
        method: 'PATCH',
        token,
        body: { discord: true },
      }),
      await call(service.url, '/technicians/me/metadata', { method: 'PUT', token, body: {} }),
      await call(service.url, '/technicians/me/onboarding/steps/discord', {
        method: 'PUT',
        token,
        body: { discord: true },
      }),
    ];
    for (const response of reads) {
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).not.toContain('interview');
      expect(text).not.toContain('call back in May');
      expect(text).not.toContain('applied');
    }

    for (const [method, path] of [
      ['PATCH', '/technicians/me/metadata'],
      ['PUT', '/technicians/me/metadata'],
      ['PUT', '/technicians/me/onboarding/steps/goodFit'],
    ] as const) {
      const response = await call(service.url, path, {
        method,
        token,
        body: { goodFit: 'me', interviewNotes: 'Hire me' },
      });
      expect(response.status).toBe(400);
      expect((await problemOf(response)).errors).toContainEqual({
        field: 'interviewNotes',
        message: expect.any(String),
      });
    }
    const row = await service.testDb.db('technicians').where({ keycloak_id: sub }).first();
    expect(row.interview_notes).toBe('Strong with generators; call back in May.');
    // The earlier whole-object save stored the default; the refused ones stored nothing.
    expect(row.metadata.goodFit).toBe('');
  });
});
