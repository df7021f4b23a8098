import { messages, type DispatchCandidates, type Problem } from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardedTechnician, type SignedUpTechnician } from './support/admin.js';
import { api, startStack, tokenFor, type Stack } from './support/stack.js';

let stack: Stack;
let admin: string;
let regional: SignedUpTechnician;
let boater: SignedUpTechnician;
let applicant: SignedUpTechnician;

const path =
  '/api/admin/dispatch/candidates?community=teller&serviceType=remote-eyes&date=2027-06-14';

/** The admin's vetting moves that take an applicant to Approved. */
async function approve(technician: SignedUpTechnician): Promise<void> {
  for (const status of ['interview', 'background_check', 'approved']) {
    const moved = await api(stack.bff.url, `/api/admin/technicians/${technician.sub}/vetting`, {
      method: 'POST',
      token: admin,
      body: { status },
    });
    expect(moved.status).toBe(200);
  }
}

beforeAll(async () => {
  stack = await startStack('bff_admin_dispatch');
  admin = tokenFor(stack.issuer, crypto.randomUUID(), ['admin'], { name: 'Ada Admin' });
  const tag = crypto.randomUUID().slice(0, 8);
  regional = await onboardedTechnician(stack, `Regina Nome ${tag}`);
  boater = await onboardedTechnician(stack, `Boris Nome ${tag}`);
  applicant = await onboardedTechnician(stack, `Abel Nome ${tag}`);
  await approve(regional);
  await approve(boater);
  const reach = await api(stack.bff.url, '/api/technicians/coverage', {
    method: 'PUT',
    token: boater.token,
    body: { reach: [{ community: 'Teller', travelMode: 'boat', days: 1 }] },
  });
  expect(reach.status).toBe(200);
});

afterAll(async () => {
  await stack?.stop();
});

async function problemOf(response: Response, status: number): Promise<Problem> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

describe('GET /api/admin/dispatch/candidates', () => {
  it('answers 401 without a token and 403 to companies and technicians', async () => {
    expect((await problemOf(await api(stack.bff.url, path), 401)).code).toBe('unauthorized');
    const company = tokenFor(stack.issuer, crypto.randomUUID(), ['company']);
    for (const token of [company, boater.token]) {
      expect((await problemOf(await api(stack.bff.url, path, { token }), 403)).code).toBe(
        'forbidden',
      );
    }
  });

  it('ranks for an admin the Approved technicians reaching the community before the region', async () => {
    const response = await api(stack.bff.url, path, { token: admin });

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const ranked = (await response.json()) as DispatchCandidates;
    expect(ranked).toMatchObject({
      community: 'Teller',
      region: 'Nome Census Area',
      serviceType: 'remote-eyes',
      date: '2027-06-14',
    });
    expect(ranked.candidates.map((candidate) => candidate.technician.id)).toEqual([
      boater.sub,
      regional.sub,
    ]);
    expect(ranked.candidates.map((candidate) => candidate.technician.id)).not.toContain(
      applicant.sub,
    );
    // Remote Eyes counts the fieldwork and IT answers; a Monday fits weekday availability.
    expect(ranked.candidates[0]).toEqual({
      technician: {
        id: boater.sub,
        fullName: boater.fullName,
        community: 'Nome',
        region: 'Nome Census Area',
      },
      rank: 'reaches_directly',
      reasons: ['Reaches Teller by boat in 1 day', '3 matching skills', 'Available weekdays'],
      matchingSkills: 3,
      responseHours: null,
      availabilityFit: 1,
    });
    expect(ranked.candidates[1]).toMatchObject({
      rank: 'same_region',
      reasons: expect.arrayContaining(['Same region (Nome Census Area, hub Nome)']),
    });
  });

  it('refuses a query naming no known community with the schema’s message', async () => {
    const response = await api(
      stack.bff.url,
      '/api/admin/dispatch/candidates?community=Atlantis&serviceType=remote-eyes&date=2027-06-14',
      { token: admin },
    );

    expect((await problemOf(response, 400)).errors).toContainEqual({
      field: 'community',
      message: messages.dispatch.unknownCommunity,
    });
  });
});
