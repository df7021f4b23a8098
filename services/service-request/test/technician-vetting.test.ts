import { randomUUID } from 'node:crypto';
import { messages, type EventData, type HeldJobs, type VettingStatus } from '@rha/contracts';
import {
  createEvent,
  createInProcessTransport,
  createLogger,
  type Consumption,
  type InProcessTransport,
} from '@rha/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEventConsumer } from '../src/events/index.js';
import { etaIn, problemOf, type TechnicianSide } from './support/dispatch.js';
import { hoursAgo, useOnSiteService } from './support/on-site.js';
import { TEST_INTERNAL_API_TOKEN } from './support/technician-stub.js';

const { service, helpers, onSite } = useOnSiteService('service_request_technician_vetting');

let transport: InProcessTransport;
let consumption: Consumption;

beforeAll(async () => {
  transport = createInProcessTransport();
  consumption = await startEventConsumer({
    db: service.testDb.db,
    transport,
    logger: createLogger('service-request-test', 'silent'),
    maxAttempts: 2,
    retryDelayMs: 20,
  });
});

afterAll(async () => {
  await consumption?.stop();
  await transport?.close();
});

type VettingChange = EventData<'technician.vetting.changed.v1'>;

/**
 * Moves the technician in the stub as the technician service would commit it, then delivers the
 * event and waits until the consumer has handled it.
 */
async function vettingMoves(
  technician: TechnicianSide,
  from: VettingStatus,
  to: VettingStatus,
): Promise<void> {
  service.technician.setStanding(technician.id, to);
  const change: VettingChange = {
    changeId: randomUUID(),
    technicianId: technician.id,
    fullName: technician.fullName,
    email: technician.email,
    from,
    to,
    reason: to === 'rejected' ? 'References did not check out.' : '',
    changedAt: new Date().toISOString(),
  };
  const event = createEvent('technician.vetting.changed.v1', change, {
    source: 'technician',
    correlationId: randomUUID(),
  });
  await transport.publish(event);
  await expect
    .poll(async () => service.testDb.db('inbox').where({ event_id: event.id }).first(), {
      timeout: 5_000,
    })
    .toBeDefined();
}

const accept = (technician: TechnicianSide, offerId: string | undefined) =>
  helpers.call('POST', `/technicians/me/offers/${offerId}/accept`, technician.token, {
    eta: etaIn(24),
  });

async function heldJobs(query = ''): Promise<HeldJobs> {
  const response = await helpers.call('GET', `/admin/held-jobs${query}`, helpers.adminToken());
  expect(response.status).toBe(200);
  return (await response.json()) as HeldJobs;
}

const decide = (requestId: string, decision: string, token = helpers.adminToken()) =>
  helpers.call('POST', `/admin/held-jobs/${requestId}/decision`, token, { decision });

/** Every write a technician makes on a job they hold, in the order a visit makes them. */
function writesOn(technician: TechnicianSide, requestId: string) {
  return {
    checkIn: () => onSite.checkIn(technician, requestId),
    log: () => onSite.addLog(technician, requestId),
    photo: () =>
      helpers.call('POST', `/service-requests/${requestId}/files`, technician.token, {
        kind: 'photo',
        clientId: randomUUID(),
        fileName: 'meter.jpg',
        contentType: 'image/jpeg',
        size: 1_000,
        capturedAt: hoursAgo(0),
      }),
    message: () =>
      helpers.call('POST', `/service-requests/${requestId}/messages`, technician.token, {
        clientId: randomUUID(),
        text: 'On my way.',
        attachmentIds: [],
      }),
    checkOut: () => onSite.checkOut(technician, requestId),
  };
}

