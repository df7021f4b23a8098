import { messages, parseEvent, type TechnicianJob } from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRequestDetails } from '../src/lifecycle/request-details.presenter.js';
import { dispatchHelpers, etaIn, problemOf, type TechnicianSide } from './support/dispatch.js';
import { startServiceRequestService, type ServiceRequestService } from './support/service.js';

let service: ServiceRequestService;
let helpers: ReturnType<typeof dispatchHelpers>;

beforeAll(async () => {
  service = await startServiceRequestService('service_request_holds');
  helpers = dispatchHelpers(service);
});

afterAll(async () => {
  await service?.stop();
});

/** A request its technician accepted, arriving at `eta`. */
async function acceptedJob(community: string, eta = etaIn(24)) {
  const technician = helpers.technicianFor(community);
  const offered = await helpers.offered(community, [technician]);
  const response = await helpers.call(
    'POST',
    `/technicians/me/offers/${offered.offerIds.get(technician.id)}/accept`,
    technician.token,
    { eta },
  );
  expect(response.status).toBe(200);
  return { ...offered, technician };
}

const technicianHold = (technician: TechnicianSide, requestId: string, body: unknown) =>
  helpers.call('POST', `/technicians/me/jobs/${requestId}/hold`, technician.token, body);
const technicianResume = (technician: TechnicianSide, requestId: string) =>
  helpers.call('POST', `/technicians/me/jobs/${requestId}/resume`, technician.token);
const adminHold = (requestId: string, body: unknown) =>
  helpers.call('POST', `/admin/service-requests/${requestId}/hold`, helpers.adminToken(), body);
const adminResume = (requestId: string) =>
  helpers.call('POST', `/admin/service-requests/${requestId}/resume`, helpers.adminToken());

describe('holding and resuming a job', () => {
  it('lets its technician hold it with a new arrival and resume it, telling the company each time', async () => {
    const { requestId, company, technician } = await acceptedJob('Bethel');
    const newEta = etaIn(72);

    const held = await technicianHold(technician, requestId, {
      reason: '  Freezing fog, no flights  ',
      eta: newEta,
    });

    expect(held.status).toBe(200);
    expect((await held.json()) as TechnicianJob).toMatchObject({
      requestId,
      status: 'On hold',
      eta: new Date(newEta).toISOString(),
      site: expect.objectContaining({ address: expect.any(String) }),
    });
    const [onHold] = await helpers.eventsOf('service-request.on-hold.v1', requestId);
    expect(parseEvent('service-request.on-hold.v1', onHold)).toEqual({
      requestId,
      ticketNumber: expect.any(String),
      companyId: company.companyId,
      companyEmail: company.email,
      technicianFirstName: technician.fullName.split(' ')[0],
      heldBy: 'technician',
      reason: 'Freezing fog, no flights',
      eta: new Date(newEta).toISOString(),
      heldAt: expect.any(String),
    });

    const resumed = await technicianResume(technician, requestId);

    expect(resumed.status).toBe(200);
    expect((await resumed.json()) as TechnicianJob).toMatchObject({
      status: 'Accepted',
      eta: new Date(newEta).toISOString(),
    });
    const [back] = await helpers.eventsOf('service-request.resumed.v1', requestId);
    expect(parseEvent('service-request.resumed.v1', back)).toMatchObject({
      requestId,
      resumedBy: 'technician',
      eta: new Date(newEta).toISOString(),
    });
    const details = (await (
      await helpers.call('GET', `/service-requests/${requestId}`, company.token)
    ).json()) as ServiceRequestDetails;
    expect(details.timeline.slice(-2)).toMatchObject([
      {
        from: 'Accepted',
        to: 'On hold',
        note: 'Freezing fog, no flights',
        by: { role: 'technician', name: technician.fullName },
      },
      { from: 'On hold', to: 'Accepted', note: '', by: { role: 'technician' } },
    ]);
    expect(details.eta).toBe(new Date(newEta).toISOString());
  });

  it('lets an admin hold again with a new reason and arrival, then resume', async () => {
    const { requestId } = await acceptedJob('Akiak');
    const firstEta = etaIn(48);
    const secondEta = etaIn(96);

    expect((await adminHold(requestId, { reason: 'Storm', eta: firstEta })).status).toBe(200);
    const again = await adminHold(requestId, { reason: 'River ice breaking up', eta: secondEta });

    expect(again.status).toBe(200);
    const details = (await again.json()) as ServiceRequestDetails;
    expect(details).toMatchObject({ status: 'On hold', eta: new Date(secondEta).toISOString() });
    expect(details.timeline.at(-1)).toMatchObject({
      from: 'On hold',
      to: 'On hold',
      note: 'River ice breaking up',
      by: { role: 'admin', name: 'Ada Admin' },
    });
    const holds = await helpers.eventsOf('service-request.on-hold.v1', requestId);
    expect(holds).toMatchObject([
      { heldBy: 'admin', reason: 'Storm' },
      { heldBy: 'admin', reason: 'River ice breaking up', eta: new Date(secondEta).toISOString() },
    ]);

    const resumed = await adminResume(requestId);
    expect(resumed.status).toBe(200);
    expect((await resumed.json()) as ServiceRequestDetails).toMatchObject({ status: 'Accepted' });
    expect(await helpers.eventsOf('service-request.resumed.v1', requestId)).toEqual([
      expect.objectContaining({ resumedBy: 'admin', eta: new Date(secondEta).toISOString() }),
    ]);
  });

  it('refuses to hold a job not yet accepted and to resume one not on hold', async () => {
    const technician = helpers.technicianFor('Aniak');
    const { requestId: waiting } = await helpers.offered('Aniak', [technician]);
    const { requestId: accepted, technician: owner } = await acceptedJob('Aniak');

    const holdWaiting = await adminHold(waiting, { reason: 'Storm', eta: etaIn(48) });
    const resumeWaiting = await adminResume(waiting);
    const resumeAccepted = await technicianResume(owner, accepted);

    expect(holdWaiting.status).toBe(409);
    expect(await problemOf(holdWaiting)).toMatchObject({
      code: 'request_not_holdable',
      detail: messages.dispatch.notHoldable('Dispatching'),
    });
    expect(resumeWaiting.status).toBe(409);
    expect(await problemOf(resumeWaiting)).toMatchObject({
      code: 'request_not_resumable',
      detail: messages.dispatch.notResumable('Dispatching'),
    });
    expect(resumeAccepted.status).toBe(409);
    expect((await problemOf(resumeAccepted)).detail).toBe(
      messages.dispatch.notResumable('Accepted'),
    );
    expect(await helpers.eventsOf('service-request.on-hold.v1', waiting)).toEqual([]);
    expect(await helpers.eventsOf('service-request.resumed.v1', accepted)).toEqual([]);
  });

  it('refuses to hold a cancelled job and checks the reason and arrival', async () => {
    const { requestId, company, technician } = await acceptedJob('Nome');
    const noReason = await technicianHold(technician, requestId, { reason: ' ', eta: etaIn(48) });
    expect((await problemOf(noReason)).errors).toEqual([
      { field: 'reason', message: messages.dispatch.holdReasonRequired },
    ]);
    const badEta = await technicianHold(technician, requestId, { reason: 'Storm', eta: 'soon' });
    expect((await problemOf(badEta)).errors).toContainEqual({
      field: 'eta',
      message: messages.dispatch.invalidEta,
    });
    expect(await helpers.requestRow(requestId)).toMatchObject({ status: 'Accepted' });
    await helpers.call('POST', `/service-requests/${requestId}/cancel`, company.token, {
      reason: 'Not needed any more.',
    });

    const response = await technicianHold(technician, requestId, {
      reason: 'Storm',
      eta: etaIn(48),
    });

    expect(response.status).toBe(409);
    expect((await problemOf(response)).detail).toBe(messages.dispatch.notHoldable('Cancelled'));
  });
});

