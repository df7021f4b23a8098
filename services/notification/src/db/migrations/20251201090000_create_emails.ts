import type { Migration } from '@rha/kit';

/** The e-mail log: every e-mail is a row first and is sent from it, so a failed send is retried, never lost. */
export const createEmails: Migration = {
  name: '20251201090000_create_emails',
  async up(knex) {
    await knex.schema.createTable('emails', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table.text('template').notNullable();
      table.text('recipient').notNullable();
      // Address and display name apart, so a name is never parsed as part of an address.
      table.text('reply_to');
      table.text('reply_to_name');
      // Rendered when queued: the log shows exactly what was sent, whatever the templates become.
      table.text('subject').notNullable();
      table.text('html').notNullable();
      table.text('text').notNullable();
      table.text('status').notNullable().defaultTo('pending');
      table.integer('attempts').notNullable().defaultTo(0);
      table.text('last_error');
      table.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.text('smtp_message_id');
      table.timestamp('sent_at', { useTz: true });
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.check("status in ('pending', 'sent', 'failed')", {}, 'emails_status_check');
    });
    // The dispatcher's query: due pending rows, oldest first.
    await knex.raw(
      "create index emails_due_idx on emails (next_attempt_at) where status = 'pending'",
    );
  },
  async down(knex) {
    await knex.schema.dropTable('emails');
  },
};
