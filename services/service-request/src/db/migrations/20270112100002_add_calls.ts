import type { Migration } from '@rha/kit';

export const addCalls: Migration = {
  name: '20270112100002_add_calls',
  async up(knex) {
    await knex.schema.createTable('calls', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table
        .uuid('request_id')
        .notNullable()
        .references('id')
        .inTable('service_requests')
        .onDelete('CASCADE');
      table.text('status').notNullable().defaultTo('ringing');
      table.text('started_by_id').notNullable();
      table.text('started_by_name').notNullable().defaultTo('');
      table.text('started_by_role').notNullable();
      table.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('connected_at', { useTz: true });
      table.timestamp('ended_at', { useTz: true });
      table.text('end_reason');
      // The last signal or keep-alive: an active call silent for the idle timeout has lost its people.
      table.timestamp('last_activity_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      // The call's signal budget, one fixed minute at a time, shared by every replica.
      table.timestamp('signal_window_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.integer('signal_count').notNullable().defaultTo(0);
      table.check(`status in ('ringing', 'active', 'ended')`, {}, 'calls_status_check');
      table.check(
        `end_reason is null or end_reason in ('hungUp', 'missed', 'dropped')`,
        {},
        'calls_end_reason_check',
      );
      table.check(
        `started_by_role in ('technician', 'company', 'admin')`,
        {},
        'calls_started_by_role_check',
      );
      table.index(['request_id', 'started_at'], 'calls_by_request');
    });
    // One open call per job, whichever replica starts it.
    await knex.raw(
      'create unique index calls_one_open_per_request on calls (request_id) where ended_at is null',
    );
    // The timeout tick looks only at open calls.
    await knex.raw('create index calls_open on calls (last_activity_at) where ended_at is null');
    await knex.schema.createTable('call_participants', (table) => {
      table.uuid('call_id').notNullable().references('id').inTable('calls').onDelete('CASCADE');
      table.text('user_id').notNullable();
      table.text('name').notNullable().defaultTo('');
      table.text('role').notNullable();
      table.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('left_at', { useTz: true });
      table.primary(['call_id', 'user_id']);
      table.check(`role in ('technician', 'company', 'admin')`, {}, 'call_participants_role_check');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('call_participants');
    await knex.schema.dropTable('calls');
  },
};
