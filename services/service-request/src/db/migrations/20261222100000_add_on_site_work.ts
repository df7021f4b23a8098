import type { Migration } from '@rha/kit';

export const addOnSiteWork: Migration = {
  name: '20261222100000_add_on_site_work',
  async up(knex) {
    await knex.schema.alterTable('service_requests', (table) => {
      // Each step keeps two times: when the server took it in, and when the device says it
      // happened, which may be hours earlier for work recorded without a connection.
      table.timestamp('checked_in_at', { useTz: true });
      table.timestamp('check_in_captured_at', { useTz: true });
      // Only when the technician chose to share where they were.
      table.jsonb('check_in_location');
      table.timestamp('work_done_at', { useTz: true });
      table.timestamp('work_done_captured_at', { useTz: true });
      table.text('work_summary').notNullable().defaultTo('');
      // Fixed at check-out, so the time the company was told holds even if the setting changes.
      table.timestamp('auto_approve_at', { useTz: true });
      table.timestamp('completed_at', { useTz: true });
      table.timestamp('warranty_until', { useTz: true });
      table.check(
        `status <> 'Work done' or (work_done_at is not null and auto_approve_at is not null)`,
        {},
        'service_requests_work_done_check',
      );
      table.check(
        `status <> 'Completed' or completed_at is not null`,
        {},
        'service_requests_completed_check',
      );
    });
    await knex.raw(
      `create index service_requests_awaiting_approval on service_requests (auto_approve_at)
        where status = 'Work done'`,
    );
    await knex.schema.createTable('service_log', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table
        .uuid('request_id')
        .notNullable()
        .references('id')
        .inTable('service_requests')
        .onDelete('CASCADE');
      // Made by the device: an entry sent again after a dropped link is recognised by it.
      table.uuid('client_id').notNullable();
      table.text('text').notNullable();
      table.timestamp('captured_at', { useTz: true }).notNullable();
      table.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.uuid('technician_id').notNullable();
      table.unique(['request_id', 'client_id'], { indexName: 'service_log_client_id_unique' });
      table.index(['request_id', 'captured_at'], 'service_log_by_request');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('service_log');
    await knex.raw('drop index service_requests_awaiting_approval');
    await knex.schema.alterTable('service_requests', (table) => {
      table.dropChecks(['service_requests_work_done_check', 'service_requests_completed_check']);
      table.dropColumns(
        'checked_in_at',
        'check_in_captured_at',
        'check_in_location',
        'work_done_at',
        'work_done_captured_at',
        'work_summary',
        'auto_approve_at',
        'completed_at',
        'warranty_until',
      );
    });
  },
};
