import type { Migration } from '@rha/kit';

export const addUsersPendingEmail: Migration = {
  name: '20261129030000_add_users_pending_email',
  async up(knex) {
    await knex.schema.alterTable('users', (table) => {
      // The address a user asked to change to, held until they open the link mailed to it; the
      // link's token is stored only as its SHA-256, so a database reader cannot confirm for them.
      table.text('pending_email');
      table.text('pending_email_token_hash');
      table.timestamp('pending_email_expires_at', { useTz: true });
    });
  },
  async down(knex) {
    await knex.schema.alterTable('users', (table) => {
      table.dropColumns('pending_email', 'pending_email_token_hash', 'pending_email_expires_at');
    });
  },
};
