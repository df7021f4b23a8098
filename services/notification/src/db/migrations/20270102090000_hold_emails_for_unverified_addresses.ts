import type { Migration } from '@rha/kit';

/**
 * Each account's address and whether its owner proved it, from identity's change events; and a
 * `held` status for e-mails waiting for that proof.
 */
export const holdEmailsForUnverifiedAddresses: Migration = {
  name: '20270102090000_hold_emails_for_unverified_addresses',
  async up(knex) {
    await knex.schema.createTable('account_addresses', (table) => {
      table.text('keycloak_id').primary();
      table.text('email').notNullable();
      // Null while identity does not know: such an address is not held.
      table.boolean('email_verified');
      table.timestamp('changed_at', { useTz: true }).notNullable();
    });
    await knex.raw(
      'create index account_addresses_unverified_idx on account_addresses (lower(email)) where email_verified = false',
    );
    await knex.raw('alter table emails drop constraint emails_status_check');
    await knex.raw(
      "alter table emails add constraint emails_status_check check (status in ('pending', 'sent', 'failed', 'held'))",
    );
    await knex.raw(
      "create index emails_held_idx on emails (lower(recipient)) where status = 'held'",
    );
  },
  async down(knex) {
    await knex.raw('drop index emails_held_idx');
    await knex.raw("delete from emails where status = 'held'");
    await knex.raw('alter table emails drop constraint emails_status_check');
    await knex.raw(
      "alter table emails add constraint emails_status_check check (status in ('pending', 'sent', 'failed'))",
    );
    await knex.schema.dropTable('account_addresses');
  },
};