describe('cancelling a dispatched request', () => {
  it('withdraws the open offers and names nobody while nobody was assigned', async () => {
    const technicians = [helpers.technicianFor('Togiak'), helpers.technicianFor('Togiak')];
    const { requestId, company } = await helpers.offered('Togiak', technicians);

    const response = await helpers.call(
      'POST',
      `/service-requests/${requestId}/cancel`,
      company.token,
      {
        reason: 'Fixed by the staff.',
      },
    );

    expect(response.status).toBe(200);
    expect(
      (await helpers.offerRows(requestId)).map(({ status, reason }) => [status, reason]),
    ).toEqual([
      ['withdrawn', 'Request cancelled'],
      ['withdrawn', 'Request cancelled'],
    ]);
    expect(await helpers.eventsOf('service-request.cancelled.v1', requestId)).toEqual([
      expect.objectContaining({ from: 'Dispatching', assignedTechnicianId: null }),
    ]);
    expect(await helpers.requestRow(requestId)).toMatchObject({ next_wave_at: null });
  });

  it('names the assigned technician when a held job is cancelled', async () => {
    const { requestId, technician } = await acceptedJob('Kwethluk');
    expect((await adminHold(requestId, { reason: 'Storm', eta: etaIn(48) })).status).toBe(200);

    const response = await helpers.call(
      'POST',
      `/service-requests/${requestId}/cancel`,
      helpers.adminToken(),
      { reason: 'Postponed to next season.' },
    );

    expect(response.status).toBe(200);
    const details = (await response.json()) as ServiceRequestDetails;
    expect(details.timeline.at(-1)).toMatchObject({
      from: 'On hold',
      to: 'Cancelled',
      note: 'Postponed to next season.',
    });
    expect(await helpers.eventsOf('service-request.cancelled.v1', requestId)).toEqual([
      expect.objectContaining({ from: 'On hold', assignedTechnicianId: technician.id }),
    ]);
    // The technician keeps seeing the job, now Cancelled, so the news reaches them on the page too.
    const jobs = await helpers.call('GET', '/technicians/me/jobs', technician.token);
    expect(await jobs.json()).toMatchObject({ items: [{ requestId, status: 'Cancelled' }] });
    const offers = await helpers.call('GET', '/technicians/me/offers', technician.token);
    expect(await offers.json()).toMatchObject({ items: [] });
  });
});
