import type { Migration } from '@rha/kit';

/**
 * A migration is a fixed step: the lists it checks are written out as they were when it was made,
 * so a later change to the shared lists needs a migration of its own.
 */
const OFFER_STATUSES = ['offered', 'accepted', 'declined', 'expired', 'withdrawn'];
const WAVES = ['community', 'reach', 'region'];
const OFFER_SOURCES = [...WAVES, 'admin'];

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export const addDispatch: Migration = {
  name: '20261216100000_add_dispatch',
  async up(knex) {
    await knex.schema.alterTable('service_requests', (table) => {
      // Copies taken at submission, so dispatch never asks the company service for them: the
      // location's reference community and region (null when the location matches none), its
      // address as one line, the company's name and who to tell.
      table.text('community');
      table.text('region');
      table.text('location_address').notNullable().defaultTo('');
      table.text('company_name').notNullable().defaultTo('');
      table.text('submitter_email').notNullable().defaultTo('');
      table.boolean('smart_dispatch').notNullable().defaultTo(true);
      // The last wave sent and when the next is due; smart dispatch reads these.
      table.text('dispatch_wave');
      table.timestamp('next_wave_at', { useTz: true });
      table.timestamp('flagged_at', { useTz: true });
      // The technician holding the job, as the technician service named them when it was taken.
      table.uuid('assigned_technician_id');
      table.text('assigned_technician_name').notNullable().defaultTo('');
      table.text('assigned_technician_community').notNullable().defaultTo('');
      table.text('assigned_technician_email').notNullable().defaultTo('');
      table.timestamp('eta', { useTz: true });
      table.check(
        `dispatch_wave is null or dispatch_wave in (${quoted(WAVES)})`,
        {},
        'service_requests_dispatch_wave_check',
      );
      // Accepted and held jobs always name their technician and arrival.
      table.check(
        `status not in ('Accepted', 'On hold') or (assigned_technician_id is not null and eta is not null)`,
        {},
        'service_requests_assignment_check',
      );
    });
    await knex.raw(
      `create index service_requests_due_waves on service_requests (next_wave_at)
        where next_wave_at is not null`,
    );
    await knex.raw(
      `create index service_requests_awaiting_oldest on service_requests (created_at, id)
        where status in ('Submitted', 'Dispatching')`,
    );
    await knex.raw(
      `create index service_requests_assigned on service_requests (assigned_technician_id, preferred_date)
        where assigned_technician_id is not null`,
    );

    await knex.schema.createTable('offers', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table
        .uuid('request_id')
        .notNullable()
        .references('id')
        .inTable('service_requests')
        .onDelete('CASCADE');
      // The technician's Keycloak subject, and how the technician service named them then.
      table.uuid('technician_id').notNullable();
      table.text('technician_name').notNullable().defaultTo('');
      table.text('technician_community').notNullable().defaultTo('');
      table.text('technician_email').notNullable().defaultTo('');
      table.text('source').notNullable();
      table.text('status').notNullable().defaultTo('offered');
      table.text('reason').notNullable().defaultTo('');
      table.timestamp('offered_at', { useTz: true }).notNullable();
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('responded_at', { useTz: true });
      // A technician is offered a request once; offering again reopens that offer.
      table.unique(['request_id', 'technician_id'], { indexName: 'offers_one_per_technician' });
      table.check(`status in (${quoted(OFFER_STATUSES)})`, {}, 'offers_status_check');
      table.check(`source in (${quoted(OFFER_SOURCES)})`, {}, 'offers_source_check');
    });
    // The first accept wins: the database itself refuses a second accepted offer of a request.
    await knex.raw(
      `create unique index offers_one_accepted on offers (request_id) where status = 'accepted'`,
    );
    await knex.raw(
      `create index offers_open_by_technician on offers (technician_id, offered_at)
        where status = 'offered'`,
    );
    await knex.raw(
      `create index offers_open_by_expiry on offers (expires_at) where status = 'offered'`,
    );

    // Requests waiting from before dispatch existed are due now; without a community of their own
    // the first tick flags them for an admin.
    await knex.raw(
      `update service_requests set next_wave_at = created_at
        where status in ('Submitted', 'Dispatching')`,
    );
  },
  async down(knex) {
    await knex.schema.dropTable('offers');
    await knex.raw('drop index service_requests_due_waves');
    await knex.raw('drop index service_requests_awaiting_oldest');
    await knex.raw('drop index service_requests_assigned');
    await knex.schema.alterTable('service_requests', (table) => {
      table.dropChecks([
        'service_requests_dispatch_wave_check',
        'service_requests_assignment_check',
      ]);
      table.dropColumns(
        'community',
        'region',
        'location_address',
        'company_name',
        'submitter_email',
        'smart_dispatch',
        'dispatch_wave',
        'next_wave_at',
        'flagged_at',
        'assigned_technician_id',
        'assigned_technician_name',
        'assigned_technician_community',
        'assigned_technician_email',
        'eta',
      );
    });
  },
};
