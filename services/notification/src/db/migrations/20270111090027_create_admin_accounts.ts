import type { Migration } from '@rha/kit';

/**
 * Which accounts are admins, as identity last said: everything that waits on the admins is told to
 * each of them. A row per account heard of, so an account that stops being an admin stops being told.
 */
export const createAdminAccounts: Migration = {
  name: '20270111090027_create_admin_accounts',
  async up(knex) {
    await knex.schema.createTable('admin_accounts', (table) => {
      table.text('keycloak_id').primary();
      table.boolean('is_admin').notNullable();
      table.timestamp('changed_at', { useTz: true }).notNullable();
    });
    await knex.raw(
      'create index admin_accounts_admins on admin_accounts (keycloak_id) where is_admin',
    );
  },
  async down(knex) {
    await knex.schema.dropTable('admin_accounts');
  },
};
