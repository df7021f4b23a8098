import { randomUUID } from 'node:crypto';
import type { AttentionShape } from '@rha/contracts';
import { userToken } from '@rha/kit/testing';
import { describe, expect, it } from 'vitest';
import { holdJob } from '../src/held-jobs/held-jobs.repo.js';
import { etaIn } from './support/dispatch.js';
import { useOnSiteService } from './support/on-site.js';

const { service, helpers, onSite } = useOnSiteService('service_request_attention');

async function attentionOf(token: string): Promise<AttentionShape> {
  const response = await helpers.call('GET', '/attention', token);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as AttentionShape;
}

/** The kinds listed about one request, in the list's order. */
const kindsAbout = (attention: AttentionShape, requestId: string) =>
  attention.items.filter((item) => item.requestId === requestId).map((item) => item.kind);

const sendMessage = (token: string, requestId: string, text: string) =>
  helpers.call('POST', `/service-requests/${requestId}/messages`, token, {
    clientId: randomUUID(),
    text,
    attachmentIds: [],
  });

/** What smart dispatch leaves when no wave is left. */
const flag = (requestId: string, at: Date) =>
  service.testDb.db('service_requests').where({ id: requestId }).update({ flagged_at: at });

describe('GET /attention for a company', () => {
  it('lists its work done, unplaced requests and unread threads, newest first, with the counts', async () => {
    const done = await onSite.workDoneJob('Bethel');
    const { company } = done;
    const unplacedId = await helpers.submit(company);
    await flag(unplacedId, new Date(Date.now() + 60_000));
    const question = await sendMessage(done.technician.token, done.requestId, 'Which door?');
    expect(question.status).toBe(201);

    const attention = await attentionOf(company.token);

    expect(attention.counts).toEqual({ newOffers: 0, unreadMessages: 1, reviewsWaiting: 1 });
    expect(attention.items.map((item) => [item.kind, item.requestId])).toEqual([
      ['unplaced', unplacedId],
      ['unreadMessages', done.requestId],
      ['workDone', done.requestId],
    ]);
    expect(attention.items[1]).toMatchObject({ unread: 1 });
    expect(attention.items[2]).toMatchObject({
      ticketNumber: expect.any(String),
      due: expect.any(String),
      community: 'Bethel',
    });
  });

  it('shows a held request with the reason of its hold, and none of it to another company', async () => {
    const job = await onSite.acceptedJob('Kwethluk');
    const eta = etaIn(48);
    const hold = await helpers.call(
      'POST',
      `/technicians/me/jobs/${job.requestId}/hold`,
      job.technician.token,
      { reason: 'Freezing fog, no flights', eta },
    );
    expect(hold.status).toBe(200);
    const stranger = helpers.companyIn('Kwethluk');

    const own = await attentionOf(job.company.token);
    const theirs = await attentionOf(stranger.token);

    expect(own.items).toEqual([
      expect.objectContaining({
        kind: 'onHold',
        requestId: job.requestId,
        reason: 'Freezing fog, no flights',
        eta: new Date(eta).toISOString(),
      }),
    ]);
    expect(theirs).toEqual({
      items: [],
      counts: { newOffers: 0, unreadMessages: 0, reviewsWaiting: 0 },
    });
  });
});

describe('GET /attention for a technician', () => {
  it('leads with the next visit, then lists open offers and work sent back, newest first', async () => {
    const technician = helpers.technicianFor('Akiak');
    const later = await helpers.offered('Akiak', [technician]);
    const sooner = await helpers.offered('Akiak', [technician]);
    const accept = (offered: typeof later, eta: string) =>
      helpers.call(
        'POST',
        `/technicians/me/offers/${offered.offerIds.get(technician.id)}/accept`,
        technician.token,
        { eta },
      );
    expect((await accept(later, etaIn(72))).status).toBe(200);
    expect((await accept(sooner, etaIn(24))).status).toBe(200);
    const offer = await helpers.offered('Akiak', [technician]);
    expect((await onSite.checkIn(technician, later.requestId)).status).toBe(200);
    expect((await onSite.checkOut(technician, later.requestId)).status).toBe(200);
    const sentBack = await onSite.sendBack(later.company.token, later.requestId, {
      to: 'On site',
      reason: 'The printer still jams',
    });
    expect(sentBack.status).toBe(200);

    const attention = await attentionOf(technician.token);

    expect(attention.items.map((item) => [item.kind, item.requestId])).toEqual([
      ['nextVisit', sooner.requestId],
      ['sentBack', later.requestId],
      ['offer', offer.requestId],
    ]);
    expect(attention.items[0]).toMatchObject({
      eta: expect.any(String),
      address: expect.any(String),
      community: 'Akiak',
    });
    expect(attention.items[1]).toMatchObject({ reason: 'The printer still jams' });
    expect(attention.items[2]).toMatchObject({
      offerId: offer.offerIds.get(technician.id),
      due: expect.any(String),
    });
    expect(attention.counts).toEqual({ newOffers: 1, unreadMessages: 0, reviewsWaiting: 0 });
  });

  it('leaves out a job waiting for an admin’s decision after a suspension', async () => {
    const job = await onSite.acceptedJob('Napaskiak');
    await holdJob(service.testDb.db, {
      requestId: job.requestId,
      technicianId: job.technician.id,
      technicianName: job.technician.fullName,
      standing: 'suspended',
      since: new Date(),
    });

    const attention = await attentionOf(job.technician.token);

    expect(kindsAbout(attention, job.requestId)).toEqual([]);
  });
});

