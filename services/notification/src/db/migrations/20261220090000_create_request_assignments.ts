import type { Migration } from '@rha/kit';

/**
 * Who took which request, from the acceptance events, so a later cancellation (which names only
 * the technician's id) can reach them; and the cancellations that named an assigned technician.
 * Events of one request can be handled out of order (several at once, retries), so each side is
 * kept until the other arrives: whichever comes second sends the technician's notice.
 */
export const createRequestAssignments: Migration = {
  name: '20261220090000_create_request_assignments',
  async up(knex) {
    await knex.schema.createTable('request_assignments', (table) => {
      table.text('request_id').primary();
      table.text('technician_id').notNullable();
      table.text('technician_email').notNullable();
      table.text('technician_first_name').notNullable();
      table.text('service_type').notNullable();
      table.text('community').notNullable();
    });
    await knex.schema.createTable('request_cancellations', (table) => {
      table.text('request_id').primary();
      table.text('ticket_number').notNullable();
      table.text('assigned_technician_id').notNullable();
      table.text('cancelled_by').notNullable();
      table.text('reason').notNullable();
      table.timestamp('cancelled_at', { useTz: true }).notNullable();
    });
  },
  async down(knex) {
    await knex.schema.dropTable('request_cancellations');
    await knex.schema.dropTable('request_assignments');
  },
};
