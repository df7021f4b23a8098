import { randomUUID } from 'node:crypto';
import { createServiceTicketNumber, todayInAlaska } from '@rha/contracts';
import type { ServiceRequestStatus, ServiceType } from '@rha/contracts/reference';
import type { DemoApi } from './api.js';
import { demoTechnician, demoTechnicians } from './people.js';
import { backdateRequest } from './backdate.js';
import { demoPhoto, uploadJobPhoto } from './photos.js';
import type { SignedUpTechnician } from './technicians.js';

export interface DemoCompany {
  token: string;
  /** Location ids by community. */
  locations: Record<string, string>;
}

interface RequestPlan {
  status: ServiceRequestStatus;
  /** Remote Hands unless said; a custom request waits for an admin's quote. */
  serviceType?: ServiceType;
  community: string;
  description: string;
  daysAhead: number;
  /** How long ago it all happened: finished requests only (see backdateRequest). */
  daysAgo?: number;
  /** Who takes the job, by e-mail; none while it waits for a technician. */
  technician?: string;
}

export interface DemoRequestCast {
  databaseUrl: string;
  admin: string;
  company: DemoCompany;
  /** Approved technicians by e-mail. */
  technicians: Map<string, SignedUpTechnician>;
  /** technician@example.com: offered one request, and the one who completed another. */
  demoTechnician: SignedUpTechnician;
  /** Bethel technicians the admin offers the dispatching request to besides the demo technician. */
  alsoOffered: SignedUpTechnician[];
}

/** The time between a request's steps, as a week of real work spaces them. */
const hoursUntil = { dispatched: 5, onSite: 26, workDone: 3, approved: 20 };

const hours = (count: number) => new Date(Date.now() + count * 3_600_000).toISOString();

