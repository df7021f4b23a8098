import { randomUUID } from 'node:crypto';
import {
  messages,
  type DispatchQueue,
  type ServiceRequestSummaries,
  type TechnicianJobs,
  type TechnicianOffers,
} from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_GATES } from '../src/lifecycle/transitions.js';
import { dispatchHelpers, problemOf, type CompanySide } from './support/dispatch.js';
import { dayFromToday } from './support/requests.js';
import { startServiceRequestService, type ServiceRequestService } from './support/service.js';

let service: ServiceRequestService;
let helpers: ReturnType<typeof dispatchHelpers>;

beforeAll(async () => {
  service = await startServiceRequestService('service_request_request_lists');
  helpers = dispatchHelpers(service);
});

afterAll(async () => {
  await service?.stop();
});

interface Copy {
  ticket_number?: string;
  job_description?: string;
  status?: string;
  community?: string;
  created_at?: Date;
  preferred_date?: string;
  location_id?: string;
  flagged_at?: Date | null;
  assigned_technician_id?: string | null;
  eta?: Date;
  completed_at?: Date;
}

let copyRuns = 0;

/**
 * `count` copies of a stored request, each changed as `change` says, written straight into the table
 * as many submissions would leave it. Answers their ids in the order made.
 */
async function copiesOf(
  templateId: string,
  count: number,
  change: (index: number) => Copy,
): Promise<string[]> {
  const db = service.testDb.db;
  const template = (await db('service_requests').where({ id: templateId }).first()) as Record<
    string,
    unknown
  >;
  // Ticket numbers are unique within a company: each run takes a day of its own.
  copyRuns += 1;
  const day = `2999${String(Math.ceil(copyRuns / 28)).padStart(2, '0')}${String((copyRuns % 28) + 1).padStart(2, '0')}`;
  const rows = Array.from({ length: count }, (_, index) => {
    const { id: _id, preferred_date: _date, ...rest } = template;
    return {
      ...rest,
      ticket_number: `${day}-${1000 + index}`,
      preferred_date: dayFromToday(7),
      ...change(index),
    };
  });
  const inserted = (await db('service_requests').insert(rows).returning('id')) as { id: string }[];
  return inserted.map(({ id }) => id);
}

