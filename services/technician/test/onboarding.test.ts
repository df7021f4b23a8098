import {
  messages,
  ONBOARDING_STEPS,
  parseEvent,
  type OnboardingStep,
  type TechnicianMetadataView,
} from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepAnswers } from './steps.js';
import {
  call,
  newTechnician,
  problemOf,
  startTechnicianService,
  tokenFor,
  type TechnicianService,
} from './support.js';

const m = messages.technician;

let service: TechnicianService;

beforeAll(async () => {
  service = await startTechnicianService('technician_onboarding');
});

afterAll(async () => {
  await service?.stop();
});

function saveStep(
  token: string,
  step: string,
  body: unknown = stepAnswers[step as OnboardingStep],
) {
  return call(service.url, `/technicians/me/onboarding/steps/${step}`, {
    method: 'PUT',
    token,
    body,
  });
}

async function saveSteps(token: string, steps: readonly OnboardingStep[]) {
  for (const step of steps) expect((await saveStep(token, step)).status).toBe(200);
}

const beforeFinal = ONBOARDING_STEPS.filter((step) => step !== 'finalReview');

async function rowOf(sub: string) {
  return service.testDb.db('technicians').where({ keycloak_id: sub }).first();
}

async function completionEvents(sub: string) {
  return service.testDb
    .db('outbox')
    .where({ type: 'technician.onboarding.completed.v1' })
    .whereRaw(`envelope->'data'->>'technicianId' = ?`, [sub]);
}

describe('saving a step', () => {
  it('stores the step fields, marks it completed and moves the current step on', async () => {
    const { token } = newTechnician(service.issuer);

    const response = await saveStep(token, 'fishCamp');

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      hasFishCamp: true,
      fishCampResp: 'Sisualik in July; reachable by phone.',
      onboarding: {
        completedSteps: ['fishCamp'],
        currentStep: 'ageVerification',
        completed: false,
      },
    });
  });

  it('has one effect when the same step is saved twice', async () => {
    const { sub, token } = newTechnician(service.issuer);
    await saveStep(token, 'ageVerification');
    await saveStep(token, 'it');
    const once = await rowOf(sub);

    const again = await saveStep(token, 'it');

    expect(again.status).toBe(200);
    const twice = await rowOf(sub);
    expect(twice.completed_steps).toEqual(['ageVerification', 'it']);
    expect(twice.metadata).toEqual(once.metadata);
    expect(((await again.json()) as TechnicianMetadataView).onboarding).toEqual({
      completedSteps: ['ageVerification', 'it'],
      currentStep: 'handyman',
      completed: false,
    });
  });

  it('resumes at the first unfinished step with every saved answer', async () => {
    const { token } = newTechnician(service.issuer);
    await saveSteps(token, ONBOARDING_STEPS.slice(0, 11));

    const response = await call(service.url, '/technicians/me/metadata', { token });

    const view = (await response.json()) as TechnicianMetadataView;
    expect(view.onboarding).toEqual({
      completedSteps: ONBOARDING_STEPS.slice(0, 11),
      currentStep: ONBOARDING_STEPS[11],
      completed: false,
    });
    expect(view).toMatchObject({
      ageVerified: true,
      it: ['Network setup', 'Printers'],
      availability: { weekdays: true, evenings: true },
      hasFishCamp: true,
      certifications: ['OSHA 10'],
      toolsTech: [],
    });
  });

  it('lets a step change only its own fields', async () => {
    const { sub, token } = newTechnician(service.issuer);

    const response = await saveStep(token, 'it', { it: ['Printers'], certifications: ['CDL'] });

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toContainEqual({
      field: 'certifications',
      message: expect.any(String),
    });
    expect(await rowOf(sub)).toBeUndefined();
  });

  it.each([
    {
      step: 'ageVerification',
      body: { ageVerified: false },
      field: 'ageVerified',
      message: m.ageConfirmationRequired,
    },
    {
      step: 'references',
      body: { references: [{ id: 'r1', name: '', phoneNumber: '9075550123' }] },
      field: 'references.0.name',
      message: m.referenceNameRequired,
    },
    {
      step: 'references',
      body: { references: [{ id: 'r1', name: 'Joe', phoneNumber: '' }] },
      field: 'references.0.phoneNumber',
      message: m.referencePhoneRequired,
    },
    {
      step: 'toolsTech',
      body: { toolsTech: ['Laptop'] },
      field: 'toolsTech',
      message: m.smartphoneRequired,
    },
    {
      step: 'references',
      body: {
        references: [
          { id: 'r1', name: 'Mary Alexie', phoneNumber: '(907) 555-0123', relationship: 'Boss' },
        ],
      },
      field: 'references',
      message: m.referencesTooFew,
    },
    {
      step: 'finalReview',
      body: { policyAccepted: false },
      field: 'policyAccepted',
      message: m.privacyPolicyRequired,
    },
  ])(
    '$step refuses $field with its message, storing nothing',
    async ({ step, body, field, message }) => {
      const { sub, token } = newTechnician(service.issuer);

      const response = await saveStep(token, step, body);

      expect(response.status).toBe(400);
      expect((await problemOf(response)).errors).toContainEqual({ field, message });
      expect(await rowOf(sub)).toBeUndefined();
    },
  );
});

