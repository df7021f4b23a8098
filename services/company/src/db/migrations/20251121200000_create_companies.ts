import type { Migration } from '@rha/kit';

export const createCompanies: Migration = {
  name: '20251121200000_create_companies',
  async up(knex) {
    await knex.schema.createTable('companies', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      // The Keycloak subject of the company user: one company per user, and the only owner check.
      table.text('owner_keycloak_id').notNullable().unique();
      table.text('company_name').notNullable();
      table.text('website');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.schema.createTable('locations', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table
        .uuid('company_id')
        .notNullable()
        .references('id')
        .inTable('companies')
        .onDelete('CASCADE');
      table.text('address').notNullable().defaultTo('');
      table.text('city').notNullable();
      table.text('state').notNullable();
      table.text('zip_code').notNullable();
      // clock_timestamp(): locations added in one transaction keep their order ("first location").
      table
        .timestamp('created_at', { useTz: true })
        .notNullable()
        .defaultTo(knex.raw('clock_timestamp()'));
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    // Street and city compare without case, so "1 Main St" and "1 MAIN ST" are one location. The
    // index leads with company_id, so it also serves every per-company lookup.
    await knex.raw(
      'create unique index locations_company_address_unique on locations ' +
        '(company_id, lower(address), lower(city), state, zip_code)',
    );
  },
  async down(knex) {
    await knex.schema.dropTable('locations');
    await knex.schema.dropTable('companies');
  },
};