/** Every page of a list from its first, by cursor, with what each page held. */
async function walk<Page extends { nextCursor: string | null }>(
  path: string,
  token: string,
  itemsOf: (page: Page) => { id: string }[],
): Promise<{ ids: string[]; pageSizes: number[] }> {
  const ids: string[] = [];
  const pageSizes: number[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const url: string =
      cursor === null ? path : `${path}${separator}cursor=${encodeURIComponent(cursor)}`;
    const response = await helpers.call('GET', url, token);
    expect(response.status).toBe(200);
    const page = (await response.json()) as Page;
    const items = itemsOf(page);
    ids.push(...items.map(({ id }) => id));
    pageSizes.push(items.length);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return { ids, pageSizes };
}

const queueIds = (page: DispatchQueue) => page.items;
const summaryIds = (page: ServiceRequestSummaries) => page.items;
const offerIds = (page: TechnicianOffers) => page.items.map((job) => ({ id: job.requestId }));
const jobIds = (page: TechnicianJobs) => page.items.map((job) => ({ id: job.requestId }));

describe("the admin's dispatch queue", () => {
  let company: CompanySide;
  let ids: string[];
  const sameMoment = new Date('2026-11-20T10:00:00.123456Z');

  beforeAll(async () => {
    company = helpers.companyIn('Kipnuk');
    const template = await helpers.submit(company);
    // Ten rows share one submission time, so only the id tells them apart across a page break.
    ids = await copiesOf(template, 70, (index) => ({
      created_at: index < 10 ? sameMoment : new Date(Date.UTC(2026, 10, 21, 0, index)),
      status: index % 3 === 0 ? 'Dispatching' : 'Submitted',
      flagged_at: index % 7 === 0 ? new Date() : null,
      job_description: index % 5 === 0 ? `Replace the 50% Broken_Router ${index}` : 'Reboot',
    }));
    ids.push(template);
  });

  const queuePath = (query: string) => `/admin/dispatch/queue?community=Kipnuk&${query}`;

  it('pages through every request oldest first, 50 a page, none twice and none skipped', async () => {
    const rows = (await service.testDb
      .db('service_requests')
      .whereIn('id', ids)
      .orderBy([
        { column: 'created_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ])
      .select('id')) as { id: string }[];

    const walked = await walk(queuePath('sort=oldest'), helpers.adminToken(), queueIds);

    expect(walked.pageSizes).toEqual([50, 21]);
    expect(walked.ids).toEqual(rows.map(({ id }) => id));
  });

  it('pages newest first as the reverse of oldest first', async () => {
    const oldest = await walk(queuePath('sort=oldest'), helpers.adminToken(), queueIds);
    const newest = await walk(queuePath('sort=newest'), helpers.adminToken(), queueIds);

    expect(newest.ids).toEqual([...oldest.ids].reverse());
  });

  it('narrows by status, flag and a search that takes % and _ as plain text, ignoring case', async () => {
    const expected = (await service.testDb
      .db('service_requests')
      .whereIn('id', ids)
      .where({ status: 'Dispatching' })
      .whereNotNull('flagged_at')
      .where('job_description', 'like', '%50\\% Broken\\_Router%')
      .select('id')) as { id: string }[];
    expect(expected.length).toBeGreaterThan(0);

    const walked = await walk(
      queuePath('status=Dispatching&flagged=true&q=50%25%20broken_router'),
      helpers.adminToken(),
      queueIds,
    );
    const unflagged = await walk(queuePath('flagged=false'), helpers.adminToken(), queueIds);

    expect(walked.ids.sort()).toEqual(expected.map(({ id }) => id).sort());
    expect(unflagged.ids).toHaveLength(ids.length - 10);
  });

  it('finds a request by a part of its ticket number', async () => {
    const [row] = (await service.testDb
      .db('service_requests')
      .whereIn('id', ids)
      .select('id', 'ticket_number')
      .limit(1)) as { id: string; ticket_number: string }[];

    const walked = await walk(
      queuePath(`q=${row!.ticket_number.slice(-10)}`),
      helpers.adminToken(),
      queueIds,
    );

    expect(walked.ids).toEqual([row!.id]);
  });

  it('refuses a cursor no page gave, an unknown sort and a company caller', async () => {
    const forged = await helpers.call(
      'GET',
      queuePath(`cursor=${Buffer.from('["x"]').toString('base64url')}`),
      helpers.adminToken(),
    );
    const sort = await helpers.call('GET', queuePath('sort=cheapest'), helpers.adminToken());
    const asCompany = await helpers.call('GET', queuePath(''), company.token);

    expect(forged.status).toBe(400);
    expect((await problemOf(forged)).errors).toEqual([
      { field: 'cursor', message: messages.lists.invalidCursor },
    ]);
    expect(sort.status).toBe(400);
    expect(asCompany.status).toBe(403);
  });
});

describe("the company's own requests", () => {
  let company: CompanySide;
  let ids: string[];
  const otherLocation = randomUUID();

  beforeAll(async () => {
    company = helpers.companyIn('Kotlik');
    const template = await helpers.submit(company);
    // Preferred dates repeat every five rows, so the date order breaks ties by time and id.
    ids = await copiesOf(template, 60, (index) => ({
      created_at: new Date(Date.UTC(2026, 10, 1, index)),
      preferred_date: dayFromToday(3 + (index % 5)),
      ...(index % 4 === 0 ? { status: 'Completed', completed_at: new Date() } : {}),
      location_id: index % 2 === 0 ? otherLocation : company.locationId,
    }));
    ids.push(template);
  });

  it('pages by the soonest preferred date, ties by id, none twice and none skipped', async () => {
    const rows = (await service.testDb
      .db('service_requests')
      .whereIn('id', ids)
      .orderBy(['preferred_date', 'id'])
      .select('id')) as { id: string }[];

    const walked = await walk('/service-requests?sort=preferredDate', company.token, summaryIds);

    expect(walked.pageSizes).toEqual([50, 11]);
    expect(walked.ids).toEqual(rows.map(({ id }) => id));
  });

  it('narrows by status, location and a preferred-date range', async () => {
    const from = dayFromToday(4);
    const to = dayFromToday(5);
    const expected = (await service.testDb
      .db('service_requests')
      .whereIn('id', ids)
      .where({ status: 'Completed', location_id: otherLocation })
      .whereBetween('preferred_date', [from, to])
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .select('id')) as { id: string }[];
    expect(expected.length).toBeGreaterThan(0);

    const walked = await walk(
      `/service-requests?status=Completed&location=${otherLocation}&from=${from}&to=${to}`,
      company.token,
      summaryIds,
    );

    expect(walked.ids).toEqual(expected.map(({ id }) => id));
  });

  it("never pages into another user's requests", async () => {
    const other = helpers.companyIn('Kotlik');
    await helpers.submit(other);

    const walked = await walk('/service-requests', other.token, summaryIds);

    expect(walked.ids).toHaveLength(1);
    expect(ids).not.toContain(walked.ids[0]);
  });
});

describe("the technician's offers and jobs", () => {
  it('pages open offers oldest first and jobs by status, each only their own', async () => {
    const technician = helpers.technicianFor('Kwigillingok');
    const other = helpers.technicianFor('Kwigillingok');
    const company = helpers.companyIn('Kwigillingok');
    const template = await helpers.submit(company);
    const offered = await copiesOf(template, 55, (index) => ({
      status: 'Dispatching',
      job_description: index === 40 ? 'Swap the solar charge controller' : 'Reboot',
    }));
    const offeredAt = new Date(Date.now() - 60_000);
    await service.testDb.db('offers').insert(
      offered.map((requestId, index) => ({
        request_id: requestId,
        technician_id: index === 54 ? other.id : technician.id,
        source: 'admin',
        // Ties on the time of the offer: only the id orders them.
        offered_at: index < 20 ? offeredAt : new Date(offeredAt.getTime() + index),
        expires_at: new Date(Date.now() + 3_600_000),
      })),
    );
    const held = await copiesOf(template, 52, (index) => ({
      ...(index % 2 === 0
        ? { status: 'Accepted', eta: new Date() }
        : { status: 'Completed', completed_at: new Date() }),
      assigned_technician_id: technician.id,
      created_at: new Date(Date.UTC(2026, 10, 1, 0, index)),
    }));
    const expectedOffers = (await service.testDb
      .db('offers')
      .where({ technician_id: technician.id })
      .orderBy(['offered_at', 'id'])
      .select('request_id')) as { request_id: string }[];

    const offers = await walk('/technicians/me/offers', technician.token, offerIds);
    const search = await walk(
      '/technicians/me/offers?q=SOLAR%20charge',
      technician.token,
      offerIds,
    );
    const accepted = await walk(
      '/technicians/me/jobs?status=Accepted&sort=newest',
      technician.token,
      jobIds,
    );

    expect(offers.pageSizes).toEqual([50, 4]);
    expect(offers.ids).toEqual(expectedOffers.map(({ request_id }) => request_id));
    expect(search.ids).toEqual([offered[40]]);
    expect(accepted.ids).toEqual(held.filter((_, index) => index % 2 === 0).reverse());
  });
});

describe("the technician's jobs, upcoming first", () => {
  it('pages the jobs still ahead by arrival, soonest first, then the finished ones, latest first', async () => {
    const technician = helpers.technicianFor('Kwigillingok');
    const company = helpers.companyIn('Kwigillingok');
    const template = await helpers.submit(company);
    const hour = 3_600_000;
    const base = Date.now() + 24 * hour;
    // Open jobs in reverse arrival order and finished ones in arrival order, so neither insertion
    // order nor id order can pass for the answer.
    const ahead = await copiesOf(template, 30, (index) => ({
      status: ['Accepted', 'On hold', 'On site'][index % 3],
      eta: new Date(base + (30 - index) * hour),
      assigned_technician_id: technician.id,
    }));
    const finished = await copiesOf(template, 30, (index) => ({
      status: 'Completed',
      eta: new Date(base - (30 - index) * hour),
      completed_at: new Date(),
      assigned_technician_id: technician.id,
    }));

    const upcoming = await walk('/technicians/me/jobs', technician.token, jobIds);

    expect(upcoming.pageSizes).toEqual([50, 10]);
    expect(upcoming.ids).toEqual([...[...ahead].reverse(), ...[...finished].reverse()]);
  });
});

describe('the index of the upcoming order', () => {
  it('is made with the statuses the jobs list counts as ahead, so the planner can use it', async () => {
    const index = (await service.testDb
      .db('pg_indexes')
      .where({ indexname: 'service_requests_assigned_upcoming' })
      .first('indexdef')) as { indexdef: string };
    const statuses = STATUS_GATES.ahead.statuses.map((status) => `'${status}'::text`).join(', ');
    expect(index.indexdef).toContain(`ARRAY[${statuses}]`);
  });
});
