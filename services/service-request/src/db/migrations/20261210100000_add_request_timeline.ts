import type { Migration } from '@rha/kit';

/**
 * A migration is a fixed step: the lists it checks are written out as they were when it was made,
 * so a later change to the shared lists needs a migration of its own.
 */
const STATUSES = [
  'Submitted',
  'Dispatching',
  'Accepted',
  'On hold',
  'On site',
  'Work done',
  'Completed',
  'Cancelled',
];
const ROLES = ['company', 'technician', 'admin', 'system'];

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export const addRequestTimeline: Migration = {
  name: '20261210100000_add_request_timeline',
  async up(knex) {
    await knex.raw('alter table service_requests drop constraint service_requests_status_check');
    await knex.raw(
      `alter table service_requests add constraint service_requests_status_check
         check (status in (${quoted(STATUSES)}))`,
    );

    await knex.schema.createTable('timeline', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table
        .uuid('request_id')
        .notNullable()
        .references('id')
        .inTable('service_requests')
        .onDelete('CASCADE');
      // Null only for the submission, which comes from nowhere.
      table.text('from_status');
      table.text('to_status').notNullable();
      table.text('note').notNullable().defaultTo('');
      table.text('by_role').notNullable();
      // The token subject of whoever moved the request; the name is kept as it was then.
      table.text('by_id').notNullable();
      table.text('by_name').notNullable().defaultTo('');
      // clock_timestamp, not now(): entries of one transaction keep the order they were written in.
      table.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.raw('clock_timestamp()'));
      table.check(
        `from_status is null or from_status in (${quoted(STATUSES)})`,
        {},
        'timeline_from_status_check',
      );
      table.check(`to_status in (${quoted(STATUSES)})`, {}, 'timeline_to_status_check');
      table.check(`by_role in (${quoted(ROLES)})`, {}, 'timeline_by_role_check');
    });
    await knex.raw('create index timeline_by_request on timeline (request_id, at, id)');

    // Requests submitted before the timeline existed start it with their submission.
    await knex.raw(
      `insert into timeline (request_id, from_status, to_status, by_role, by_id, at)
       select id, null, 'Submitted', 'company', submitted_by, created_at from service_requests`,
    );
  },
  async down(knex) {
    await knex.schema.dropTable('timeline');
    await knex.raw('alter table service_requests drop constraint service_requests_status_check');
    await knex.raw(
      `alter table service_requests add constraint service_requests_status_check
         check (status in ('Submitted'))`,
    );
  },
};
