import type { Migration } from '@rha/kit';

export const addUsersRegisteredAt: Migration = {
  name: '20251201090100_add_users_registered_at',
  async up(knex) {
    await knex.schema.alterTable('users', (table) => {
      // Set once, in the transaction that writes identity.user.registered.v1: it is why the
      // event (and so the welcome e-mail) exists exactly once however often a sign-up is retried.
      table.timestamp('registered_at', { useTz: true });
    });
  },
  async down(knex) {
    await knex.schema.alterTable('users', (table) => {
      table.dropColumn('registered_at');
    });
  },
};