describe('accepting while suspended', () => {
  it('refuses the accept with 403 once the technician service says suspended, before any event', async () => {
    const technician = helpers.technicianFor('Kotzebue');
    const { requestId, offerIds } = await helpers.offered('Kotzebue', [technician]);
    // Suspended in the technician service; the event has not reached this service yet.
    service.technician.setStanding(technician.id, 'suspended');

    const response = await accept(technician, offerIds.get(technician.id));

    expect(response.status).toBe(403);
    const problem = await problemOf(response);
    expect(problem).toMatchObject({
      code: 'technician_not_approved',
      detail: messages.dispatch.notApprovedToAccept,
    });
    expect(JSON.stringify(problem)).not.toContain('Front Street');
    expect(await helpers.requestRow(requestId)).toMatchObject({
      status: 'Dispatching',
      assigned_technician_id: null,
    });
    expect(await helpers.offerRows(requestId)).toMatchObject([{ status: 'offered' }]);
    const asked = service.technician.calls.find(
      (call) => call.path === `/internal/technicians/${technician.id}/standing`,
    );
    expect(asked?.headers['x-internal-api-token']).toBe(TEST_INTERNAL_API_TOKEN);
    expect(asked?.headers.authorization).toBeUndefined();
  });

  it('lets an approved technician accept, asking their standing', async () => {
    const technician = helpers.technicianFor('Noorvik');
    const { requestId, offerIds } = await helpers.offered('Noorvik', [technician]);

    expect((await accept(technician, offerIds.get(technician.id))).status).toBe(200);
    expect(await helpers.requestRow(requestId)).toMatchObject({ status: 'Accepted' });
  });

  it('answers 502 and leaves the offer open when the standing cannot be asked', async () => {
    const technician = helpers.technicianFor('Selawik');
    const { requestId, offerIds } = await helpers.offered('Selawik', [technician]);
    service.technician.failNext(500);

    expect((await accept(technician, offerIds.get(technician.id))).status).toBe(502);
    expect(await helpers.offerRows(requestId)).toMatchObject([{ status: 'offered' }]);
  });
});

describe('technician.vetting.changed.v1 to suspended or rejected', () => {
  it('withdraws the open offers at once; the request goes back to dispatch with why in its timeline', async () => {
    const suspended = helpers.technicianFor('Bethel');
    const other = helpers.technicianFor('Bethel');
    const { requestId, offerIds, company } = await helpers.offered('Bethel', [suspended, other]);

    await vettingMoves(suspended, 'approved', 'suspended');

    const offers = await helpers.offerRows(requestId);
    expect(offers.find((offer) => offer.technician_id === suspended.id)).toMatchObject({
      status: 'withdrawn',
      reason: 'Technician suspended',
    });
    expect(offers.find((offer) => offer.technician_id === other.id)).toMatchObject({
      status: 'offered',
    });
    const stillOut = await onSite.detailsOf(requestId, company.token);
    expect(stillOut.timeline.at(-1)).toMatchObject({
      from: 'Dispatching',
      to: 'Dispatching',
      note: `Offer to ${suspended.fullName} withdrawn: technician suspended`,
    });

    await vettingMoves(other, 'approved', 'rejected');

    expect(await helpers.requestRow(requestId)).toMatchObject({ status: 'Submitted' });
    expect((await helpers.requestRow(requestId)).next_wave_at).not.toBeNull();
    const waiting = await onSite.detailsOf(requestId, company.token);
    expect(waiting.timeline.at(-1)).toMatchObject({
      from: 'Dispatching',
      to: 'Submitted',
      note: `Offer to ${other.fullName} withdrawn: technician no longer approved`,
      by: { role: 'system', name: 'Technician vetting' },
    });
    const late = await accept(suspended, offerIds.get(suspended.id));
    expect(late.status).toBe(409);
    expect((await problemOf(late)).code).toBe('offer_closed');
  });

  it('has one effect when the same event arrives twice', async () => {
    const technician = helpers.technicianFor('Akiak');
    const { requestId } = await helpers.offered('Akiak', [technician]);
    service.technician.setStanding(technician.id, 'suspended');
    const event = createEvent(
      'technician.vetting.changed.v1',
      {
        changeId: randomUUID(),
        technicianId: technician.id,
        fullName: technician.fullName,
        email: technician.email,
        from: 'approved',
        to: 'suspended',
        reason: '',
        changedAt: new Date().toISOString(),
      },
      { source: 'technician', correlationId: randomUUID() },
    );

    await transport.publish(event);
    await transport.publish(event);
    await expect
      .poll(async () => service.testDb.db('inbox').where({ event_id: event.id }).first())
      .toBeDefined();

    const { timeline } = await onSite.detailsOf(requestId, helpers.adminToken());
    expect(timeline.filter((entry) => entry.note.includes('withdrawn'))).toHaveLength(1);
  });
});

