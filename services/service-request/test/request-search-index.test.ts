import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuePage } from '../src/dispatch/queue-list.repo.js';
import { ownRequestsPage } from '../src/submission/own-requests.repo.js';
import { dispatchHelpers, type CompanySide } from './support/dispatch.js';
import { startServiceRequestService, type ServiceRequestService } from './support/service.js';

let service: ServiceRequestService;
let company: CompanySide;

/** Enough requests that reading them all costs more than looking the text up. */
const COPIES = 10_000;

beforeAll(async () => {
  service = await startServiceRequestService('service_request_search_index');
  const helpers = dispatchHelpers(service);
  company = helpers.companyIn('Bethel');
  const template = await helpers.submit(company);
  const db = service.testDb.db;
  await db.raw(
    `insert into service_requests
       select (jsonb_populate_record(s, jsonb_build_object(
                 'id', gen_random_uuid(),
                 'ticket_number', to_char(date '2100-01-01' + n, 'YYYYMMDD') || '-' || (1000 + n % 9000),
                 'job_description', 'Reboot router ' || md5(n::text),
                 'created_at', now() - make_interval(mins => n)))).*
         from service_requests s, generate_series(1, ?) as n
        where s.id = ?`,
    [COPIES, template],
  );
  // As autovacuum would: rows added since the index was made wait in its pending list until then.
  await db.raw('vacuum analyze service_requests');
});

afterAll(async () => {
  await service?.stop();
});

/** The ticket number of the nth copy, as the copies are made above. */
function ticketOf(n: number): string {
  const day = new Date(Date.UTC(2100, 0, 1 + n)).toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}-${1000 + (n % 9000)}`;
}

function md5(n: number): string {
  return createHash('md5').update(String(n)).digest('hex');
}

/** The plan Postgres picks for the query a list function sends. */
async function planOf(list: (db: typeof service.testDb.db) => Promise<unknown>): Promise<string> {
  const db = service.testDb.db;
  const sent: Knex.Sql[] = [];
  const capture = (query: Knex.Sql) => sent.push(query);
  db.on('query', capture);
  try {
    await list(db);
  } finally {
    db.off('query', capture);
  }
  const [query] = sent;
  if (!query) throw new Error('the list sent no query');
  const explained = await db.raw(`explain ${query.sql.replace(/\$\d+/g, '?')}`, query.bindings);
  return (explained.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
}

describe('a search that matches few requests', () => {
  it('looks ticket numbers and job descriptions up by their text instead of reading every request', async () => {
    const queue = await planOf((db) =>
      queuePage(db, { q: ticketOf(4321), sort: 'newest', limit: 50 }),
    );
    const own = await planOf((db) =>
      ownRequestsPage(db, company.sub, { q: md5(4321).slice(0, 12), sort: 'newest', limit: 50 }),
    );

    for (const plan of [queue, own]) {
      expect(plan).toContain('service_requests_ticket_trigrams');
      expect(plan).toContain('service_requests_description_trigrams');
    }
  });
});
