import type { Migration } from '@rha/kit';

/** Answers stored as text, empty when their question was not asked. */
const answerColumns = [
  'restricted_access',
  'keys_needed',
  'preferred_time_range',
  'live_video_required',
  'has_wifi',
  'want_pro_package',
  'has_outlet',
  'connection_method',
  'video_duration',
  'has_documentation',
  'contact_person',
  'phone_number',
  'additional_information',
] as const;

export const createServiceRequests: Migration = {
  name: '20251121190000_create_service_requests',
  async up(knex) {
    await knex.schema.createTable('service_requests', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table.text('ticket_number').notNullable().unique();
      table.text('service_type').notNullable();
      table.text('status').notNullable().defaultTo('Submitted');
      // The Keycloak subject of the company user who submitted it: the owner the list filters on.
      table.text('submitted_by').notNullable();
      // Ids owned by the company service: no foreign key across service schemas.
      table.text('company_id').notNullable();
      table.text('location_id').notNullable();
      table.text('job_description').notNullable();
      table.date('preferred_date').notNullable();
      for (const column of answerColumns) table.text(column).notNullable().defaultTo('');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.check(
        "service_type in ('remote-hands', 'remote-eyes', 'custom-request')",
        {},
        'service_requests_service_type_check',
      );
      table.check("status in ('Submitted')", {}, 'service_requests_status_check');
      table.check(
        "ticket_number ~ '^[0-9]{8}-[1-9][0-9]{3}$'",
        {},
        'service_requests_ticket_number_check',
      );
    });
    await knex.raw(
      'create index service_requests_submitted_by_newest on service_requests (submitted_by, created_at desc, id desc)',
    );
  },
  async down(knex) {
    await knex.schema.dropTable('service_requests');
  },
};
