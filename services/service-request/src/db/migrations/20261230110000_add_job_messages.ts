import type { Migration } from '@rha/kit';

export const addJobMessages: Migration = {
  name: '20261230110000_add_job_messages',
  async up(knex) {
    await knex.schema.createTable('job_messages', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table
        .uuid('request_id')
        .notNullable()
        .references('id')
        .inTable('service_requests')
        .onDelete('CASCADE');
      // Made on the device: a message kept offline and sent again is posted once.
      table.uuid('client_id').notNullable();
      table.text('party').notNullable();
      table.uuid('author_id').notNullable();
      table.text('author_name').notNullable().defaultTo('');
      table.text('text').notNullable().defaultTo('');
      table.specificType('attachment_ids', 'uuid[]').notNullable().defaultTo('{}');
      table.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.check(`party in ('company', 'technician', 'support')`, {}, 'job_messages_party_check');
      table.unique(['request_id', 'client_id'], { indexName: 'job_messages_client_id_unique' });
      table.index(['request_id', 'sent_at'], 'job_messages_by_request');
    });
    // One row per side of a thread: how far that side has read, and how far it has been e-mailed
    // about, so a burst of messages brings one e-mail.
    await knex.schema.createTable('job_message_reads', (table) => {
      table
        .uuid('request_id')
        .notNullable()
        .references('id')
        .inTable('service_requests')
        .onDelete('CASCADE');
      table.text('party').notNullable();
      table.timestamp('read_through', { useTz: true });
      table.timestamp('notified_through', { useTz: true });
      table.primary(['request_id', 'party']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('job_message_reads');
    await knex.schema.dropTable('job_messages');
  },
};
