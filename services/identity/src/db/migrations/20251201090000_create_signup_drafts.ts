import type { Migration } from '@rha/kit';

export const createSignupDrafts: Migration = {
  name: '20251201090000_create_signup_drafts',
  async up(knex) {
    await knex.schema.createTable('signup_drafts', (table) => {
      // Made by the browser before the visitor has an account: the uuid is the only handle.
      table.uuid('uuid').primary();
      table.text('user_type').notNullable();
      table.jsonb('info').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('expires_at', { useTz: true }).notNullable().index();
      // The Keycloak id of the account the draft was applied to: nobody else may take it over.
      table.text('claimed_by');
      table.check("user_type in ('technician', 'company')", {}, 'signup_drafts_user_type_check');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('signup_drafts');
  },
};