function dayInAlaska(daysAhead: number): string {
  const day = new Date(`${todayInAlaska()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + daysAhead);
  return day.toISOString().slice(0, 10);
}

/**
 * One request per lifecycle status, each walked there by the people who would move it: the
 * technicians are Approved ones whose home or travel covers the request's community.
 */
export function requestPlans(): RequestPlan[] {
  const [bethel, kwethluk, , , anchorage] = demoTechnicians.map((technician) => technician.email);
  return [
    {
      status: 'Submitted',
      community: 'Kwethluk',
      description: 'The clinic printer jams on every second page; please look at the feed rollers.',
      daysAhead: 9,
    },
    {
      status: 'Dispatching',
      community: 'Bethel',
      description: 'Replace the failed network switch in the pharmacy closet.',
      daysAhead: 5,
    },
    {
      status: 'Accepted',
      community: 'Bethel',
      description: 'Mount and wire a second Wi-Fi access point in the waiting room.',
      daysAhead: 3,
      technician: bethel,
    },
    {
      status: 'On hold',
      community: 'Kwethluk',
      description: 'The backup generator will not start after the cold snap.',
      daysAhead: 2,
      technician: kwethluk,
    },
    {
      status: 'On site',
      community: 'Bethel',
      description: 'The UPS for the telehealth cart beeps and shuts down after ten minutes.',
      daysAhead: 1,
      technician: anchorage,
    },
    {
      status: 'Work done',
      community: 'Kwethluk',
      description: 'Re-terminate the satellite modem cable that water got into.',
      daysAhead: 1,
      technician: bethel,
    },
    {
      status: 'Completed',
      community: 'Bethel',
      description: 'Swap the telehealth room camera and test a video call with Anchorage.',
      daysAhead: 1,
      technician: demoTechnician.email,
      daysAgo: 3,
    },
    {
      status: 'Quote needed',
      serviceType: 'custom-request',
      community: 'Bethel',
      description: 'Run fibre from the clinic to the new dental annex across the parking lot.',
      daysAhead: 12,
    },
    {
      status: 'Quoted',
      serviceType: 'custom-request',
      community: 'Kwethluk',
      description: 'Survey the roof for a second satellite dish and a solar panel mount.',
      daysAhead: 14,
    },
    {
      status: 'Cancelled',
      community: 'Kwethluk',
      description: 'Look at the VoIP phones that drop calls in the afternoon.',
      daysAhead: 6,
      daysAgo: 1,
    },
  ];
}

async function submit(
  api: DemoApi,
  company: DemoCompany,
  plan: RequestPlan,
  ticketNumber: string,
): Promise<string> {
  const location = company.locations[plan.community];
  if (!location) throw new Error(`the demo company has no location in ${plan.community}`);
  await api.call('/api/service-request/company', {
    method: 'POST',
    token: company.token,
    body: {
      serviceTicketNumber: ticketNumber,
      serviceType: plan.serviceType ?? 'remote-hands',
      jobDescription: plan.description,
      location,
      restrictedAccess: 'no',
      preferredDate: dayInAlaska(plan.daysAhead),
      preferredTimeRange: '10:00 AM - 12:00 PM',
      liveVideoRequired: 'no',
      hasDocumentation: 'no',
      hasWifi: '',
      wantProPackage: '',
      hasOutlet: '',
      connectionMethod: '',
      videoDuration: '',
      contactPerson: 'Nurse Evelyn Andrew',
      phoneNumber: '9075550133',
      additionalInformation: 'The side door by the generator shed is unlocked 8 to 5.',
    },
  });
  const list = await api.call<{ items: { id: string; serviceTicketNumber: string }[] }>(
    `/api/service-request/company?q=${encodeURIComponent(ticketNumber)}`,
    { token: company.token },
  );
  const found = list.items.find((request) => request.serviceTicketNumber === ticketNumber);
  if (!found) throw new Error(`request ${ticketNumber} is not in the company's list`);
  return found.id;
}

async function message(api: DemoApi, token: string, requestId: string, text: string) {
  await api.call(`/api/service-requests/${requestId}/messages`, {
    method: 'POST',
    token,
    body: { clientId: randomUUID(), text },
  });
}

async function offerAndAccept(
  api: DemoApi,
  admin: string,
  requestId: string,
  technician: SignedUpTechnician,
): Promise<void> {
  await api.call(`/api/admin/service-requests/${requestId}/offers`, {
    method: 'POST',
    token: admin,
    body: { technicianIds: [technician.id] },
  });
  // The newest first: the offer just made heads the list however many the technician holds.
  const offers = await api.call<{ items: { requestId: string; offer: { id: string } | null }[] }>(
    '/api/technicians/offers?sort=newest',
    { token: technician.token },
  );
  const offer = offers.items.find((job) => job.requestId === requestId)?.offer;
  if (!offer) throw new Error(`${technician.email} sees no offer for request ${requestId}`);
  await api.call(`/api/technicians/offers/${offer.id}/accept`, {
    method: 'POST',
    token: technician.token,
    body: { eta: hours(20) },
  });
}

/** Checks in, writes the service log and sends photos: what a technician does on site. */
async function workOnSite(
  api: DemoApi,
  technician: SignedUpTechnician,
  requestId: string,
  notes: string[],
  photoSeed: number,
): Promise<void> {
  const path = `/api/technicians/jobs/${requestId}`;
  await api.call(`${path}/check-in`, {
    method: 'POST',
    token: technician.token,
    body: {
      capturedAt: new Date().toISOString(),
      location: { latitude: 60.7922, longitude: -161.7558, accuracyMeters: 12 },
    },
  });
  for (const text of notes) {
    await api.call(`${path}/log`, {
      method: 'POST',
      token: technician.token,
      body: { clientId: randomUUID(), capturedAt: new Date().toISOString(), text },
    });
  }
  for (const [place, name] of ['before.jpg', 'after.jpg'].entries()) {
    const photo = await demoPhoto(photoSeed + place);
    await uploadJobPhoto(api.webUrl, technician.token, requestId, photo, name);
  }
}

async function checkOut(
  api: DemoApi,
  technician: SignedUpTechnician,
  requestId: string,
  summary: string,
) {
  await api.call(`/api/technicians/jobs/${requestId}/check-out`, {
    method: 'POST',
    token: technician.token,
    body: { capturedAt: new Date().toISOString(), workSummary: summary },
  });
}

/** Walks one submitted request to its planned status. */
async function walk(
  api: DemoApi,
  cast: DemoRequestCast,
  plan: RequestPlan,
  requestId: string,
  seed: number,
): Promise<void> {
  const { admin, company } = cast;
  // Called before each step only: what the request ends on happens now, so no deadline a service
  // still acts on (offer expiry, auto-approval, a promised arrival) moves.
  const later = (hours: number) => backdateRequest(cast.databaseUrl, requestId, hours);
  // A custom request waits for its quote before any dispatch.
  if (plan.status === 'Quote needed') return;
  if (plan.status === 'Quoted') {
    await api.call(`/api/admin/service-requests/${requestId}/quote`, {
      method: 'POST',
      token: admin,
      body: { amountCents: 185_000, note: 'Two days with the lift; the dish mount included.' },
    });
    return;
  }
  // Offers in the demo are the admin's own, so the dispatch tick leaves the requests as seeded.
  await api.call(`/api/admin/service-requests/${requestId}/smart-dispatch`, {
    method: 'PUT',
    token: admin,
    body: { smartDispatch: false },
  });
  if (plan.status === 'Submitted') return;
  await later(hoursUntil.dispatched);
  if (plan.status === 'Cancelled') {
    await api.call(`/api/service-requests/${requestId}/cancel`, {
      method: 'POST',
      token: company.token,
      body: { reason: 'Our IT lead fixed the phones over the phone with the vendor.' },
    });
    return;
  }
  if (plan.status === 'Dispatching') {
    await api.call(`/api/admin/service-requests/${requestId}/offers`, {
      method: 'POST',
      token: admin,
      body: { technicianIds: [cast.demoTechnician.id, ...cast.alsoOffered.map((t) => t.id)] },
    });
    return;
  }
  const technician = plan.technician ? cast.technicians.get(plan.technician) : undefined;
  if (!technician) throw new Error(`no approved technician for the ${plan.status} request`);
  await offerAndAccept(api, admin, requestId, technician);
  await message(
    api,
    company.token,
    requestId,
    'Thanks for taking this. Ask for Evelyn at the front desk.',
  );
  await message(api, technician.token, requestId, 'Will do. I will text when I land.');
  if (plan.status === 'Accepted') return;
  await later(hoursUntil.onSite);
  if (plan.status === 'On hold') {
    await api.call(`/api/technicians/jobs/${requestId}/hold`, {
      method: 'POST',
      token: technician.token,
      body: { reason: 'Freezing fog: no flights up the river today.', eta: hours(48) },
    });
    return;
  }
  await workOnSite(
    api,
    technician,
    requestId,
    ['Found the fault; parts on hand.', 'Replaced the part and tested it with the nurse.'],
    seed,
  );
  if (plan.status === 'On site') return;
  await later(hoursUntil.workDone);
  await checkOut(api, technician, requestId, 'Fixed and tested; old part left in the office.');
  if (plan.status === 'Work done') return;
  await later(hoursUntil.approved);
  await api.call(`/api/service-requests/${requestId}/approve`, {
    method: 'POST',
    token: company.token,
  });
  await api.call(`/api/service-requests/${requestId}/rating`, {
    method: 'POST',
    token: company.token,
    body: { score: 5, comment: 'Quick, tidy and kept us posted the whole way.' },
  });
  await api.call(`/api/technicians/jobs/${requestId}/rating`, {
    method: 'POST',
    token: technician.token,
    body: { score: 5, comment: 'Clear request and the door was open as promised.' },
  });
}

/** Submits and walks every planned request, all at once: each is a handful of calls. */
export async function seedRequests(
  api: DemoApi,
  cast: DemoRequestCast,
  plans: RequestPlan[],
  onDone: (status: ServiceRequestStatus) => void,
): Promise<void> {
  const now = new Date();
  await Promise.all(
    plans.map(async (plan, index) => {
      // Spread over the suffix range so no two demo tickets meet.
      const ticket = createServiceTicketNumber(now, () => (index + 0.5) / plans.length);
      const requestId = await submit(api, cast.company, plan, ticket);
      await walk(api, cast, plan, requestId, index * 2);
      if (plan.daysAgo) await backdateRequest(cast.databaseUrl, requestId, plan.daysAgo * 24);
      onDone(plan.status);
    }),
  );
}
