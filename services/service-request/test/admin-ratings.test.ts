import { randomUUID } from 'node:crypto';
import { ADMIN_PAGE_SIZE, messages, RATING_WINDOW_DAYS, type AdminRatings } from '@rha/contracts';
import { describe, expect, it } from 'vitest';
import { etaIn, problemOf, type CompanySide, type TechnicianSide } from './support/dispatch.js';
import { useOnSiteService } from './support/on-site.js';

const { service, helpers, onSite } = useOnSiteService('service_request_admin_ratings');

const DAY_MS = 86_400_000;

const rateAsCompany = (company: CompanySide, requestId: string, body: unknown) =>
  helpers.call('POST', `/service-requests/${requestId}/rating`, company.token, body);
const rateAsTechnician = (technician: TechnicianSide, requestId: string, body: unknown) =>
  helpers.call('POST', `/technicians/me/jobs/${requestId}/rating`, technician.token, body);

const listRatings = (query: string, token: string | undefined = helpers.adminToken()) =>
  helpers.call('GET', `/admin/ratings?${query}`, token);

async function ratingsPage(query: string): Promise<AdminRatings> {
  const response = await listRatings(query);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminRatings;
}

/** A job of the company's that the technician accepted, worked and the company approved. */
async function completedFor(company: CompanySide, technician: TechnicianSide): Promise<string> {
  const requestId = await helpers.submit(company);
  const offered = await helpers.call(
    'POST',
    `/admin/service-requests/${requestId}/offers`,
    helpers.adminToken(),
    { technicianIds: [technician.id] },
  );
  expect(offered.status).toBe(200);
  const offerId = (await helpers.offerIdsOf(requestId)).get(technician.id);
  const accepted = await helpers.call(
    'POST',
    `/technicians/me/offers/${offerId}/accept`,
    technician.token,
    { eta: etaIn(24) },
  );
  expect(accepted.status).toBe(200);
  expect((await onSite.checkIn(technician, requestId)).status).toBe(200);
  expect((await onSite.checkOut(technician, requestId)).status).toBe(200);
  expect((await onSite.approve(company.token, requestId)).status).toBe(200);
  return requestId;
}

/** Moves the completion `days` back, as if the job had been completed then. */
async function completedDaysAgo(requestId: string, days: number): Promise<Date> {
  const completedAt = new Date(Date.now() - days * DAY_MS);
  await service.testDb.db('service_requests').where({ id: requestId }).update({
    completed_at: completedAt,
  });
  return completedAt;
}

