import type { Migration } from '@rha/kit';

/**
 * Each order the request lists offer reads its pages off an index in that order, so a page deep in
 * a long list costs what the first one does. The defaults (the company's newest, the queue's oldest,
 * the technician's oldest offer) had an index already; these add the id that breaks ties where it
 * was missing, and the other orders.
 */
const INDEXES = {
  service_requests_submitter_by_date: `on service_requests (submitted_by, preferred_date, id)`,
  service_requests_assigned_by_date: `on service_requests (assigned_technician_id, preferred_date, id)
     where assigned_technician_id is not null`,
  service_requests_assigned_newest: `on service_requests (assigned_technician_id, created_at desc, id desc)
     where assigned_technician_id is not null`,
  offers_open_by_technician_and_id: `on offers (technician_id, offered_at, id) where status = 'offered'`,
};

export const indexRequestLists: Migration = {
  name: '20270111100006_index_request_lists',
  async up(knex) {
    for (const [name, definition] of Object.entries(INDEXES)) {
      await knex.raw(`create index ${name} ${definition}`);
    }
    // Replaced by the index above, which orders ties by id as the keyset does.
    await knex.raw('drop index offers_open_by_technician');
  },
  async down(knex) {
    await knex.raw(
      `create index offers_open_by_technician on offers (technician_id, offered_at) where status = 'offered'`,
    );
    for (const name of Object.keys(INDEXES)) await knex.raw(`drop index ${name}`);
  },
};
