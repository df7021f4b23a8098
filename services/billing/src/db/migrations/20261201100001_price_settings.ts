import type { Migration } from '@rha/kit';

/*
 * One row of prices (the defaults live in code until an admin saves a table) and one estimate per
 * request, kept with the figures it was computed from so a later price change leaves it as quoted.
 */
export const priceSettings: Migration = {
  name: '20261201100001_price_settings',
  async up(knex) {
    await knex.schema.createTable('price_settings', (table) => {
      table.integer('id').primary().checkIn(['1']);
      table.integer('remote_eyes_cents').notNullable();
      table.jsonb('discount_bands').notNullable();
      table.integer('weather_standby_day_cents').notNullable();
      table.text('updated_by').notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
    });

    await knex.schema.createTable('request_estimates', (table) => {
      table.text('request_id').primary().references('request_id').inTable('jobs');
      table.decimal('expected_hours', 6, 2).notNullable();
      table.integer('scheduled_visits').notNullable();
      table.boolean('quote_required').notNullable();
      table.jsonb('lines').notNullable();
      table.bigInteger('total_cents').notNullable();
      table.timestamp('estimated_at', { useTz: true }).notNullable();
    });
  },
  async down(knex) {
    await knex.schema.dropTable('request_estimates');
    await knex.schema.dropTable('price_settings');
  },
};