describe('GET /admin/ratings', () => {
  it("lists a technician's rated jobs, newest completion first, with both ratings revealed or not", async () => {
    const company = helpers.companyIn('Bethel');
    const technician = helpers.technicianFor('Bethel');
    const bothRated = await completedFor(company, technician);
    const companyOnly = await completedFor(company, technician);
    const unrated = await completedFor(company, technician);
    const stillOnSite = await onSite.onSiteJob('Bethel');

    expect(
      (await rateAsCompany(company, bothRated, { score: 5, comment: 'Quick and tidy.' })).status,
    ).toBe(201);
    expect((await rateAsTechnician(technician, bothRated, { score: 4 })).status).toBe(201);
    expect((await rateAsCompany(company, companyOnly, { score: 2, comment: 'Late.' })).status).toBe(
      201,
    );
    const bothRatedAt = await completedDaysAgo(bothRated, 3);
    await completedDaysAgo(companyOnly, 1);
    await completedDaysAgo(unrated, 0.5);

    const page = await ratingsPage(`technicianId=${technician.id}`);

    expect(page).toMatchObject({ total: 2, page: 1, pageSize: ADMIN_PAGE_SIZE });
    expect(page.ratings.map(({ requestId }) => requestId)).toEqual([companyOnly, bothRated]);
    expect(page.ratings).not.toContainEqual(expect.objectContaining({ requestId: unrated }));
    expect(page.ratings).not.toContainEqual(
      expect.objectContaining({ requestId: stillOnSite.requestId }),
    );
    const [hidden, revealed] = page.ratings;
    expect(hidden).toMatchObject({
      byCompany: { score: 2, comment: 'Late.' },
      byTechnician: null,
      revealed: false,
    });
    expect(revealed).toEqual({
      requestId: bothRated,
      serviceTicketNumber: (await helpers.requestRow(bothRated)).ticket_number,
      companyId: company.companyId,
      companyName: 'Bethel Utilities',
      technicianId: technician.id,
      technicianName: technician.fullName,
      completedAt: bothRatedAt.toISOString(),
      byCompany: { score: 5, comment: 'Quick and tidy.', ratedAt: expect.any(String) },
      byTechnician: { score: 4, comment: '', ratedAt: expect.any(String) },
      revealed: true,
    });
  });

  it("lists a company's rated jobs across its technicians, and counts a closed window as revealed", async () => {
    const company = helpers.companyIn('Kwethluk');
    const first = helpers.technicianFor('Kwethluk');
    const second = helpers.technicianFor('Kwethluk');
    const older = await completedFor(company, first);
    const newer = await completedFor(company, second);
    const otherCompany = await onSite.completedJob('Kwethluk');
    expect((await rateAsTechnician(first, older, { score: 3 })).status).toBe(201);
    expect((await rateAsCompany(company, newer, { score: 4 })).status).toBe(201);
    expect(
      (await rateAsCompany(otherCompany.company, otherCompany.requestId, { score: 1 })).status,
    ).toBe(201);
    await completedDaysAgo(older, RATING_WINDOW_DAYS + 1);

    const page = await ratingsPage(`companyId=${company.companyId.toUpperCase()}`);

    expect(page.total).toBe(2);
    expect(page.ratings).toMatchObject([
      { requestId: newer, technicianId: second.id, byCompany: { score: 4 }, revealed: false },
      {
        requestId: older,
        technicianId: first.id,
        technicianName: first.fullName,
        byCompany: null,
        byTechnician: { score: 3 },
        revealed: true,
      },
    ]);
  });

  it('pages by ADMIN_PAGE_SIZE and counts every match', async () => {
    const job = await onSite.completedJob('Napakiak');
    expect((await rateAsCompany(job.company, job.requestId, { score: 5 })).status).toBe(201);
    const db = service.testDb.db;
    const row = (await db('service_requests').where({ id: job.requestId }).first()) as Record<
      string,
      unknown
    >;
    const rating = (await db('ratings').where({ request_id: job.requestId }).first()) as Record<
      string,
      unknown
    >;
    const copies = Array.from({ length: ADMIN_PAGE_SIZE }, (_, index) => ({
      ...row,
      id: randomUUID(),
      ticket_number: `20991231-${9000 + index}`,
      completed_at: new Date(Date.now() - (index + 1) * 60_000),
    }));
    await db('service_requests').insert(copies);
    await db('ratings').insert(copies.map(({ id }) => ({ ...rating, request_id: id })));

    const first = await ratingsPage(`technicianId=${job.technician.id}`);
    const second = await ratingsPage(`technicianId=${job.technician.id}&page=2`);

    expect(first.total).toBe(ADMIN_PAGE_SIZE + 1);
    expect(first.ratings).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.ratings[0]?.requestId).toBe(job.requestId);
    expect(second).toMatchObject({ total: ADMIN_PAGE_SIZE + 1, page: 2 });
    expect(second.ratings.map(({ requestId }) => requestId)).toEqual([copies.at(-1)?.id]);
  });

  it('answers an empty page for a technician or company with no rated jobs', async () => {
    expect(await ratingsPage(`technicianId=${randomUUID()}`)).toEqual({
      ratings: [],
      total: 0,
      page: 1,
      pageSize: ADMIN_PAGE_SIZE,
    });
    expect((await ratingsPage('technicianId=not-a-uuid')).total).toBe(0);
    expect((await ratingsPage(`companyId=${randomUUID()}`)).total).toBe(0);
  });

  it('needs exactly one of technicianId and companyId, and a page of at least 1', async () => {
    for (const query of ['', `technicianId=${randomUUID()}&companyId=${randomUUID()}`]) {
      const response = await listRatings(query);
      expect(response.status).toBe(400);
      expect((await problemOf(response)).errors).toEqual([
        { field: 'technicianId', message: messages.ratings.ratingsSubjectRequired },
      ]);
    }
    const page = await listRatings(`technicianId=${randomUUID()}&page=0`);
    expect(page.status).toBe(400);
    expect((await problemOf(page)).errors).toEqual([
      { field: 'page', message: messages.admin.invalidPage },
    ]);
  });

  it('is for admins only', async () => {
    const job = await onSite.completedJob('Akiak');
    const query = `technicianId=${job.technician.id}`;
    expect((await listRatings(query, job.company.token)).status).toBe(403);
    expect((await listRatings(query, job.technician.token)).status).toBe(403);
    expect((await helpers.call('GET', `/admin/ratings?${query}`)).status).toBe(401);
  });
});
