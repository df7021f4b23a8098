import {
  createTechnicianClient,
  ONBOARDING_STEPS,
  REQUIRED_TECHNICAL_TOOL,
  VETTING_CHECKS,
  type OnboardingStep,
} from '@rha/contracts';
import { expect } from 'vitest';
import { requestForm } from './requests.js';
import type { panelSave } from './stack.js';
import { api, panelSaveFor, tokenFor, type Stack } from './stack.js';

/** A valid answer for every onboarding step, as the questionnaire sends it. */
export const stepAnswers: Record<OnboardingStep, Record<string, unknown>> = {
  ageVerification: { ageVerified: true },
  it: { it: ['Network setup', 'Printers'] },
  handyman: { handyman: ['Plumbing'] },
  electrical: { electrical: ['Generators'] },
  fieldwork: { fieldwork: ['Site surveys'] },
  availability: {
    availability: { weekdays: true, weekends: false, evenings: true, overnight: false },
  },
  responseTime: { responseTime: ['Same day'] },
  fishCamp: { hasFishCamp: true, fishCampResp: 'Sisualik in July; reachable by phone.' },
  travel: { hasTravel: false },
  training: { training: ['First aid'] },
  certifications: { certifications: ['OSHA 10'] },
  toolsTech: { toolsTech: [REQUIRED_TECHNICAL_TOOL, 'Laptop'] },
  toolsHandTools: { toolsHandTools: ['Multimeter'] },
  toolsTransport: { toolsTransport: ['Snowmachine'] },
  toolsOther: { toolsOther: ['Satellite phone'] },
  goodFit: { goodFit: 'I fix things in town and out at camp.' },
  tribalMember: { isTribalMember: true, tribe: 'Native Village of Kotzebue' },
  backgroundCheck: { backgroundCheck: true },
  references: {
    references: [
      { id: 'ref-1', name: 'Mary Alexie', phoneNumber: '(907) 555-0123', relationship: 'Boss' },
      { id: 'ref-2', name: 'Tom Barr', phoneNumber: '(907) 555-0124', relationship: 'Teacher' },
    ],
  },
  discord: { discord: true },
  finalReview: { policyAccepted: true },
};

export interface SignedUpTechnician {
  sub: string;
  token: string;
  fullName: string;
  email: string;
  phone: string;
}

/**
 * A technician as the sign-up leaves them (the technician record with its home community, the
 * contact details in identity), then through every onboarding step: an applicant.
 */
export async function onboardedTechnician(
  stack: Stack,
  fullName: string,
): Promise<SignedUpTechnician> {
  const sub = crypto.randomUUID();
  const email = `${sub}@nome.example.com`;
  const phone = '9075550142';
  const token = tokenFor(stack.issuer, sub, ['technician'], { name: fullName, email });
  const { error } = await createTechnicianClient({ baseUrl: stack.technician.url }).PUT(
    '/technicians/me',
    {
      headers: { authorization: `Bearer ${token}` },
      body: { location: { city: 'Nome', state: 'Alaska', zipCode: '99762' } },
    },
  );
  if (error) throw new Error(`technician sign-up failed: ${JSON.stringify(error)}`);
  const profile = await api(stack.bff.url, '/api/profile', {
    method: 'PATCH',
    token,
    body: { fullName, email, phone },
  });
  expect(profile.status).toBe(200);
  for (const step of ONBOARDING_STEPS) {
    const saved = await api(stack.bff.url, '/api/technicians/metadata', {
      method: 'POST',
      token,
      body: { userId: sub, ...stepAnswers[step] },
    });
    expect(saved.status).toBe(200);
  }
  return { sub, token, fullName, email, phone };
}

export interface SignedUpCompany {
  sub: string;
  token: string;
  companyId: string;
  locationId: string;
}

/**
 * A company saved through the Company Profile panel, as a new company owner does; its location
 * is the panel's Bethel address unless `place` names another.
 */
export async function companyWithProfile(
  stack: Stack,
  companyName: string,
  place: Partial<Pick<typeof panelSave, 'address' | 'city' | 'zipCode'>> = {},
): Promise<SignedUpCompany> {
  const sub = crypto.randomUUID();
  const token = tokenFor(stack.issuer, sub);
  const saved = await api(stack.bff.url, '/api/profile', {
    method: 'PATCH',
    token,
    body: { ...panelSaveFor(sub), companyName, ...place },
  });
  expect(saved.status).toBe(200);
  const [company] = await stack.companyDb.db('companies').where({ owner_keycloak_id: sub });
  const locations = await api(stack.bff.url, '/api/location', { token });
  const [location] = (await locations.json()) as { id: string }[];
  if (!company || !location) throw new Error('the company profile stored no company');
  return { sub, token, companyId: String(company.id), locationId: location.id };
}

/** The admin's vetting moves that take an applicant to Approved. */
export async function approve(
  stack: Stack,
  adminToken: string,
  technician: SignedUpTechnician,
): Promise<void> {
  for (const status of ['interview', 'background_check', 'approved']) {
    const moved = await api(stack.bff.url, `/api/admin/technicians/${technician.sub}/vetting`, {
      method: 'POST',
      token: adminToken,
      body: status === 'approved' ? { status, checks: [...VETTING_CHECKS] } : { status },
    });
    expect(moved.status).toBe(200);
  }
}

/** Submits a service request for the company's location; answers its ticket number. */
export async function submittedRequest(stack: Stack, company: SignedUpCompany): Promise<string> {
  const form = requestForm(company.locationId);
  const response = await api(stack.bff.url, '/api/service-request/company', {
    method: 'POST',
    token: company.token,
    body: form,
  });
  expect(response.status).toBe(201);
  return form.serviceTicketNumber;
}

/**
 * Asks again until `found` picks something out of the answer: what identity and sign-up report
 * reaches the directories through events, a moment later. Fails with the last answer seen.
 */
export async function eventually<T, R>(
  ask: () => Promise<T>,
  found: (answer: T) => R | undefined,
  timeoutMs = 10_000,
): Promise<R> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await ask();
    const result = found(answer);
    if (result !== undefined) return result;
    if (Date.now() > deadline) {
      throw new Error(`not there after ${timeoutMs} ms; last answer: ${JSON.stringify(answer)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
