import type { Migration } from '@rha/kit';

export const createOwnerContacts: Migration = {
  name: '20261124100000_create_owner_contacts',
  async up(knex) {
    // The company users' contact details as identity last reported them. Keyed by the Keycloak
    // subject, not the company: identity's event may arrive before the company is created.
    await knex.schema.createTable('owner_contacts', (table) => {
      table.text('keycloak_id').primary();
      table.text('full_name').notNullable();
      table.text('email').notNullable();
      table.text('phone').notNullable();
      // identity's changedAt of the copy: an older change arriving late must not overwrite it.
      table.timestamp('changed_at', { useTz: true }).notNullable();
    });
    // The admin's list pages through companies by name, ignoring case.
    await knex.raw('create index companies_name_order on companies (lower(company_name), id)');
  },
  async down(knex) {
    await knex.raw('drop index companies_name_order');
    await knex.schema.dropTable('owner_contacts');
  },
};