describe('jobs a suspended technician holds', () => {
  it('answer every write of theirs with 403 until an admin decides, and lists them to the admin', async () => {
    const job = await onSite.onSiteJob('Nome');
    const writes = writesOn(job.technician, job.requestId);

    await vettingMoves(job.technician, 'approved', 'suspended');

    for (const write of Object.values(writes)) {
      const response = await write();
      expect(response.status).toBe(403);
      expect(await problemOf(response)).toMatchObject({
        code: 'job_awaiting_decision',
        detail: messages.heldJobs.awaitingDecision,
      });
    }
    const { jobs } = await heldJobs(`?technicianId=${job.technician.id}`);
    expect(jobs).toEqual([
      expect.objectContaining({
        requestId: job.requestId,
        status: 'On site',
        technicianId: job.technician.id,
        technicianName: job.technician.fullName,
        vettingStatus: 'suspended',
        community: 'Nome',
      }),
    ]);
    // The company and support go on writing.
    const companyMessage = await helpers.call(
      'POST',
      `/service-requests/${job.requestId}/messages`,
      job.company.token,
      { clientId: randomUUID(), text: 'Any news?', attachmentIds: [] },
    );
    expect(companyMessage.status).toBe(201);
  });

  it('lets the technician finish once the admin says so, recording who decided', async () => {
    const job = await onSite.acceptedJob('Kiana');
    await vettingMoves(job.technician, 'approved', 'suspended');

    const decided = await decide(job.requestId, 'finish');

    expect(decided.status).toBe(200);
    expect(await decided.json()).toMatchObject({
      requestId: job.requestId,
      decision: 'finish',
      decidedBy: 'Ada Admin',
    });
    const writes = writesOn(job.technician, job.requestId);
    expect((await writes.checkIn()).status).toBe(200);
    expect((await writes.log()).status).toBe(201);
    expect((await writes.checkOut()).status).toBe(200);
    expect((await heldJobs(`?technicianId=${job.technician.id}`)).jobs).toEqual([]);
    expect((await decide(job.requestId, 'finish')).status).toBe(409);
  });

  it('sends a reassigned job back to dispatch without its technician, saying why', async () => {
    const job = await onSite.onSiteJob('Unalakleet');
    await vettingMoves(job.technician, 'approved', 'rejected');

    const decided = await decide(job.requestId, 'reassign');

    expect(decided.status).toBe(200);
    expect(await helpers.requestRow(job.requestId)).toMatchObject({
      status: 'Submitted',
      assigned_technician_id: null,
      assigned_technician_name: '',
      eta: null,
      checked_in_at: null,
    });
    expect(await helpers.offerRows(job.requestId)).toMatchObject([
      { technician_id: job.technician.id, status: 'withdrawn', reason: 'Reassigned by an admin' },
    ]);
    const { timeline } = await onSite.detailsOf(job.requestId, job.company.token);
    expect(timeline.at(-1)).toMatchObject({
      from: 'On site',
      to: 'Submitted',
      note: `Reassigned: ${job.technician.fullName} was rejected`,
      by: { role: 'admin', name: 'Ada Admin' },
    });
    // No longer theirs: their writes find no job.
    expect((await onSite.addLog(job.technician, job.requestId)).status).toBe(404);
    // Another technician can be offered and take it.
    const next = helpers.technicianFor('Unalakleet');
    const offer = await helpers.call(
      'POST',
      `/admin/service-requests/${job.requestId}/offers`,
      helpers.adminToken(),
      { technicianIds: [next.id] },
    );
    expect(offer.status).toBe(200);
    const offerIds = await helpers.offerIdsOf(job.requestId);
    expect((await accept(next, offerIds.get(next.id))).status).toBe(200);
  });

  it('stops waiting when the suspension is lifted before anyone decides', async () => {
    const job = await onSite.acceptedJob('Shungnak');
    await vettingMoves(job.technician, 'approved', 'suspended');
    expect((await onSite.checkIn(job.technician, job.requestId)).status).toBe(403);

    await vettingMoves(job.technician, 'suspended', 'approved');

    expect((await heldJobs(`?technicianId=${job.technician.id}`)).jobs).toEqual([]);
    expect((await onSite.checkIn(job.technician, job.requestId)).status).toBe(200);
  });

  it('keeps the list and the decision to admins, and checks the decision', async () => {
    const job = await onSite.acceptedJob('Ambler');
    await vettingMoves(job.technician, 'approved', 'suspended');

    expect((await helpers.call('GET', '/admin/held-jobs')).status).toBe(401);
    expect((await helpers.call('GET', '/admin/held-jobs', job.technician.token)).status).toBe(403);
    expect((await decide(job.requestId, 'finish', job.company.token)).status).toBe(403);
    const bad = await decide(job.requestId, 'fire');
    expect(bad.status).toBe(400);
    expect((await problemOf(bad)).errors).toEqual([
      { field: 'decision', message: messages.heldJobs.decisionRequired },
    ]);
    expect((await decide(randomUUID(), 'finish')).status).toBe(404);
    expect((await heldJobs()).jobs.map((held) => held.requestId)).toContain(job.requestId);
  });
});
