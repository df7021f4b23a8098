import type { Migration } from '@rha/kit';

/**
 * An e-mail a person should get once in a lifetime (the onboarding-completed one) carries a key
 * naming the person and the template. The unique index lets a second request with the same key
 * insert nothing, even when two transactions race; e-mails without a key are never compared.
 */
export const addEmailsOnceKey: Migration = {
  name: '20251215090000_add_emails_once_key',
  async up(knex) {
    await knex.schema.alterTable('emails', (table) => {
      table.text('once_key');
      table.unique(['once_key'], { indexName: 'emails_once_key_unique' });
    });
  },
  async down(knex) {
    await knex.schema.alterTable('emails', (table) => {
      table.dropUnique(['once_key'], 'emails_once_key_unique');
      table.dropColumn('once_key');
    });
  },
};
