import { randomUUID } from 'node:crypto';
import { messages, type TechnicianJobs, type TechnicianOffers } from '@rha/contracts';
import { userToken } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchHelpers, etaIn, problemOf } from './support/dispatch.js';
import { startServiceRequestService, type ServiceRequestService } from './support/service.js';

let service: ServiceRequestService;
let helpers: ReturnType<typeof dispatchHelpers>;

beforeAll(async () => {
  service = await startServiceRequestService('service_request_dispatch_access');
  helpers = dispatchHelpers(service);
});

afterAll(async () => {
  await service?.stop();
});

interface Target {
  requestId: string;
  offerId: string;
  technicianId: string;
}

type Path = [method: string, path: (target: Target) => string, body?: unknown];

const adminPaths: Path[] = [
  ['GET', () => '/admin/dispatch/queue'],
  [
    'POST',
    ({ requestId }) => `/admin/service-requests/${requestId}/offers`,
    { technicianIds: [randomUUID()] },
  ],
  [
    'POST',
    ({ requestId }) => `/admin/service-requests/${requestId}/assign`,
    { technicianId: randomUUID(), eta: etaIn(24) },
  ],
  [
    'PUT',
    ({ requestId }) => `/admin/service-requests/${requestId}/smart-dispatch`,
    { smartDispatch: false },
  ],
  [
    'POST',
    ({ requestId }) => `/admin/service-requests/${requestId}/hold`,
    { reason: 'Storm', eta: etaIn(48) },
  ],
  ['POST', ({ requestId }) => `/admin/service-requests/${requestId}/resume`],
];

const technicianPaths: Path[] = [
  ['GET', () => '/technicians/me/jobs'],
  ['POST', ({ offerId }) => `/technicians/me/offers/${offerId}/accept`, { eta: etaIn(24) }],
  [
    'POST',
    ({ offerId }) => `/technicians/me/offers/${offerId}/decline`,
    { reason: 'Other', note: '' },
  ],
  [
    'POST',
    ({ requestId }) => `/technicians/me/jobs/${requestId}/hold`,
    { reason: 'Storm', eta: etaIn(48) },
  ],
  ['POST', ({ requestId }) => `/technicians/me/jobs/${requestId}/resume`],
];

/** A request offered to one technician, untouched since. */
async function target(community: string): Promise<Target> {
  const technician = helpers.technicianFor(community);
  const { requestId, offerIds } = await helpers.offered(community, [technician]);
  return { requestId, offerId: offerIds.get(technician.id)!, technicianId: technician.id };
}

async function expectUntouched({ requestId }: Target): Promise<void> {
  expect(await helpers.requestRow(requestId)).toMatchObject({
    status: 'Dispatching',
    smart_dispatch: true,
    assigned_technician_id: null,
  });
  expect((await helpers.offerRows(requestId)).map((offer) => offer.status)).toEqual(['offered']);
  expect(await helpers.eventsOf('service-request.accepted.v1', requestId)).toEqual([]);
}

describe('who may use the dispatch paths', () => {
  it('answers 401 to every path without a valid token', async () => {
    const offered = await target('Kwethluk');
    for (const [method, path, body] of [...adminPaths, ...technicianPaths]) {
      const response = await helpers.call(method, path(offered), undefined, body);
      expect(response.status, `${method} ${path(offered)}`).toBe(401);
      expect((await problemOf(response)).code).toBe('unauthorized');
    }
    await expectUntouched(offered);
  });

  it('answers 403 to a company on every path', async () => {
    const offered = await target('Bethel');
    const company = helpers.companyIn('Bethel');
    for (const [method, path, body] of [...adminPaths, ...technicianPaths]) {
      const response = await helpers.call(method, path(offered), company.token, body);
      expect(response.status, `${method} ${path(offered)}`).toBe(403);
      expect((await problemOf(response)).code).toBe('forbidden');
    }
    await expectUntouched(offered);
  });

  it("answers 403 to a technician on the admin's paths, even the one offered the request", async () => {
    const offered = await target('Akiak');
    const token = userToken(service.issuer, { sub: offered.technicianId, roles: ['technician'] });
    for (const [method, path, body] of adminPaths) {
      const response = await helpers.call(method, path(offered), token, body);
      expect(response.status, `${method} ${path(offered)}`).toBe(403);
    }
    await expectUntouched(offered);
  });

  it("answers 403 to an admin on a technician's own paths", async () => {
    const offered = await target('Aniak');
    for (const [method, path, body] of technicianPaths) {
      const response = await helpers.call(method, path(offered), helpers.adminToken(), body);
      expect(response.status, `${method} ${path(offered)}`).toBe(403);
    }
    await expectUntouched(offered);
  });
});

