import {
  messages,
  type DispatchCandidates,
  type DispatchQueue,
  type DispatchQueueEntry,
  type Problem,
  type TechnicianJob,
  type TechnicianOffers,
} from '@rha/contracts';
import type { ServiceRequestDetails } from '../src/clients/service-request.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approve,
  companyWithProfile,
  onboardedTechnician,
  submittedRequest,
  type SignedUpTechnician,
} from './support/admin.js';
import { futureEta } from './support/dispatch.js';
import { api, startStack, tokenFor, type Stack } from './support/stack.js';

let stack: Stack;
let admin: string;
let regional: SignedUpTechnician;
let boater: SignedUpTechnician;
let applicant: SignedUpTechnician;

const path =
  '/api/admin/dispatch/candidates?community=teller&serviceType=remote-eyes&date=2027-06-14';

beforeAll(async () => {
  stack = await startStack('bff_admin_dispatch');
  admin = tokenFor(stack.issuer, crypto.randomUUID(), ['admin'], { name: 'Ada Admin' });
  const tag = crypto.randomUUID().slice(0, 8);
  regional = await onboardedTechnician(stack, `Regina Nome ${tag}`);
  boater = await onboardedTechnician(stack, `Boris Nome ${tag}`);
  applicant = await onboardedTechnician(stack, `Abel Nome ${tag}`);
  await approve(stack, admin, regional);
  await approve(stack, admin, boater);
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
        email: boater.email,
        community: 'Nome',
        region: 'Nome Census Area',
        rating: { average: null, count: 0 },
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

describe('a request dispatched through the bff, from the queue to the company’s page', () => {
  async function offersOf(technician: SignedUpTechnician): Promise<TechnicianOffers> {
    const response = await api(stack.bff.url, '/api/technicians/offers', {
      token: technician.token,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as TechnicianOffers;
  }

  async function queueEntry(ticket: string): Promise<DispatchQueueEntry | undefined> {
    const response = await api(stack.bff.url, `/api/admin/dispatch/queue?q=${ticket}`, {
      token: admin,
    });
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as DispatchQueue;
    return items.find((entry) => entry.serviceTicketNumber === ticket);
  }

  it('offers, lets the first accept win, and names the technician to the company', async () => {
    const company = await companyWithProfile(stack, 'Teller Clinic', {
      address: '1 Front Street',
      city: 'Teller',
      zipCode: '99778',
    });
    const ticket = await submittedRequest(stack, company);
    const waiting = await queueEntry(ticket);
    expect(waiting).toMatchObject({
      status: 'Submitted',
      companyName: 'Teller Clinic',
      community: 'Teller',
      region: 'Nome Census Area',
      offers: [],
    });
    const id = waiting!.id;

    const offered = await api(stack.bff.url, `/api/admin/service-requests/${id}/offers`, {
      method: 'POST',
      token: admin,
      body: { technicianIds: [boater.sub, regional.sub] },
    });
    expect(offered.status).toBe(200);
    const entry = (await offered.json()) as DispatchQueueEntry;
    expect(entry.status).toBe('Dispatching');
    expect(entry.offers.map((offer) => [offer.technician.id, offer.status]).sort()).toEqual(
      [
        [boater.sub, 'offered'],
        [regional.sub, 'offered'],
      ].sort(),
    );

    const offerTo = async (technician: SignedUpTechnician) => {
      const job = (await offersOf(technician)).items.find((offer) => offer.requestId === id);
      expect(job).toMatchObject({ community: 'Teller', site: null, eta: null });
      return job!.offer!.id;
    };
    const boatersOffer = await offerTo(boater);
    const regionalsOffer = await offerTo(regional);

    const eta = futureEta();
    const accepted = await api(stack.bff.url, `/api/technicians/offers/${boatersOffer}/accept`, {
      method: 'POST',
      token: boater.token,
      body: { eta },
    });
    expect(accepted.status).toBe(200);
    const job = (await accepted.json()) as TechnicianJob;
    expect(job).toMatchObject({ requestId: id, status: 'Accepted', offer: null });
    expect(Date.parse(job.eta ?? '')).toBe(Date.parse(eta));
    expect(job.site?.address).toContain('Teller');

    const late = await api(stack.bff.url, `/api/technicians/offers/${regionalsOffer}/accept`, {
      method: 'POST',
      token: regional.token,
      body: { eta },
    });
    expect(await problemOf(late, 409)).toMatchObject({
      code: 'job_taken',
      detail: messages.dispatch.jobTaken,
    });
    expect((await offersOf(regional)).items.map((offer) => offer.requestId)).not.toContain(id);
    expect(await queueEntry(ticket)).toBeUndefined();

    const page = await api(stack.bff.url, `/api/service-requests/${id}`, {
      token: company.token,
    });
    expect(page.status).toBe(200);
    const details = (await page.json()) as ServiceRequestDetails;
    expect(details).toMatchObject({
      status: 'Accepted',
      assignedTechnician: { firstName: 'Boris', community: 'Nome' },
    });
    expect(Date.parse(details.eta ?? '')).toBe(Date.parse(eta));
  });

  it('lets the assigned technician hold the job and an admin resume it; others get 404 or 409', async () => {
    const company = await companyWithProfile(stack, 'Teller Store', {
      address: '2 Front Street',
      city: 'Teller',
      zipCode: '99778',
    });
    const ticket = await submittedRequest(stack, company);
    const id = (await queueEntry(ticket))!.id;
    const eta = futureEta();
    const assigned = await api(stack.bff.url, `/api/admin/service-requests/${id}/assign`, {
      method: 'POST',
      token: admin,
      body: { technicianId: boater.sub, eta },
    });
    expect(assigned.status).toBe(200);
    expect(((await assigned.json()) as ServiceRequestDetails).status).toBe('Accepted');

    const hold = { reason: 'Freezing fog grounded the flights.', eta: futureEta() };
    const strangers = await api(stack.bff.url, `/api/technicians/jobs/${id}/hold`, {
      method: 'POST',
      token: regional.token,
      body: hold,
    });
    expect((await problemOf(strangers, 404)).detail).toBe(messages.lifecycle.requestNotFound);
    const held = await api(stack.bff.url, `/api/technicians/jobs/${id}/hold`, {
      method: 'POST',
      token: boater.token,
      body: hold,
    });
    expect(held.status).toBe(200);
    expect(((await held.json()) as TechnicianJob).status).toBe('On hold');

    const resumed = await api(stack.bff.url, `/api/admin/service-requests/${id}/resume`, {
      method: 'POST',
      token: admin,
    });
    expect(resumed.status).toBe(200);
    const details = (await resumed.json()) as ServiceRequestDetails;
    expect(details.status).toBe('Accepted');
    expect(details.timeline.map((entry) => entry.to)).toEqual([
      'Submitted',
      'Accepted',
      'On hold',
      'Accepted',
    ]);
    const again = await api(stack.bff.url, `/api/technicians/jobs/${id}/resume`, {
      method: 'POST',
      token: boater.token,
    });
    expect((await problemOf(again, 409)).code).toBe('request_not_resumable');
  });
});
