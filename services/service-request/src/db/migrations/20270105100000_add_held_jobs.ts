import type { Migration } from '@rha/kit';

/** Written out as they were when this migration was made; see add_dispatch. */
const DECISIONS = ['reassign', 'finish', 'lifted'];
const REASONS = ['suspended', 'rejected'];

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * The jobs a technician held when they were suspended or rejected, each waiting for an admin to
 * reassign it or let them finish (or for the suspension to be lifted). Decided rows are kept.
 */
export const addHeldJobs: Migration = {
  name: '20270105100000_add_held_jobs',
  async up(knex) {
    await knex.schema.createTable('held_jobs', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table
        .uuid('request_id')
        .notNullable()
        .references('id')
        .inTable('service_requests')
        .onDelete('CASCADE');
      table.uuid('technician_id').notNullable();
      table.text('technician_name').notNullable().defaultTo('');
      table.text('vetting_status').notNullable();
      table.timestamp('held_since', { useTz: true }).notNullable();
      table.text('decision');
      table.text('decided_by_id').notNullable().defaultTo('');
      table.text('decided_by_name').notNullable().defaultTo('');
      table.timestamp('decided_at', { useTz: true });
      table.check(`vetting_status in (${quoted(REASONS)})`, {}, 'held_jobs_vetting_status_check');
      table.check(
        `decision is null or decision in (${quoted(DECISIONS)})`,
        {},
        'held_jobs_decision_check',
      );
    });
    // A job waits for one decision at a time.
    await knex.raw(
      `create unique index held_jobs_one_pending on held_jobs (request_id) where decision is null`,
    );
    await knex.raw(
      `create index held_jobs_pending_by_technician on held_jobs (technician_id, held_since)
        where decision is null`,
    );
  },
  async down(knex) {
    await knex.schema.dropTable('held_jobs');
  },
};
