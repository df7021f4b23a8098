import {
  messages,
  parseEvent,
  RATE_CARD,
  type TechnicianJob,
  type TechnicianJobs,
} from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRequestDetails } from '../src/lifecycle/request-details.presenter.js';
import { dispatchHelpers, etaIn, problemOf, type TechnicianSide } from './support/dispatch.js';
import { startServiceRequestService, type ServiceRequestService } from './support/service.js';

let service: ServiceRequestService;
let helpers: ReturnType<typeof dispatchHelpers>;

beforeAll(async () => {
  service = await startServiceRequestService('service_request_acceptance');
  helpers = dispatchHelpers(service);
});

afterAll(async () => {
  await service?.stop();
});

const accept = (technician: TechnicianSide, offerId: string | undefined, eta = etaIn(24)) =>
  helpers.call('POST', `/technicians/me/offers/${offerId}/accept`, technician.token, { eta });

const decline = (technician: TechnicianSide, offerId: string | undefined, body: unknown) =>
  helpers.call('POST', `/technicians/me/offers/${offerId}/decline`, technician.token, body);

describe('POST /technicians/me/offers/{offerId}/accept', () => {
  it('lets exactly one of 20 concurrent accepts win', async () => {
    const technicians = Array.from({ length: 20 }, () => helpers.technicianFor('Dillingham'));
    const { requestId, offerIds } = await helpers.offered('Dillingham', technicians);
    expect(offerIds.size).toBe(20);

    const responses = await Promise.all(
      technicians.map((technician) => accept(technician, offerIds.get(technician.id))),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const winner = technicians[statuses.indexOf(200)]!;
    for (const response of responses.filter(({ status }) => status === 409)) {
      expect(await problemOf(response)).toMatchObject({
        code: 'job_taken',
        detail: messages.dispatch.jobTaken,
      });
    }
    expect(await helpers.eventsOf('service-request.accepted.v1', requestId)).toHaveLength(1);
    const offers = await helpers.offerRows(requestId);
    expect(offers.filter((offer) => offer.status === 'accepted')).toEqual([
      expect.objectContaining({ technician_id: winner.id }),
    ]);
    expect(offers.filter((offer) => offer.status === 'withdrawn')).toHaveLength(19);
    expect(await helpers.requestRow(requestId)).toMatchObject({
      status: 'Accepted',
      assigned_technician_id: winner.id,
    });
  });

  it('assigns the request, withdraws the other offers and tells the company once', async () => {
    const [first, second] = [helpers.technicianFor('Togiak'), helpers.technicianFor('Togiak')];
    const { requestId, company, offerIds } = await helpers.offered('Togiak', [first!, second!]);
    const eta = etaIn(30);

    const response = await accept(first!, offerIds.get(first!.id), eta);

    expect(response.status).toBe(200);
    const job = (await response.json()) as TechnicianJob;
    expect(job).toMatchObject({
      requestId,
      status: 'Accepted',
      offer: null,
      site: { address: '12 Front Street, Togiak, Alaska 99678' },
      eta: new Date(eta).toISOString(),
    });
    const offers = await helpers.offerRows(requestId);
    expect(offers.find((offer) => offer.technician_id === second!.id)).toMatchObject({
      status: 'withdrawn',
      reason: 'Taken by another technician',
    });
    expect(offers.find((offer) => offer.technician_id === first!.id)).toMatchObject({
      status: 'accepted',
      responded_at: expect.any(Date),
    });
    const events = await helpers.eventsOf('service-request.accepted.v1', requestId);
    expect(events).toHaveLength(1);
    expect(parseEvent('service-request.accepted.v1', events[0])).toEqual({
      requestId,
      ticketNumber: job.serviceTicketNumber,
      serviceType: 'remote-hands',
      community: 'Togiak',
      companyId: company.companyId,
      companyEmail: company.email,
      technician: {
        id: first!.id,
        fullName: first!.fullName,
        firstName: first!.fullName.split(' ')[0],
        community: 'Togiak',
        email: first!.email,
      },
      eta: new Date(eta).toISOString(),
      acceptedBy: 'technician',
      acceptedAt: expect.any(String),
      pay: RATE_CARD['remote-hands'],
    });

    const details = (await (
      await helpers.call('GET', `/service-requests/${requestId}`, company.token)
    ).json()) as ServiceRequestDetails;
    expect(details.assignedTechnician).toEqual({
      firstName: first!.fullName.split(' ')[0],
      community: 'Togiak',
    });
    expect(details.eta).toBe(new Date(eta).toISOString());
    expect(details.timeline.at(-1)).toMatchObject({
      from: 'Dispatching',
      to: 'Accepted',
      by: { role: 'technician', name: first!.fullName },
    });
  });

  it('refuses the loser with job_taken and a closed offer with offer_closed', async () => {
    const [winner, loser, late] = [1, 2, 3].map(() => helpers.technicianFor('Galena'));
    const { requestId, offerIds } = await helpers.offered('Galena', [winner!, loser!, late!]);
    expect((await decline(late!, offerIds.get(late!.id), { reason: 'Other' })).status).toBe(204);
    const declined = await accept(late!, offerIds.get(late!.id));
    expect((await accept(winner!, offerIds.get(winner!.id))).status).toBe(200);

    const taken = await accept(loser!, offerIds.get(loser!.id));
    const again = await accept(winner!, offerIds.get(winner!.id));

    expect(taken.status).toBe(409);
    expect((await problemOf(taken)).code).toBe('job_taken');
    for (const response of [declined, again]) {
      expect(response.status).toBe(409);
      expect(await problemOf(response)).toMatchObject({
        code: 'offer_closed',
        detail: messages.dispatch.offerClosed,
      });
    }
    expect(await helpers.eventsOf('service-request.accepted.v1', requestId)).toHaveLength(1);
  });

  it('refuses an offer whose request was cancelled or that expired', async () => {
    const technician = helpers.technicianFor('Tok');
    const cancelled = await helpers.offered('Tok', [technician]);
    const cancel = await helpers.call(
      'POST',
      `/service-requests/${cancelled.requestId}/cancel`,
      cancelled.company.token,
      { reason: 'Fixed it ourselves.' },
    );
    expect(cancel.status).toBe(200);
    const expired = await helpers.offered('Tok', [technician]);
    await service.testDb
      .db('offers')
      .where({ id: expired.offerIds.get(technician.id) })
      .update({ expires_at: new Date(Date.now() - 1000) });

    for (const offerId of [
      cancelled.offerIds.get(technician.id),
      expired.offerIds.get(technician.id),
    ]) {
      const response = await accept(technician, offerId);
      expect(response.status).toBe(409);
      expect((await problemOf(response)).code).toBe('offer_closed');
    }
    expect(await helpers.requestRow(expired.requestId)).toMatchObject({ status: 'Dispatching' });
  });

  it('answers 400 with the eta field error for a missing or past arrival', async () => {
    const technician = helpers.technicianFor('Emmonak');
    const { requestId, offerIds } = await helpers.offered('Emmonak', [technician]);

    const missing = await helpers.call(
      'POST',
      `/technicians/me/offers/${offerIds.get(technician.id)}/accept`,
      technician.token,
      {},
    );
    const past = await accept(technician, offerIds.get(technician.id), etaIn(-48));

    expect((await problemOf(missing)).errors).toEqual([
      { field: 'eta', message: messages.dispatch.invalidEta },
    ]);
    expect((await problemOf(past)).errors).toEqual([
      { field: 'eta', message: messages.dispatch.etaInPast },
    ]);
    expect(await helpers.requestRow(requestId)).toMatchObject({ status: 'Dispatching' });
  });
});

describe('POST /technicians/me/offers/{offerId}/decline', () => {
  it('closes the offer with the reason and the note, and moves nothing', async () => {
    const [first, second] = [
      helpers.technicianFor('Hooper Bay'),
      helpers.technicianFor('Hooper Bay'),
    ];
    const { requestId, offerIds } = await helpers.offered('Hooper Bay', [first!, second!]);
    const before = await helpers.eventsOf('service-request.dispatched.v1', requestId);

    const withNote = await decline(first!, offerIds.get(first!.id), {
      reason: 'Weather or travel conditions',
      note: 'No flights until Friday',
    });
    const withoutNote = await decline(second!, offerIds.get(second!.id), {
      reason: 'Not available that day',
    });

    expect(withNote.status).toBe(204);
    expect(withoutNote.status).toBe(204);
    const offers = await helpers.offerRows(requestId);
    expect(
      offers.map(({ technician_id, status, reason }) => ({ technician_id, status, reason })),
    ).toEqual(
      expect.arrayContaining([
        {
          technician_id: first!.id,
          status: 'declined',
          reason: 'Weather or travel conditions — No flights until Friday',
        },
        { technician_id: second!.id, status: 'declined', reason: 'Not available that day' },
      ]),
    );
    expect(await helpers.requestRow(requestId)).toMatchObject({ status: 'Dispatching' });
    expect(await helpers.eventsOf('service-request.dispatched.v1', requestId)).toEqual(before);
  });

  it('refuses a reason not in the list and a second decline', async () => {
    const technician = helpers.technicianFor('Savoonga');
    const { offerIds } = await helpers.offered('Savoonga', [technician]);
    const offerId = offerIds.get(technician.id);

    const unlisted = await decline(technician, offerId, { reason: 'Bored' });
    expect((await problemOf(unlisted)).errors).toEqual([
      { field: 'reason', message: messages.dispatch.declineReasonRequired },
    ]);
    expect((await decline(technician, offerId, { reason: 'Other' })).status).toBe(204);
    const again = await decline(technician, offerId, { reason: 'Other' });
    expect(again.status).toBe(409);
    expect((await problemOf(again)).code).toBe('offer_closed');
  });
});

describe('POST /admin/service-requests/{id}/assign', () => {
  it('assigns a candidate never offered the request, as accepted by the admin', async () => {
    const offeredOne = helpers.technicianFor('Selawik');
    const chosen = helpers.technicianFor('Selawik', 'same_region');
    const { requestId, offerIds } = await helpers.offered('Selawik', [offeredOne]);
    const eta = etaIn(72);

    const response = await helpers.call(
      'POST',
      `/admin/service-requests/${requestId}/assign`,
      helpers.adminToken(),
      { technicianId: chosen.id, eta },
    );

    expect(response.status).toBe(200);
    const details = (await response.json()) as ServiceRequestDetails;
    expect(details).toMatchObject({
      status: 'Accepted',
      assignedTechnician: { firstName: chosen.fullName.split(' ')[0], community: 'Selawik' },
      eta: new Date(eta).toISOString(),
    });
    expect(details.timeline.at(-1)).toMatchObject({
      from: 'Dispatching',
      to: 'Accepted',
      by: { role: 'admin', name: 'Ada Admin' },
    });
    const offers = await helpers.offerRows(requestId);
    expect(offers.find((offer) => offer.id === offerIds.get(offeredOne.id))).toMatchObject({
      status: 'withdrawn',
    });
    expect(offers.find((offer) => offer.technician_id === chosen.id)).toMatchObject({
      source: 'admin',
      status: 'accepted',
    });
    const [event] = await helpers.eventsOf('service-request.accepted.v1', requestId);
    expect(event).toMatchObject({ acceptedBy: 'admin', technician: { id: chosen.id } });
    const jobs = (await (
      await helpers.call('GET', '/technicians/me/jobs', chosen.token)
    ).json()) as TechnicianJobs;
    expect(jobs.items.map((job) => job.requestId)).toEqual([requestId]);
  });

  it('refuses a technician who is not a candidate with a technicianId field error', async () => {
    const company = helpers.companyIn('Noorvik');
    const requestId = await helpers.submit(company);
    const elsewhere = helpers.technicianFor('Kiana');

    const response = await helpers.call(
      'POST',
      `/admin/service-requests/${requestId}/assign`,
      helpers.adminToken(),
      { technicianId: elsewhere.id, eta: etaIn(24) },
    );

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'technicianId', message: messages.dispatch.notCandidate },
    ]);
    expect(await helpers.requestRow(requestId)).toMatchObject({ status: 'Submitted' });
  });

  it('refuses an accepted request with request_not_dispatchable', async () => {
    const technician = helpers.technicianFor('Ambler');
    const { requestId, offerIds } = await helpers.offered('Ambler', [technician]);
    expect((await accept(technician, offerIds.get(technician.id))).status).toBe(200);

    const response = await helpers.call(
      'POST',
      `/admin/service-requests/${requestId}/assign`,
      helpers.adminToken(),
      { technicianId: technician.id, eta: etaIn(24) },
    );

    expect(response.status).toBe(409);
    expect(await problemOf(response)).toMatchObject({
      code: 'request_not_dispatchable',
      detail: messages.dispatch.notDispatchable('Accepted'),
    });
    expect(await helpers.eventsOf('service-request.accepted.v1', requestId)).toHaveLength(1);
  });
});
