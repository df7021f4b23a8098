import type { Migration } from '@rha/kit';

export const createContactMessages: Migration = {
  name: '20251201090100_create_contact_messages',
  async up(knex) {
    await knex.schema.createTable('contact_messages', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table.text('name').notNullable();
      table.text('email').notNullable();
      table.text('message').notNullable();
      table.uuid('email_id').notNullable().references('id').inTable('emails');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex) {
    await knex.schema.dropTable('contact_messages');
  },
};
