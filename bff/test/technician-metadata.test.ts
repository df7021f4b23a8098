import { messages, type Problem, type TechnicianMetadataResponse } from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startStack, tokenFor, type Role, type Stack } from './support/stack.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack('bff_tech_metadata');
});

afterAll(async () => {
  await stack?.stop();
});

interface Technician {
  sub: string;
  token: string;
}

function newUser(roles: Role[] = ['technician']): Technician {
  const sub = crypto.randomUUID();
  return { sub, token: tokenFor(stack.issuer, sub, roles) };
}

function save(token: string, body: unknown): Promise<Response> {
  return api(stack.bff.url, '/api/technicians/metadata', { method: 'POST', token, body });
}

async function metadataOf(token: string): Promise<TechnicianMetadataResponse> {
  const response = await api(stack.bff.url, `/api/technicians/metadata?t=${Date.now()}`, {
    token,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as TechnicianMetadataResponse;
}

async function problemOf(response: Response): Promise<Problem> {
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

/** A refusal of invalid fields: 400 with exactly these field errors. */
async function expectFieldErrors(
  response: Response,
  errors: { field: string; message: string }[],
): Promise<void> {
  expect(response.status).toBe(400);
  const problem = await problemOf(response);
  expect(problem.code).toBe('validation_failed');
  expect(problem.errors).toEqual(errors);
}

const profilePage = {
  handyman: ['Plumbing', 'Carpentry'],
  it: ['Networking'],
  availability: { weekdays: true, weekends: false, evenings: true, overnight: false },
  hasFishCamp: true,
  fishCampResp: 'Kobuk River camp, June and July',
  goodFit: 'I fix what breaks in Kotzebue.',
  references: [
    { id: 'ref-1', name: 'Ana Sheldon', phoneNumber: '(907) 555-0101', relationship: '' },
  ],
};

describe('who may call /api/technicians/metadata', () => {
  it('answers 401 without a token', async () => {
    const read = await api(stack.bff.url, '/api/technicians/metadata');
    const write = await api(stack.bff.url, '/api/technicians/metadata', {
      method: 'POST',
      body: profilePage,
    });

    expect([read.status, write.status]).toEqual([401, 401]);
    expect((await problemOf(read)).code).toBe('unauthorized');
  });

  it('answers 403 to companies, admins and registrants without a role, storing nothing', async () => {
    for (const roles of [['company'], ['admin'], []] satisfies Role[][]) {
      const caller = newUser(roles);
      const read = await api(stack.bff.url, '/api/technicians/metadata', { token: caller.token });
      const write = await save(caller.token, { userId: caller.sub, ageVerified: true });

      expect([read.status, write.status]).toEqual([403, 403]);
      expect((await problemOf(write)).code).toBe('forbidden');
      const stored = await stack.technicianDb.db('technicians').where({ keycloak_id: caller.sub });
      expect(stored).toEqual([]);
    }
  });
});

describe('GET /api/technicians/metadata', () => {
  it("answers the caller's defaults, owner and progress before anything was saved", async () => {
    const technician = newUser();

    const metadata = await metadataOf(technician.token);

    expect(metadata).toMatchObject({
      userId: technician.sub,
      handyman: [],
      hasFishCamp: false,
      policyAccepted: false,
      references: [],
      onboarding: { completedSteps: [], currentStep: 'ageVerification', completed: false },
    });
  });

  it('ignores the cache-busting timestamp but refuses other query parameters', async () => {
    const { token } = newUser();

    const stamped = await api(stack.bff.url, '/api/technicians/metadata?t=1732200000000', {
      token,
    });
    const other = await api(stack.bff.url, '/api/technicians/metadata?userId=someone', { token });

    expect(stamped.status).toBe(200);
    expect(stamped.headers.get('cache-control')).toBe('no-store');
    expect(other.status).toBe(400);
    expect((await problemOf(other)).errors?.map((error) => error.field)).toEqual(['userId']);
  });
});

describe('POST /api/technicians/metadata', () => {
  it('saves the whole object of the profile page, with its own userId', async () => {
    const technician = newUser();

    const response = await save(technician.token, { ...profilePage, userId: technician.sub });

    expect(response.status).toBe(200);
    const saved = (await response.json()) as TechnicianMetadataResponse;
    expect(saved).toMatchObject({ ...profilePage, userId: technician.sub, electrical: [] });
    expect(await metadataOf(technician.token)).toEqual(saved);
  });

  it('replaces the certifications from their JSON-encoded list, leaving the rest alone', async () => {
    const { token } = newUser();
    await save(token, profilePage);

    const response = await save(token, {
      certifications: JSON.stringify(['OSHA 10', 'CDL', 'OSHA 10']),
    });

    expect(response.status).toBe(200);
    expect(await metadataOf(token)).toMatchObject({
      certifications: ['OSHA 10', 'CDL'],
      handyman: profilePage.handyman,
      goodFit: profilePage.goodFit,
    });
  });

  it('saves one onboarding step and marks it completed, once however often it is sent', async () => {
    const technician = newUser();
    const step = { userId: technician.sub, hasFishCamp: true, fishCampResp: 'Selawik camp' };

    const first = await save(technician.token, step);
    const again = await save(technician.token, step);

    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await metadataOf(technician.token)).toMatchObject({
      hasFishCamp: true,
      fishCampResp: 'Selawik camp',
      onboarding: { completedSteps: ['fishCamp'], completed: false },
    });
  });

  it('answers 409 to the final review before every earlier step', async () => {
    const technician = newUser();

    const response = await save(technician.token, {
      userId: technician.sub,
      policyAccepted: true,
    });

    expect(response.status).toBe(409);
    expect((await problemOf(response)).code).toBe('onboarding_incomplete');
    expect((await metadataOf(technician.token)).policyAccepted).toBe(false);
  });
});

describe("another technician's record", () => {
  it('refuses a userId of someone else with 403 and changes neither record', async () => {
    const owner = newUser();
    const intruder = newUser();
    await save(owner.token, profilePage);
    const ownerBefore = await metadataOf(owner.token);
    const intruderBefore = await metadataOf(intruder.token);

    const responses = await Promise.all([
      save(intruder.token, { userId: owner.sub, ageVerified: true }),
      save(intruder.token, { ...profilePage, userId: owner.sub, goodFit: 'Taken over' }),
    ]);

    for (const response of responses) {
      expect(response.status).toBe(403);
      expect(await problemOf(response)).toMatchObject({
        code: 'forbidden',
        detail: 'You can only change your own technician profile',
      });
    }
    expect(await metadataOf(owner.token)).toEqual(ownerBefore);
    expect(await metadataOf(intruder.token)).toEqual(intruderBefore);
  });

  it("never shows one technician's answers to another", async () => {
    const owner = newUser();
    const other = newUser();
    await save(owner.token, profilePage);

    const seen = await metadataOf(other.token);

    expect(seen).toMatchObject({ userId: other.sub, handyman: [], goodFit: '', references: [] });
  });
});

describe('interview notes', () => {
  it("are never in a technician's answer and refused as an unknown field", async () => {
    const technician = newUser();
    await save(technician.token, profilePage);
    await stack.technicianDb
      .db('technicians')
      .where({ keycloak_id: technician.sub })
      .update({ interview_notes: 'Strong on generators; call back in May.' });

    const read = await api(stack.bff.url, '/api/technicians/metadata', {
      token: technician.token,
    });
    const whole = await save(technician.token, { ...profilePage, interviewNotes: 'Hire me' });
    const step = await save(technician.token, {
      userId: technician.sub,
      interviewNotes: 'Hire me',
    });

    const text = await read.text();
    expect(text).not.toContain('interviewNotes');
    expect(text).not.toContain('generators');
    for (const response of [whole, step]) {
      expect(response.status).toBe(400);
      expect((await problemOf(response)).errors?.map((error) => error.field)).toContain(
        'interviewNotes',
      );
    }
    const [row] = await stack.technicianDb
      .db('technicians')
      .where({ keycloak_id: technician.sub })
      .select('interview_notes');
    expect(row).toEqual({ interview_notes: 'Strong on generators; call back in May.' });
  });
});

describe('bad input', () => {
  it('refuses each with its field and message and stores nothing', async () => {
    const technician = newUser();
    await save(technician.token, profilePage);
    const before = await metadataOf(technician.token);
    const own = { userId: technician.sub };

    await expectFieldErrors(
      await save(technician.token, {
        ...own,
        references: [{ id: 'ref-2', name: '', phoneNumber: ' ', relationship: 'Cousin' }],
      }),
      [
        { field: 'references.0.name', message: 'Reference name is required' },
        { field: 'references.0.phoneNumber', message: 'Reference phone number is required' },
        { field: 'references', message: 'Please add at least two references' },
        {
          field: 'references.0.phoneNumber',
          message: 'Reference phone number must have 10 digits',
        },
      ],
    );
    await expectFieldErrors(await save(technician.token, { ...own, policyAccepted: false }), [
      { field: 'policyAccepted', message: 'You must accept the privacy policy to continue' },
    ]);
    await expectFieldErrors(
      await save(technician.token, { ...profilePage, favouriteColour: 'red' }),
      [{ field: 'favouriteColour', message: expect.any(String) as string }],
    );
    await expectFieldErrors(
      await save(technician.token, {
        ...own,
        handyman: Array.from({ length: 101 }, (_, index) => `Skill ${index}`),
      }),
      [{ field: 'handyman', message: messages.technician.tooManyItems }],
    );
    await expectFieldErrors(await save(technician.token, { ...own, it: ['x'.repeat(101)] }), [
      { field: 'it.0', message: messages.technician.itemTooLong },
    ]);
    await expectFieldErrors(await save(technician.token, { goodFit: 'x'.repeat(5_001) }), [
      { field: 'goodFit', message: messages.common.tooLong(5_000) },
    ]);

    expect(await metadataOf(technician.token)).toEqual(before);
  });

  it('refuses malformed certifications strings and keeps the stored list', async () => {
    const { token } = newUser();
    await save(token, { certifications: JSON.stringify(['OSHA 10']) });

    for (const certifications of ['OSHA 10', '{"name":"CDL"}', '"CDL"', '']) {
      await expectFieldErrors(await save(token, { certifications }), [
        { field: 'certifications', message: messages.technician.certificationsMalformed },
      ]);
    }
    const notText = await save(token, { certifications: JSON.stringify([7]) });
    const tooMany = await save(token, {
      certifications: JSON.stringify(Array.from({ length: 101 }, (_, index) => `Card ${index}`)),
    });

    expect(notText.status).toBe(400);
    expect((await problemOf(notText)).errors?.map((error) => error.field)).toEqual([
      'certifications.0',
    ]);
    await expectFieldErrors(tooMany, [
      { field: 'certifications', message: messages.technician.tooManyItems },
    ]);
    expect((await metadataOf(token)).certifications).toEqual(['OSHA 10']);
  });
});