describe('completing the onboarding', () => {
  it('refuses the final review before every earlier step, storing nothing', async () => {
    const { sub, token } = newTechnician(service.issuer);
    await saveSteps(token, beforeFinal.slice(0, -1));
    const before = await rowOf(sub);

    const response = await saveStep(token, 'finalReview');

    expect(response.status).toBe(409);
    expect(await problemOf(response)).toMatchObject({
      code: 'onboarding_incomplete',
      detail: m.onboardingIncomplete,
    });
    expect(await rowOf(sub)).toEqual(before);
    expect(await completionEvents(sub)).toHaveLength(0);
  });

  it('completes once, applies for vetting and publishes exactly one event when saved twice', async () => {
    const { sub, token } = newTechnician(service.issuer);
    await saveSteps(token, beforeFinal);

    const first = await saveStep(token, 'finalReview');
    const second = await saveStep(token, 'finalReview');

    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(((await first.json()) as TechnicianMetadataView).onboarding).toEqual({
      completedSteps: [...ONBOARDING_STEPS],
      currentStep: 'finalReview',
      completed: true,
    });
    const row = await rowOf(sub);
    expect(row).toMatchObject({ vetting_status: 'applied', completed_at: expect.any(Date) });
    const events = await completionEvents(sub);
    expect(events).toHaveLength(1);
    expect(events[0].envelope).toMatchObject({ source: 'technician' });
    expect(parseEvent('technician.onboarding.completed.v1', events[0].envelope.data)).toEqual({
      technicianId: sub,
      fullName: 'Ada Sheldon',
      email: `${sub}@example.com`,
      completedAt: (row.completed_at as Date).toISOString(),
    });
  });

  it('publishes one event when the final review is saved concurrently', async () => {
    const { sub, token } = newTechnician(service.issuer);
    await saveSteps(token, beforeFinal);

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => saveStep(token, 'finalReview')),
    );

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await completionEvents(sub)).toHaveLength(1);
  });

  it('keeps earlier answers when a completed technician saves a step again', async () => {
    const { sub, token } = newTechnician(service.issuer);
    await saveSteps(token, ONBOARDING_STEPS);

    await saveStep(token, 'certifications', { certifications: ['CDL'] });

    const row = await rowOf(sub);
    expect(row.vetting_status).toBe('applied');
    expect(row.metadata).toMatchObject({ certifications: ['CDL'], discord: true });
    expect(await completionEvents(sub)).toHaveLength(1);
  });

  it('needs an e-mail address to complete, storing nothing', async () => {
    const sub = 'technician-without-email';
    const token = tokenFor(service.issuer, sub, ['technician'], { email: undefined });
    await saveSteps(token, beforeFinal);

    const response = await saveStep(token, 'finalReview');

    expect(response.status).toBe(403);
    expect((await rowOf(sub)).completed_at).toBeNull();
    expect(await completionEvents(sub)).toHaveLength(0);
  });
});
