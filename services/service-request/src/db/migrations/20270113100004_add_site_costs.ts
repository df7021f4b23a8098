import type { Migration } from '@rha/kit';

const KINDS_BEFORE = `'photo', 'attachment', 'document', 'clip', 'voiceNote'`;

/**
 * The money facts of a job on site: costs the technician paid with their receipts (job files of
 * their own kind, so they travel the photos' resumable upload), standby days and the special
 * vehicle, and asks for hours beyond the job's cap with the company's decision.
 */
export const addSiteCosts: Migration = {
  name: '20270113100004_add_site_costs',
  async up(knex) {
    await knex.raw(`alter table job_files drop constraint job_files_kind_check`);
    await knex.raw(
      `alter table job_files add constraint job_files_kind_check check (kind in (${KINDS_BEFORE}, 'receipt'))`,
    );
    await knex.schema.alterTable('service_requests', (table) => {
      table.integer('standby_days').notNullable().defaultTo(0);
      table.boolean('special_vehicle_used').notNullable().defaultTo(false);
    });
    await knex.schema.createTable('job_costs', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table
        .uuid('request_id')
        .notNullable()
        .references('id')
        .inTable('service_requests')
        .onDelete('CASCADE');
      table.text('kind').notNullable();
      table.text('description').notNullable();
      table.integer('amount_cents').notNullable();
      // One receipt proves one cost: a second cost on the same receipt would count it twice.
      table.uuid('receipt_file_id').notNullable().unique().references('id').inTable('job_files');
      table.uuid('technician_id').notNullable();
      table.timestamp('logged_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.check(`kind in ('parts', 'travel')`, {}, 'job_costs_kind_check');
      table.check(`amount_cents > 0`, {}, 'job_costs_amount_check');
      table.index(['request_id', 'logged_at'], 'job_costs_by_request');
    });
    await knex.schema.createTable('more_hours_asks', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table
        .uuid('request_id')
        .notNullable()
        .references('id')
        .inTable('service_requests')
        .onDelete('CASCADE');
      table.integer('hours').notNullable();
      table.text('reason').notNullable();
      table.text('status').notNullable().defaultTo('pending');
      table.uuid('technician_id').notNullable();
      table.timestamp('asked_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.text('decided_by_id');
      table.timestamp('decided_at', { useTz: true });
      table.check(
        `status in ('pending', 'approved', 'declined')`,
        {},
        'more_hours_asks_status_check',
      );
      table.check(`hours > 0`, {}, 'more_hours_asks_hours_check');
      table.index(['request_id', 'asked_at'], 'more_hours_asks_by_request');
    });
    // One ask waits at a time, so the company never decides two that overlap.
    await knex.raw(
      `create unique index more_hours_asks_one_pending on more_hours_asks (request_id) where status = 'pending'`,
    );
  },
  async down(knex) {
    await knex.schema.dropTable('more_hours_asks');
    await knex.schema.dropTable('job_costs');
    await knex.schema.alterTable('service_requests', (table) => {
      table.dropColumns('standby_days', 'special_vehicle_used');
    });
    await knex('job_files').where({ kind: 'receipt' }).delete();
    await knex.raw(`alter table job_files drop constraint job_files_kind_check`);
    await knex.raw(
      `alter table job_files add constraint job_files_kind_check check (kind in (${KINDS_BEFORE}))`,
    );
  },
};
