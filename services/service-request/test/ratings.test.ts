import { randomUUID } from 'node:crypto';
import {
  messages,
  parseEvent,
  RATING_WINDOW_DAYS,
  type JobRatings,
  type TechnicianJobs,
} from '@rha/contracts';
import { userToken } from '@rha/kit/testing';
import { describe, expect, it } from 'vitest';
import { runRatingReveals } from '../src/ratings/rating-reveals.js';
import { problemOf } from './support/dispatch.js';
import { useOnSiteService } from './support/on-site.js';

const { service, helpers, onSite } = useOnSiteService('service_request_ratings');

const DAY_MS = 86_400_000;
const REVEALED = 'service-request.ratings-revealed.v1';

const rateAsCompany = (token: string | undefined, requestId: string, body: unknown) =>
  helpers.call('POST', `/service-requests/${requestId}/rating`, token, body);
const rateAsTechnician = (token: string, requestId: string, body: unknown) =>
  helpers.call('POST', `/technicians/me/jobs/${requestId}/rating`, token, body);

async function ratingsOf(response: Response): Promise<JobRatings> {
  expect(response.status).toBe(201);
  return (await response.json()) as JobRatings;
}

async function technicianView(token: string, requestId: string): Promise<JobRatings | null> {
  const response = await helpers.call('GET', '/technicians/me/jobs', token);
  const jobs = (await response.json()) as TechnicianJobs;
  return jobs.items.find((job) => job.requestId === requestId)?.report?.ratings ?? null;
}

/** Moves the completion `days` back, as if the job had been completed then. */
async function completedDaysAgo(requestId: string, days: number): Promise<Date> {
  const completedAt = new Date(Date.now() - days * DAY_MS);
  await service.testDb.db('service_requests').where({ id: requestId }).update({
    completed_at: completedAt,
  });
  return completedAt;
}

async function expectConflict(response: Response, code: string, detail: string) {
  expect(response.status).toBe(409);
  expect(await problemOf(response)).toMatchObject({ code, detail });
}