describe('GET /attention for an admin', () => {
  it('lists unplaced requests, jobs past their arrival and held jobs awaiting a decision', async () => {
    const company = helpers.companyIn('Tununak');
    const unplacedId = await helpers.submit(company);
    await flag(unplacedId, new Date());
    const late = await onSite.acceptedJob('Tununak');
    await service.testDb
      .db('service_requests')
      .where({ id: late.requestId })
      .update({ eta: new Date(Date.now() - 3_600_000) });
    const held = await onSite.acceptedJob('Tununak');
    await holdJob(service.testDb.db, {
      requestId: held.requestId,
      technicianId: held.technician.id,
      technicianName: held.technician.fullName,
      standing: 'suspended',
      since: new Date(),
    });

    const attention = await attentionOf(helpers.adminToken());

    expect(kindsAbout(attention, unplacedId)).toEqual(['unplaced']);
    expect(kindsAbout(attention, late.requestId)).toEqual(['pastEta']);
    expect(kindsAbout(attention, held.requestId)).toEqual(['heldJob']);
    expect(attention.items.find((item) => item.requestId === held.requestId)).toMatchObject({
      technicianName: held.technician.fullName,
      vettingStatus: 'suspended',
    });
    const times = attention.items.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('GET /attention for money waiting on a decision', () => {
  it("lists a custom request's quote to the company, and the quote and counter due to an admin", async () => {
    const company = helpers.companyIn('Bethel');
    const awaitingQuote = await helpers.submit(company, { serviceType: 'custom-request' });
    const quotedId = await helpers.submit(company, { serviceType: 'custom-request' });
    const quoted = await helpers.call(
      'POST',
      `/admin/service-requests/${quotedId}/quote`,
      helpers.adminToken(),
      { amountCents: 125_000, note: 'Two visits.' },
    );
    expect(quoted.status).toBe(200);
    const technician = helpers.technicianFor('Galena');
    const offered = await helpers.offered('Galena', [technician]);
    const countered = await helpers.call(
      'POST',
      `/technicians/me/offers/${offered.offerIds.get(technician.id)}/counter`,
      technician.token,
      { arrivalAt: etaIn(50), reason: 'Two flights each way this time of year.' },
    );
    expect(countered.status).toBe(201);

    const own = await attentionOf(company.token);
    const admin = await attentionOf(helpers.adminToken());
    const stranger = await attentionOf(helpers.companyIn('Bethel').token);

    expect(kindsAbout(own, quotedId)).toEqual(['quoted']);
    expect(kindsAbout(own, awaitingQuote)).toEqual([]);
    expect(kindsAbout(admin, awaitingQuote)).toEqual(['quoteNeeded']);
    expect(kindsAbout(admin, quotedId)).toEqual([]);
    expect(admin.items.find((item) => item.requestId === offered.requestId)).toMatchObject({
      kind: 'counterOffer',
      technicianName: technician.fullName,
      reason: 'Two flights each way this time of year.',
    });
    expect(stranger.items).toEqual([]);
  });
});

describe('GET /attention access', () => {
  it('refuses a caller without a product role and one without a token', async () => {
    const registrant = userToken(service.issuer, { roles: [] });
    expect((await helpers.call('GET', '/attention', registrant)).status).toBe(403);
    expect((await helpers.call('GET', '/attention')).status).toBe(401);
  });
});
