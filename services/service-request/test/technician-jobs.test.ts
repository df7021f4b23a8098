import type { TechnicianJobs, TechnicianOffers } from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchHelpers, etaIn, type TechnicianSide } from './support/dispatch.js';
import { dayFromToday } from './support/requests.js';
import { startServiceRequestService, type ServiceRequestService } from './support/service.js';

let service: ServiceRequestService;
let helpers: ReturnType<typeof dispatchHelpers>;

beforeAll(async () => {
  service = await startServiceRequestService('service_request_technician_jobs');
  helpers = dispatchHelpers(service);
});

afterAll(async () => {
  await service?.stop();
});

async function pageOf<Page>(technician: TechnicianSide, path: string): Promise<Page> {
  const response = await helpers.call('GET', path, technician.token);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as Page;
}

/** The first page of the technician's offers and of their jobs. */
async function jobsOf(
  technician: TechnicianSide,
): Promise<{ offers: TechnicianOffers['items']; jobs: TechnicianJobs['items'] }> {
  const [{ items: offers }, { items: jobs }] = await Promise.all([
    pageOf<TechnicianOffers>(technician, '/technicians/me/offers'),
    pageOf<TechnicianJobs>(technician, '/technicians/me/jobs'),
  ]);
  return { offers, jobs };
}

const restricted = {
  restrictedAccess: 'yes',
  keysNeeded: 'Front gate key from the store',
  contactPerson: 'Joe Nanok',
  phoneNumber: '907-555-0100',
};

describe('GET /technicians/me/jobs', () => {
  it('shows an offer without the address or the contact on site, and both once the job is theirs', async () => {
    const technician = helpers.technicianFor('Shishmaref');
    const company = helpers.companyIn('Shishmaref', '3 Airport Road');
    const requestId = await helpers.submit(company, restricted);
    const offered = await helpers.call(
      'POST',
      `/admin/service-requests/${requestId}/offers`,
      helpers.adminToken(),
      { technicianIds: [technician.id] },
    );
    expect(offered.status).toBe(200);

    const before = await jobsOf(technician);

    expect(before.jobs).toEqual([]);
    expect(before.offers).toHaveLength(1);
    const [offer] = before.offers;
    expect(offer).toMatchObject({
      requestId,
      status: 'Dispatching',
      companyName: 'Shishmaref Utilities',
      community: 'Shishmaref',
      preferredTimeRange: '10:00 AM - 12:00 PM',
      jobDescription: 'Power-cycle the satellite modem in the community office.',
      answers: {
        restrictedAccess: 'yes',
        keysNeeded: 'Front gate key from the store',
        liveVideoRequired: 'yes',
        hasWifi: 'yes',
        additionalInformation: 'The office opens at 9.',
      },
      offer: { id: expect.any(String), expiresAt: expect.any(String) },
      site: null,
      eta: null,
    });
    const serialized = JSON.stringify(before);
    for (const secret of ['3 Airport Road', 'Joe Nanok', '907-555-0100']) {
      expect(serialized).not.toContain(secret);
    }

    const eta = etaIn(24);
    const accepted = await helpers.call(
      'POST',
      `/technicians/me/offers/${offer!.offer!.id}/accept`,
      technician.token,
      { eta },
    );
    expect(accepted.status).toBe(200);
    const after = await jobsOf(technician);

    expect(after.offers).toEqual([]);
    expect(after.jobs).toEqual([
      expect.objectContaining({
        requestId,
        status: 'Accepted',
        offer: null,
        site: {
          address: '3 Airport Road, Shishmaref, Alaska 99772',
          contactPerson: 'Joe Nanok',
          phoneNumber: '907-555-0100',
        },
        eta: new Date(eta).toISOString(),
      }),
    ]);
  });

  it('lists open offers oldest first and held jobs soonest arrival first, leaving out closed ones', async () => {
    const technician = helpers.technicianFor('Brevig Mission');
    const first = await helpers.offered('Brevig Mission', [technician]);
    const second = await helpers.offered('Brevig Mission', [technician]);
    const declined = await helpers.offered('Brevig Mission', [technician]);
    await helpers.call(
      'POST',
      `/technicians/me/offers/${declined.offerIds.get(technician.id)}/decline`,
      technician.token,
      { reason: 'Other' },
    );
    const later = helpers.companyIn('Brevig Mission');
    const sooner = helpers.companyIn('Brevig Mission');
    const jobIds: string[] = [];
    for (const [company, days] of [
      [later, 20],
      [sooner, 3],
    ] as const) {
      const requestId = await helpers.submit(company, { preferredDate: dayFromToday(days) });
      const assigned = await helpers.call(
        'POST',
        `/admin/service-requests/${requestId}/assign`,
        helpers.adminToken(),
        { technicianId: technician.id, eta: etaIn(days * 24) },
      );
      expect(assigned.status).toBe(200);
      jobIds.push(requestId);
    }

    const list = await jobsOf(technician);

    expect(list.offers.map((job) => job.requestId)).toEqual([first.requestId, second.requestId]);
    expect(list.jobs.map((job) => job.requestId)).toEqual([jobIds[1], jobIds[0]]);
  });
});