describe('rating a completed job', () => {
  it('hides each rating from the other side until both have rated, then publishes both once', async () => {
    const { requestId, company, technician } = await onSite.completedJob('Bethel');

    const before = await onSite.detailsOf(requestId, company.token);
    expect(before.report.ratings).toMatchObject({
      byCompany: null,
      byTechnician: null,
      revealed: false,
      canRate: true,
    });

    const first = await ratingsOf(
      await rateAsCompany(company.token, requestId, { score: 5, comment: 'Quick and tidy.' }),
    );
    expect(first).toMatchObject({
      byCompany: { score: 5, comment: 'Quick and tidy.' },
      byTechnician: null,
      revealed: false,
      canRate: false,
    });
    expect(await technicianView(technician.token, requestId)).toMatchObject({
      byCompany: null,
      byTechnician: null,
      canRate: true,
    });
    expect(await helpers.eventsOf(REVEALED, requestId)).toEqual([]);

    const second = await ratingsOf(
      await rateAsTechnician(technician.token, requestId, { score: 4 }),
    );
    expect(second).toMatchObject({
      byCompany: { score: 5, comment: 'Quick and tidy.' },
      byTechnician: { score: 4, comment: '' },
      revealed: true,
      canRate: false,
    });
    const details = await onSite.detailsOf(requestId, company.token);
    expect(details.report.ratings).toMatchObject({
      byTechnician: { score: 4 },
      revealed: true,
      canRate: false,
    });

    const events = await helpers.eventsOf(REVEALED, requestId);
    expect(events).toHaveLength(1);
    expect(parseEvent(REVEALED, events[0])).toEqual({
      requestId,
      ticketNumber: expect.any(String),
      companyId: company.companyId,
      technicianId: technician.id,
      byCompany: { score: 5, comment: 'Quick and tidy.', ratedAt: first.byCompany!.ratedAt },
      byTechnician: { score: 4, comment: '', ratedAt: second.byTechnician!.ratedAt },
      revealedAt: expect.any(String),
    });
  });

  it('shows an admin both ratings at once, and lets no admin rate', async () => {
    const { requestId, technician } = await onSite.completedJob('Akiak');
    await ratingsOf(await rateAsTechnician(technician.token, requestId, { score: 2 }));

    const details = await onSite.detailsOf(requestId, helpers.adminToken());
    expect(details.report.ratings).toMatchObject({
      byTechnician: { score: 2 },
      revealed: false,
      canRate: false,
    });
    const adminRating = await rateAsCompany(helpers.adminToken(), requestId, { score: 1 });
    expect(adminRating.status).toBe(403);
  });

  it('takes one rating per side', async () => {
    const { requestId, company } = await onSite.completedJob('Kwethluk');
    await ratingsOf(await rateAsCompany(company.token, requestId, { score: 3 }));

    await expectConflict(
      await rateAsCompany(company.token, requestId, { score: 1 }),
      'already_rated',
      messages.ratings.alreadyRated,
    );
    const stored = await service.testDb.db('ratings').where({ request_id: requestId });
    expect(stored).toMatchObject([{ party: 'company', score: 3 }]);
  });

  it('refuses a job that is not completed, and one whose window has closed', async () => {
    const done = await onSite.workDoneJob('Napakiak');
    await expectConflict(
      await rateAsCompany(done.company.token, done.requestId, { score: 4 }),
      'request_not_rateable',
      messages.ratings.notRateable('Work done'),
    );
    expect((await onSite.detailsOf(done.requestId, done.company.token)).report.ratings).toBeNull();

    const old = await onSite.completedJob('Napaskiak');
    await completedDaysAgo(old.requestId, RATING_WINDOW_DAYS + 1);
    await expectConflict(
      await rateAsTechnician(old.technician.token, old.requestId, { score: 4 }),
      'rating_window_closed',
      messages.ratings.windowClosed(RATING_WINDOW_DAYS),
    );
    expect(await technicianView(old.technician.token, old.requestId)).toMatchObject({
      revealed: true,
      canRate: false,
    });
  });

  it('answers strangers like an unknown job, and checks the score', async () => {
    const { requestId, company } = await onSite.completedJob('Tuntutuliak');
    const stranger = helpers.companyIn('Bethel');
    expect((await rateAsCompany(stranger.token, requestId, { score: 5 })).status).toBe(404);
    const otherTechnician = userToken(service.issuer, {
      sub: randomUUID(),
      roles: ['technician'],
      name: 'Tom Other',
    });
    expect((await rateAsTechnician(otherTechnician, requestId, { score: 5 })).status).toBe(404);
    expect((await rateAsCompany(company.token, randomUUID(), { score: 5 })).status).toBe(404);

    const invalid = await rateAsCompany(company.token, requestId, { score: 6 });
    expect(invalid.status).toBe(400);
    expect(await problemOf(invalid)).toMatchObject({
      errors: [{ field: 'score', message: messages.ratings.scoreRequired }],
    });
    expect((await rateAsCompany(undefined, requestId, { score: 5 })).status).toBe(401);
  });
});

describe('revealing when the window closes', () => {
  const tick = (now: Date) =>
    runRatingReveals({ db: service.testDb.db, correlationId: randomUUID() }, now);

  it('publishes the one rating given once the window has passed, and marks silent jobs too', async () => {
    const rated = await onSite.completedJob('Bethel');
    const silent = await onSite.completedJob('Akiak');
    await ratingsOf(await rateAsCompany(rated.company.token, rated.requestId, { score: 1 }));
    const completedAt = await completedDaysAgo(rated.requestId, RATING_WINDOW_DAYS - 1);
    await completedDaysAgo(silent.requestId, RATING_WINDOW_DAYS - 1);

    await tick(new Date());
    expect(await helpers.eventsOf(REVEALED, rated.requestId)).toEqual([]);
    expect(await helpers.requestRow(rated.requestId)).toMatchObject({ ratings_revealed_at: null });

    const closed = new Date(completedAt.getTime() + RATING_WINDOW_DAYS * DAY_MS + 1_000);
    await tick(closed);
    await tick(new Date(closed.getTime() + 60_000));

    const events = await helpers.eventsOf(REVEALED, rated.requestId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      byCompany: { score: 1 },
      byTechnician: null,
      revealedAt: closed.toISOString(),
    });
    expect(await helpers.eventsOf(REVEALED, silent.requestId)).toEqual([]);
    expect(await helpers.requestRow(silent.requestId)).toMatchObject({
      ratings_revealed_at: closed,
    });
  });
});