describe("a technician and another's offers and jobs", () => {
  it("answers 404 to another technician's offer, like an unknown one", async () => {
    const offered = await target('Nome');
    const stranger = helpers.technicianFor('Nome');

    for (const offerId of [offered.offerId, randomUUID(), 'not-an-id']) {
      const accept = await helpers.call(
        'POST',
        `/technicians/me/offers/${offerId}/accept`,
        stranger.token,
        { eta: etaIn(24) },
      );
      const decline = await helpers.call(
        'POST',
        `/technicians/me/offers/${offerId}/decline`,
        stranger.token,
        { reason: 'Other' },
      );
      for (const response of [accept, decline]) {
        expect(response.status).toBe(404);
        expect(await problemOf(response)).toMatchObject({
          code: 'offer_not_found',
          detail: messages.dispatch.offerNotFound,
        });
      }
    }
    await expectUntouched(offered);
  });

  it("answers 404 to another technician's job and leaves it alone", async () => {
    const offered = await target('Unalakleet');
    const owner = userToken(service.issuer, { sub: offered.technicianId, roles: ['technician'] });
    const accepted = await helpers.call(
      'POST',
      `/technicians/me/offers/${offered.offerId}/accept`,
      owner,
      { eta: etaIn(24) },
    );
    expect(accepted.status).toBe(200);
    const stranger = helpers.technicianFor('Unalakleet');

    for (const requestId of [offered.requestId, randomUUID(), 'not-an-id']) {
      const hold = await helpers.call(
        'POST',
        `/technicians/me/jobs/${requestId}/hold`,
        stranger.token,
        { reason: 'Storm', eta: etaIn(48) },
      );
      const resume = await helpers.call(
        'POST',
        `/technicians/me/jobs/${requestId}/resume`,
        stranger.token,
      );
      for (const response of [hold, resume]) {
        expect(response.status).toBe(404);
        expect((await problemOf(response)).detail).toBe(messages.lifecycle.requestNotFound);
      }
    }
    expect(await helpers.requestRow(offered.requestId)).toMatchObject({
      status: 'Accepted',
      assigned_technician_id: offered.technicianId,
    });
    expect(await helpers.eventsOf('service-request.on-hold.v1', offered.requestId)).toEqual([]);
  });

  it("never lists another technician's offers or jobs", async () => {
    const mine = helpers.technicianFor('Kotzebue');
    const theirs = helpers.technicianFor('Kotzebue');
    const offeredToThem = await helpers.offered('Kotzebue', [theirs]);
    const takenByThem = await helpers.offered('Kotzebue', [theirs]);
    const accept = await helpers.call(
      'POST',
      `/technicians/me/offers/${takenByThem.offerIds.get(theirs.id)}/accept`,
      theirs.token,
      { eta: etaIn(24) },
    );
    expect(accept.status).toBe(200);

    const jobs = await helpers.call('GET', '/technicians/me/jobs', mine.token);
    const offers = await helpers.call('GET', '/technicians/me/offers', mine.token);

    expect(jobs.status).toBe(200);
    expect((await jobs.json()) as TechnicianJobs).toEqual({ items: [], nextCursor: null });
    expect(offers.status).toBe(200);
    expect((await offers.json()) as TechnicianOffers).toEqual({ items: [], nextCursor: null });
    const theirJobs = (await (
      await helpers.call('GET', '/technicians/me/jobs', theirs.token)
    ).json()) as TechnicianJobs;
    const theirOffers = (await (
      await helpers.call('GET', '/technicians/me/offers', theirs.token)
    ).json()) as TechnicianOffers;
    expect(theirOffers.items.map((job) => job.requestId)).toEqual([offeredToThem.requestId]);
    expect(theirJobs.items.map((job) => job.requestId)).toEqual([takenByThem.requestId]);
  });
});
