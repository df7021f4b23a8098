import type { Migration } from '@rha/kit';

export const createCoverage: Migration = {
  name: '20261215090000_create_coverage',
  async up(knex) {
    await knex.schema.alterTable('technicians', (table) => {
      // Null until the technician first saves their service area; until then the reach list read
      // back is a suggestion drawn from their travel answer, not a stored choice.
      table.timestamp('coverage_saved_at', { useTz: true });
    });
    await knex.schema.createTable('reachable_communities', (table) => {
      table
        .text('technician_id')
        .notNullable()
        .references('keycloak_id')
        .inTable('technicians')
        .onDelete('CASCADE');
      // The community's name as the reference list spells it, so rows compare by equality.
      table.text('community').notNullable();
      table.text('travel_mode').notNullable();
      table.integer('days').notNullable();
      table.primary(['technician_id', 'community']);
      table.check(
        "travel_mode in ('road', 'boat', 'snowmachine', 'atv', 'small_plane')",
        {},
        'reachable_communities_travel_mode_check',
      );
      table.check('days between 0 and 30', {}, 'reachable_communities_days_check');
    });
    // Dispatch looks technicians up by the community a request is in.
    await knex.raw(
      'create index reachable_communities_community on reachable_communities (community)',
    );
    await knex.schema.createTable('unavailable_periods', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table
        .text('technician_id')
        .notNullable()
        .references('keycloak_id')
        .inTable('technicians')
        .onDelete('CASCADE');
      // Both days included.
      table.date('from_date').notNullable();
      table.date('to_date').notNullable();
      table.text('reason').notNullable();
      table.text('note').notNullable().defaultTo('');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.index(['technician_id', 'from_date'], 'unavailable_periods_technician_from');
      table.check(
        "reason in ('fish_camp', 'hunting', 'travel', 'other')",
        {},
        'unavailable_periods_reason_check',
      );
      table.check('to_date >= from_date', {}, 'unavailable_periods_order_check');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('unavailable_periods');
    await knex.schema.dropTable('reachable_communities');
    await knex.schema.alterTable('technicians', (table) => {
      table.dropColumn('coverage_saved_at');
    });
  },
};
