import type { Migration } from '@rha/kit';

export const addSignupDraftsSecretHash: Migration = {
  name: '20261129013000_add_signup_drafts_secret_hash',
  async up(knex) {
    await knex.schema.alterTable('signup_drafts', (table) => {
      // SHA-256 of the key handed to the browser that made the draft; the key itself is never
      // stored. Drafts saved before this column have none, so nobody can open them until they expire.
      table.text('secret_hash');
    });
  },
  async down(knex) {
    await knex.schema.alterTable('signup_drafts', (table) => {
      table.dropColumn('secret_hash');
    });
  },
};
