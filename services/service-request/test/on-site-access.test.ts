import { randomUUID } from 'node:crypto';
import type { InProgressRequests } from '@rha/contracts';
import { userToken } from '@rha/kit/testing';
import { describe, expect, it } from 'vitest';
import { etaIn, problemOf } from './support/dispatch.js';
import { hoursAgo, useOnSiteService } from './support/on-site.js';

const { service, helpers, onSite } = useOnSiteService('service_request_on_site_access');

const TECHNICIAN_MOVES = [
  { move: 'check-in', body: () => ({ capturedAt: hoursAgo(0) }) },
  {
    move: 'log',
    body: () => ({ clientId: randomUUID(), capturedAt: hoursAgo(0), text: 'Arrived.' }),
  },
  { move: 'check-out', body: () => ({ capturedAt: hoursAgo(0), workSummary: 'Done.' }) },
] as const;

const COMPANY_MOVES = [
  { move: 'approve', body: () => undefined },
  { move: 'send-back', body: () => ({ to: 'On site', reason: 'Not fixed.' }) },
  { move: 'reopen', body: () => ({ reason: 'Broken again.' }) },
] as const;

describe("the technician's moves", () => {
  it.each(TECHNICIAN_MOVES)(
    '$move: 401 without a token, 403 for other roles, 404 for another technician or an unknown job',
    async ({ move, body }) => {
      const { requestId, company } = await onSite.acceptedJob('Bethel');
      const stranger = helpers.technicianFor('Bethel');
      const path = (id: string) => `/technicians/me/jobs/${id}/${move}`;

      const anonymous = await helpers.call('POST', path(requestId), undefined, body());
      const asCompany = await helpers.call('POST', path(requestId), company.token, body());
      const asAdmin = await helpers.call('POST', path(requestId), helpers.adminToken(), body());
      const other = await helpers.call('POST', path(requestId), stranger.token, body());
      const unknown = await helpers.call('POST', path(randomUUID()), stranger.token, body());
      const malformed = await helpers.call('POST', path('not-an-id'), stranger.token, body());

      expect(anonymous.status).toBe(401);
      expect(asCompany.status).toBe(403);
      expect(asAdmin.status).toBe(403);
      for (const response of [other, unknown, malformed]) {
        expect(response.status).toBe(404);
        expect((await problemOf(response)).code).toBe('not_found');
      }
      expect(await helpers.requestRow(requestId)).toMatchObject({ status: 'Accepted' });
    },
  );
});

describe("the company's moves", () => {
  it.each(COMPANY_MOVES)(
    '$move: 401 without a token, 403 for a technician, 404 for another company',
    async ({ move, body }) => {
      const { requestId, technician } = await onSite.workDoneJob('Nome');
      const otherCompany = helpers.companyIn('Nome');
      const path = `/service-requests/${requestId}/${move}`;

      const anonymous = await helpers.call('POST', path, undefined, body());
      const asTechnician = await helpers.call('POST', path, technician.token, body());
      const foreign = await helpers.call('POST', path, otherCompany.token, body());
      const unknown = await helpers.call(
        'POST',
        `/service-requests/${randomUUID()}/${move}`,
        otherCompany.token,
        body(),
      );

      expect(anonymous.status).toBe(401);
      expect(asTechnician.status).toBe(403);
      for (const response of [foreign, unknown]) {
        expect(response.status).toBe(404);
        expect((await problemOf(response)).code).toBe('not_found');
      }
      expect(await helpers.requestRow(requestId)).toMatchObject({ status: 'Work done' });
    },
  );

  it('keeps the warranty reopen to the company: an admin gets 403', async () => {
    const { requestId } = await onSite.completedJob('Nome');
    const response = await onSite.reopen(helpers.adminToken(), requestId, { reason: 'Again.' });
    expect(response.status).toBe(403);
    expect(await helpers.requestRow(requestId)).toMatchObject({ status: 'Completed' });
  });
});

describe('GET /admin/dispatch/in-progress', () => {
  it('lists the jobs a technician holds but has not reached, with the hold reason', async () => {
    const accepted = await onSite.acceptedJob('Kwethluk');
    const held = await onSite.acceptedJob('Kwethluk');
    const holdEta = etaIn(72);
    const hold = await helpers.call(
      'POST',
      `/admin/service-requests/${held.requestId}/hold`,
      helpers.adminToken(),
      { reason: 'Freezing fog', eta: holdEta },
    );
    expect(hold.status).toBe(200);
    const arrived = await onSite.onSiteJob('Kwethluk');
    const waiting = helpers.companyIn('Kwethluk');
    const submitted = await helpers.submit(waiting);

    const response = await helpers.call('GET', '/admin/dispatch/in-progress', helpers.adminToken());

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { requests } = (await response.json()) as InProgressRequests;
    const ids = requests.map(({ id }) => id);
    expect(ids).toEqual(expect.arrayContaining([accepted.requestId, held.requestId]));
    expect(ids).not.toContain(arrived.requestId);
    expect(ids).not.toContain(submitted);
    expect(requests.find(({ id }) => id === accepted.requestId)).toEqual({
      id: accepted.requestId,
      serviceTicketNumber: expect.any(String),
      serviceType: 'remote-hands',
      status: 'Accepted',
      companyName: 'Kwethluk Utilities',
      community: 'Kwethluk',
      preferredDate: expect.any(String),
      technician: {
        id: accepted.technician.id,
        fullName: accepted.technician.fullName,
        community: expect.any(String),
      },
      eta: expect.any(String),
      holdReason: '',
    });
    expect(requests.find(({ id }) => id === held.requestId)).toMatchObject({
      status: 'On hold',
      eta: new Date(holdEta).toISOString(),
      holdReason: 'Freezing fog',
    });
  });

  it('is for admins only', async () => {
    const company = helpers.companyIn('Kwethluk');
    const technician = userToken(service.issuer, { sub: randomUUID(), roles: ['technician'] });

    expect((await helpers.call('GET', '/admin/dispatch/in-progress')).status).toBe(401);
    expect((await helpers.call('GET', '/admin/dispatch/in-progress', company.token)).status).toBe(
      403,
    );
    expect((await helpers.call('GET', '/admin/dispatch/in-progress', technician)).status).toBe(403);
  });
});
