import { randomUUID } from 'node:crypto';
import { ONBOARDING_STEPS, VETTING_CHECKS } from '@rha/contracts';
import { alaskaCommunityByName, TRAVEL_MODES, type VettingStatus } from '@rha/contracts/reference';
import type { DemoApi } from './api.js';
import { onboardingAnswers } from './onboarding.js';
import { demoPassword, type DemoTechnician } from './people.js';
import { subjectOf } from '../../bench/token-subject.js';

export interface SignedUpTechnician {
  id: string;
  email: string;
  fullName: string;
  community: string;
  token: string;
}

/** The admins' moves from Applied to each status, in order. */
const vettingPath: Record<VettingStatus, VettingStatus[]> = {
  onboarding: [],
  applied: [],
  interview: ['interview'],
  background_check: ['interview', 'background_check'],
  approved: ['interview', 'background_check', 'approved'],
  suspended: ['interview', 'background_check', 'approved', 'suspended'],
  rejected: ['interview', 'rejected'],
};

/**
 * The technician sign-up as the browser does it: the draft saved anonymously, the account's first
 * sign-in completing it, then a fresh token that carries the technician role it was given.
 */
export async function signUpTechnician(
  api: DemoApi,
  person: { email: string; fullName: string; community: string; phone: string },
): Promise<SignedUpTechnician> {
  const uuid = randomUUID();
  const zipCode = alaskaCommunityByName(person.community)?.zipCodes[0];
  if (!zipCode) throw new Error(`${person.community} is not an Alaska community`);
  const { secret } = await api.call<{ secret: string }>('/api/tmpUser', {
    method: 'POST',
    body: {
      uuid,
      userType: 'technician',
      info: {
        name: person.fullName,
        email: person.email,
        city: person.community,
        state: 'Alaska',
        zipCode,
        phone: person.phone,
        smsConsent: false,
      },
    },
  });
  const firstToken = await api.signIn(person.email, demoPassword);
  await api.call('/api/signup/complete', {
    method: 'POST',
    token: firstToken,
    body: { uuid, secret },
  });
  const token = await api.signIn(person.email, demoPassword);
  return {
    id: subjectOf(token),
    email: person.email,
    fullName: person.fullName,
    community: person.community,
    token,
  };
}

/**
 * Signs the technician up, answers the questionnaire (half of it for those still onboarding), saves
 * where they travel, and has the admin vet them to their status.
 */
export async function seedTechnician(
  api: DemoApi,
  adminToken: string,
  technician: DemoTechnician,
  index: number,
): Promise<SignedUpTechnician> {
  const signedUp = await signUpTechnician(api, technician);
  const answers = onboardingAnswers(technician, index);
  const steps =
    technician.vetting === 'onboarding'
      ? ONBOARDING_STEPS.slice(0, Math.ceil(ONBOARDING_STEPS.length / 2))
      : ONBOARDING_STEPS;
  for (const step of steps) {
    await api.call('/api/technicians/metadata', {
      method: 'POST',
      token: signedUp.token,
      body: { userId: signedUp.id, ...answers[step] },
    });
  }
  await api.call('/api/technicians/coverage', {
    method: 'PUT',
    token: signedUp.token,
    body: {
      reach: technician.reach.map((community, place) => ({
        community,
        travelMode: TRAVEL_MODES[(index + place) % TRAVEL_MODES.length],
        days: place,
      })),
    },
  });
  for (const status of vettingPath[technician.vetting]) {
    await api.call(`/api/admin/technicians/${signedUp.id}/vetting`, {
      method: 'POST',
      token: adminToken,
      body: {
        status,
        note: `Demo: moved to ${status}.`,
        ...(status === 'rejected'
          ? { reason: 'Two references could not be reached; you are welcome to apply again.' }
          : {}),
        ...(status === 'approved' ? { checks: [...VETTING_CHECKS] } : {}),
      },
    });
  }
  return signedUp;
}
