import type { Migration } from '@rha/kit';

export const addUsersEmailVerified: Migration = {
  name: '20261129050000_add_users_email_verified',
  async up(knex) {
    await knex.schema.alterTable('users', (table) => {
      // Whether the identity provider says the owner proved `email`, from their latest token. Null for
      // rows made before it was recorded: unknown until their owner next signs in.
      table.boolean('email_verified');
    });
  },
  async down(knex) {
    await knex.schema.alterTable('users', (table) => {
      table.dropColumn('email_verified');
    });
  },
};
